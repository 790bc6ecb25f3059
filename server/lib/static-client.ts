/**
 * Serves the built client: hashed assets cached for a year, everything else falls back to index.html so
 * client-side routes (/discover, /chat/3...) load on refresh. Unknown /api paths stay JSON 404s.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../shared/contracts/errors';

/** Unknown paths: JSON 404 for the API, the client's index.html (when built) for everything else. */
export async function registerStaticClient(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const root = distDir ? path.resolve(distDir) : undefined;
  const indexPath = root ? path.join(root, 'index.html') : undefined;
  const indexHtml = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  if (root && indexHtml) await registerAssets(app, root);
  const pages = root && indexHtml ? prerenderedPages(root) : new Map<string, string>();

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/ws');
    if (!indexHtml || isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: 'Not found', code: ERROR_CODES.notFound, requestId: String(request.id) });
    }
    const pathname = url.split('?', 1)[0] ?? url;
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(pages.get(pathname) ?? indexHtml);
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
