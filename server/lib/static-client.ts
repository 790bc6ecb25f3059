/**
 * Serves the built client: hashed assets cached for a year, everything else falls back to index.html so
 * client-side routes (/discover, /chat/3...) load on refresh. Unknown /api paths stay JSON 404s.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../shared/contracts/errors';
import { CachedBody, isNotModified, negotiateEncoding } from './http-cache';

/** A missing build file (an old hashed bundle after a deploy): a 404, never index.html served as script. */
const ASSET_PATH = /^\/assets\/|\.(?:js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|webmanifest|json|txt|br|gz)(?:\?|$)/i;

/**
 * A route's server-rendered first paint (docs/decisions/036-server-rendered-first-paint.md): the markup to put
 * into the page's <main>, or undefined for the plain page. `sharedKey` names markup that is the same for
 * everyone who gets that key (kept, compressed once); without it the page is personal (never cached).
 */
export type FirstPaint = (request: FastifyRequest, reply: FastifyReply, params: readonly string[]) => Promise<{ render: () => string; sharedKey?: string } | undefined>;

/** The paths a first paint serves: `pattern` matches the whole path; its groups are the params. */
export interface FirstPaintRoute {
  pattern: RegExp;
  paint: FirstPaint;
}

/** Where the prerendered shell's <main> content (the loading spinner) sits, to be replaced by a first paint. */
const MAIN_CONTENT = /(<main id="main"[^>]*>)[\s\S]*?(<\/main>)/;
/** Discover and one page per coin for guests, each with the catalogue's current ETag. */
const MAX_SHARED_FIRST_PAINTS = 100;

/** Unknown paths: JSON 404 for the API and missing files, the client's index.html (when built) for the rest. */
export async function registerStaticClient(app: FastifyInstance, distDir: string | undefined, firstPaints: readonly FirstPaintRoute[] = []): Promise<void> {
  const root = distDir ? path.resolve(distDir) : undefined;
  const indexPath = root ? path.join(root, 'index.html') : undefined;
  const indexHtml = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  if (root && indexHtml) await registerAssets(app, root);
  const pages = root && indexHtml ? prerenderedPages(root) : { exact: new Map<string, string>(), withId: [] };
  // Each page's bytes, compressed once per encoding: '' is the app shell, any other key a path. Pages with
  // an id (/learn/7) are kept for at most MAX_ID_PAGES paths, then the cache starts afresh.
  const bodies = new Map<string, CachedBody>();
  const htmlFor = (pathname: string): { key: string; html: string } | undefined => {
    const exact = pages.exact.get(pathname);
    if (exact !== undefined) return { key: pathname, html: exact };
    for (const { pattern, html } of pages.withId) {
      const id = pattern.exec(pathname)?.[1];
      if (id) return { key: pathname, html: html.replaceAll(ROUTE_ID_PLACEHOLDER, id) };
    }
    return indexHtml === undefined ? undefined : { key: '', html: indexHtml };
  };
  const bodyFor = (pathname: string): CachedBody | undefined => {
    const page = htmlFor(pathname);
    if (!page) return undefined;
    let body = bodies.get(page.key);
    if (!body) {
      if (bodies.size >= MAX_ID_PAGES) bodies.clear();
      body = new CachedBody(Buffer.from(page.html));
      bodies.set(page.key, body);
    }
    return body;
  };

  const sharedFirstPaints = new Map<string, CachedBody>();
  /** The page with the route's first paint in its <main>; the plain page when there is none or it fails. */
  const firstPaintBodyFor = async (request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<CachedBody | undefined> => {
    const route = firstPaints.find(({ pattern }) => pattern.test(pathname));
    const page = route && htmlFor(pathname);
    if (!route || !page || !MAIN_CONTENT.test(page.html)) return undefined;
    try {
      const paint = await route.paint(request, reply, route.pattern.exec(pathname)?.slice(1) ?? []);
      if (!paint) return undefined;
      const cached = paint.sharedKey === undefined ? undefined : sharedFirstPaints.get(`${pathname} ${paint.sharedKey}`);
      if (cached) return cached;
      const markup = paint.render();
      const body = new CachedBody(Buffer.from(page.html.replace(MAIN_CONTENT, (_match, open: string, close: string) => `${open}${markup}${close}`)));
      if (paint.sharedKey !== undefined) {
        if (sharedFirstPaints.size >= MAX_SHARED_FIRST_PAINTS) sharedFirstPaints.clear();
        sharedFirstPaints.set(`${pathname} ${paint.sharedKey}`, body);
      }
      return body;
    } catch (error) {
      // The plain page still works: the app loads the data itself.
      request.log.warn({ err: error, path: pathname }, 'first paint failed; sending the plain page');
      return undefined;
    }
  };

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/ws');
    if (!indexHtml || isApi || ASSET_PATH.test(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: 'Not found', code: ERROR_CODES.notFound, requestId: String(request.id) });
    }
    // Not a route, so the compression plugin does not see it: compressed here, once per encoding.
    const pathname = url.split('?', 1)[0] ?? url;
    const body = (await firstPaintBodyFor(request, reply, pathname)) ?? bodyFor(pathname);
    const encoding = negotiateEncoding(request);
    // A personal first paint has already set no-store (docs/security.md item 5); it wins over no-cache.
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-cache');
    reply.header('Vary', 'Accept-Encoding, Cookie').header('ETag', body?.etag);
    if (body && isNotModified(request, body.etag)) return reply.status(304).send();
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body?.encoded(encoding));
  });
}

/** The id in a prerendered page's preload (scripts/prerender-plugin.ts writes it, the server fills it in). */
const ROUTE_ID_PLACEHOLDER = '__ROUTE_ID__';
const MAX_ID_PAGES = 500;

interface PrerenderedPages {
  exact: Map<string, string>;
  /** Pages for a route with a numeric id; the id (digits only) replaces ROUTE_ID_PLACEHOLDER. */
  withId: Array<{ pattern: RegExp; html: string }>;
}

/**
 * The pages the build prerenders beside index.html (docs/decisions/021-lean-paged-deck-and-first-paint.md,
 * docs/decisions/035-route-pages-and-paint-first.md): the deck's routes get the shell with the first deck
 * page preloaded, /landing its own markup, /learn, /learn/:id and /crypto/:id the shell with their chunk
 * (and the module or coin) preloaded.
 */
function prerenderedPages(root: string): PrerenderedPages {
  const exact = new Map<string, string>();
  const withId: PrerenderedPages['withId'] = [];
  const read = (file: string) => {
    const filePath = path.join(root, file);
    return existsSync(filePath) ? readFileSync(filePath, 'utf8') : undefined;
  };
  const discover = read('discover.html');
  const landing = read('landing.html');
  const learn = read('learn.html');
  const module = read('module.html');
  const crypto = read('crypto.html');
  if (discover) for (const route of ['/', '/discover']) exact.set(route, discover);
  if (landing) exact.set('/landing', landing);
  if (learn) exact.set('/learn', learn);
  if (module) withId.push({ pattern: /^\/learn\/(\d{1,9})$/, html: module }, { pattern: /^\/learning\/module\/(\d{1,9})$/, html: module });
  if (crypto) withId.push({ pattern: /^\/crypto\/(\d{1,9})$/, html: crypto });
  return { exact, withId };
}

async function registerAssets(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.header('Cache-Control', 'public, max-age=300');
      }
    },
  });
}
