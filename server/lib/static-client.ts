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
  const indexBody = indexHtml ? new CachedBody(Buffer.from(indexHtml)) : undefined;

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/ws');
    if (!indexHtml || isApi || ASSET_PATH.test(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: 'Not found', code: ERROR_CODES.notFound, requestId: String(request.id) });
    }
    // Not a route, so the compression plugin does not see it: compressed here, once per encoding.
    const encoding = negotiateEncoding(request);
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').header('ETag', indexBody?.etag);
    if (indexBody && isNotModified(request, indexBody.etag)) return reply.status(304).send();
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(indexBody?.encoded(encoding));
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
