/**
 * Serves the built client: hashed assets cached for a year; every other GET is a page of the app, rendered
 * on the server (docs/decisions/048-server-render-and-hydrate.md). Unknown /api paths stay JSON 404s.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../shared/contracts/errors';
import { QUERY_STATE_ELEMENT_ID } from '../../shared/constants/server-render';
import { DEFAULT_THEME, type Theme } from '../../shared/constants/theme';
import { parseLocale, type AnyLocale } from '../../shared/i18n/locales';
import { SESSION_COOKIE } from '../modules/auth/session-token';
import { localeOfRequest } from '../modules/i18n/request-locale';
import { BROTLI_QUALITY, CachedBody, etagOf, isNotModified, negotiateEncoding } from './http-cache';
import { withPageLanguage } from './page-language';
import { withPageTheme } from './page-theme';
import { readBuildManifest, routePreloads } from './route-preloads';
import type { ApiTransport, ServerRenderer } from './server-renderer';

/** A missing build file (an old hashed bundle after a deploy): a 404, never index.html served as script. */
const ASSET_PATH = /^\/assets\/|\.(?:js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|webmanifest|json|txt|br|gz)(?:\?|$)/i;

/** Where the client-only page's shell sits in #root (scripts/prerender-plugin.ts marks it): the app goes there. */
const APP_MARKUP = /<!--app-->[\s\S]*<!--\/app-->/;
/** A render's requests are the page's own first requests: reads only. */
const RENDER_METHODS = new Set(['GET', 'HEAD']);
/** Statuses whose Response may carry no body. */
const NO_BODY = new Set([101, 204, 205, 304]);

/** The query cache as data the page carries (never run: `<` cannot close the element). */
function stateElement(state: unknown): string {
  return `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${JSON.stringify(state).replaceAll('<', '\\u003c')}</script>`;
}

/**
 * The language the page renders in (docs/decisions/056-translations.md): a signed-in person's account
 * language (asked in-process, as the render's own requests are), else the cookie or Accept-Language.
 */
async function pageLocale(app: FastifyInstance, request: FastifyRequest): Promise<AnyLocale> {
  if (!request.cookies[SESSION_COOKIE]) return localeOfRequest(request);
  const answer = await inProcessFetch(app, request)('/api/language', { method: 'GET' });
  const { language } = answer.ok ? ((await answer.json()) as { language?: string }) : {};
  return parseLocale(language) ?? localeOfRequest(request);
}

/** The render's requests answered by this server in-process, as the person asking for the page. */
function inProcessFetch(app: FastifyInstance, request: FastifyRequest): ApiTransport {
  return async (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (!url.startsWith('/api/') || !RENDER_METHODS.has(method)) throw new Error(`the server render only reads the API (${method} ${url.split('?', 1)[0]})`);
    const answer = await app.inject({
      method: method as 'GET' | 'HEAD',
      url,
      remoteAddress: request.ip,
      headers: {
        cookie: request.headers.cookie ?? '',
        'user-agent': request.headers['user-agent'] ?? '',
        'accept-language': request.headers['accept-language'] ?? '',
        accept: 'application/json',
      },
    });
    const type = answer.headers['content-type'];
    return new Response(NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : undefined,
    });
  };
}

/**
 * Unknown paths: JSON 404 for the API and missing files; every other GET is a page of the app
 * (docs/decisions/048-server-render-and-hydrate.md), rendered by the server for whoever asks (the session
 * cookie tells who) and hydrated by the browser, or, without a renderer or when the render fails, the
 * client-only page.
 */
/** The theme a page is painted in (docs/decisions/057-dark-theme.md); Light when not given. */
export type PageThemeOf = (request: FastifyRequest, reply: FastifyReply) => Promise<Theme>;

export async function registerStaticClient(app: FastifyInstance, distDir: string | undefined, renderer?: ServerRenderer, themeOf: PageThemeOf = async () => DEFAULT_THEME): Promise<void> {
  const root = distDir ? path.resolve(distDir) : undefined;
  const indexPath = root ? path.join(root, 'index.html') : undefined;
  const indexHtml = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  if (root && indexHtml) await registerAssets(app, root);
  /** The client-only page in each theme and language (its <html lang dir data-theme>), made once each. */
  const clientOnlyIn = new Map<string, CachedBody>();
  const clientOnlyPage = (theme: Theme, locale: AnyLocale): CachedBody | undefined => {
    if (indexHtml === undefined) return undefined;
    const key = `${theme} ${locale}`;
    let body = clientOnlyIn.get(key);
    if (!body) {
      body = new CachedBody(Buffer.from(withPageTheme(withPageLanguage(indexHtml, locale), theme)));
      clientOnlyIn.set(key, body);
    }
    return body;
  };
  const canRender = Boolean(renderer && indexHtml && APP_MARKUP.test(indexHtml));
  const manifest = root ? readBuildManifest(root) : undefined;
  const preloadsFor = manifest ? routePreloads(manifest) : () => '';

  /** The page rendered for this request, or undefined when the render fails (logged: the path, no query). */
  const renderedPage = async (request: FastifyRequest, pathname: string, theme: Theme, locale: AnyLocale): Promise<{ body: CachedBody; etag: string } | undefined> => {
    if (!renderer || !indexHtml || !canRender) return undefined;
    try {
      const { markup, state } = await renderer.renderPage(request.url, inProcessFetch(app, request), locale);
      const html = withPageTheme(withPageLanguage(indexHtml, locale), theme)
        .replace('</head>', () => `${preloadsFor(renderer.pageModules(pathname, locale))}</head>`)
        .replace(APP_MARKUP, () => markup)
        .replace('</body>', () => `${stateElement(state)}</body>`);
      // The same markup from the same data is the same page, whenever the cache's clocks say it was fetched.
      const queries = (state as { queries?: Array<{ queryHash: string; state: { data?: unknown } }> }).queries ?? [];
      return {
        body: new CachedBody(Buffer.from(html), BROTLI_QUALITY.perResponse),
        etag: etagOf(JSON.stringify([theme, locale, markup, queries.map((query) => [query.queryHash, query.state.data])])),
      };
    } catch (error) {
      const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
      request.log.error({ path: pathname, error: { name, message: message.slice(0, 300) } }, 'server render failed; sending the client-only page');
      return undefined;
    }
  };

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/ws');
    if (indexHtml === undefined || isApi || ASSET_PATH.test(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: 'Not found', code: ERROR_CODES.notFound, requestId: String(request.id) });
    }
    const pathname = url.split('?', 1)[0] ?? url;
    // A signed-in person's page is theirs alone (docs/security.md section 5): never stored, never revalidated.
    const isPersonal = Boolean(request.cookies[SESSION_COOKIE]);
    const theme = await themeOf(request, reply);
    const locale = await pageLocale(app, request);
    const rendered = await renderedPage(request, pathname, theme, locale);
    const body = rendered?.body ?? clientOnlyPage(theme, locale);
    if (!body) return reply.status(404).send({ message: 'Not found', code: ERROR_CODES.notFound, requestId: String(request.id) });
    const etag = rendered?.etag ?? body.etag;
    reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    if (isPersonal) reply.header('Cache-Control', 'private, no-store');
    else {
      reply.header('Cache-Control', 'no-cache').header('ETag', etag);
      if (isNotModified(request, etag)) return reply.status(304).send();
    }
    const encoding = negotiateEncoding(request);
    // Not a route, so the compression plugin does not see it: compressed here.
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body.encoded(encoding));
  });
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
