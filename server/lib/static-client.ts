/**
 * Serves the built client: hashed assets cached for a year, everything else falls back to index.html so
 * client-side routes (/discover, /chat/3...) load on refresh. Unknown /api paths stay JSON 404s.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../shared/contracts/errors';
import { CachedBody, isNotModified, negotiateEncoding } from './http-cache';

/** A missing build file (an old hashed bundle after a deploy): a 404, never index.html served as script. */
const ASSET_PATH = /^\/assets\/|\.(?:js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|webmanifest|json|txt|br|gz)(?:\?|$)/i;

/** Unknown paths: JSON 404 for the API and missing files, the client's index.html (when built) for the rest. */
export async function registerStaticClient(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const root = distDir ? path.resolve(distDir) : undefined;
  const indexPath = root ? path.join(root, 'index.html') : undefined;
  const indexHtml = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  if (root && indexHtml) await registerAssets(app, root);
  const pages = root && indexHtml ? prerenderedPages(root) : new Map<string, string>();
  // Each page's bytes, compressed once per encoding: '' is the app shell, any other key a prerendered path.
  const bodies = new Map<string, CachedBody>();
  const bodyFor = (pathname: string): CachedBody | undefined => {
    const key = pages.has(pathname) ? pathname : '';
    const html = key ? pages.get(key) : indexHtml;
    if (html === undefined) return undefined;
    let body = bodies.get(key);
    if (!body) {
      body = new CachedBody(Buffer.from(html));
      bodies.set(key, body);
    }
    return body;
  };

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/ws');
    if (!indexHtml || isApi || ASSET_PATH.test(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: 'Not found', code: ERROR_CODES.notFound, requestId: String(request.id) });
    }
    // Not a route, so the compression plugin does not see it: compressed here, once per encoding.
    const body = bodyFor(url.split('?', 1)[0] ?? url);
    const encoding = negotiateEncoding(request);
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').header('ETag', body?.etag);
    if (body && isNotModified(request, body.etag)) return reply.status(304).send();
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body?.encoded(encoding));
  });
}

/**
 * The pages the build prerenders beside index.html (docs/decisions/021-lean-paged-deck-and-first-paint.md):
 * the deck's routes get the shell with the first deck page preloaded, /landing its own markup.
 */
function prerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const read = (file: string) => {
    const filePath = path.join(root, file);
    return existsSync(filePath) ? readFileSync(filePath, 'utf8') : undefined;
  };
  const discover = read('discover.html');
  const landing = read('landing.html');
  if (discover) for (const route of ['/', '/discover']) pages.set(route, discover);
  if (landing) pages.set('/landing', landing);
  return pages;
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
