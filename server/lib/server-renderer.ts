/**
 * The server render of the client (docs/decisions/048-server-render-and-hydrate.md): the build writes it
 * beside the client, in `<client dist>-ssr/` (scripts/prerender-plugin.ts), from client/app/server-render.tsx.
 * Without a build (tests that serve no client) there is none, and pages go out client-only.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/** How the render's requests reach the API: in-process, as the person whose page it is. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** What client/app/server-render.tsx exports. */
export interface ServerRenderer {
  /** The app's markup for `url` (path and search) and the query cache it was rendered from. */
  renderPage: (url: string, fetchApi: ApiTransport, locale?: string) => Promise<{ markup: string; state: unknown }>;
  /** The modules (paths under client/, as the build's manifest names them) the browser needs to hydrate `path` in `locale`. */
  pageModules: (path: string, locale?: string) => string[];
}

export const SERVER_RENDERER_FILE = 'server-render.mjs';

export function serverRendererDir(clientDistDir: string): string {
  return `${path.resolve(clientDistDir)}-ssr`;
}

/** The renderer, or undefined (pages go out client-only) when there is none or it cannot be loaded. */
export async function loadServerRenderer(clientDistDir: string | undefined, log: Pick<FastifyBaseLogger, 'error'>): Promise<ServerRenderer | undefined> {
  if (!clientDistDir) return undefined;
  const file = path.join(serverRendererDir(clientDistDir), SERVER_RENDERER_FILE);
  if (!existsSync(file)) return undefined;
  try {
    return (await import(pathToFileURL(file).href)) as ServerRenderer;
  } catch (error) {
    log.error({ err: error, file }, 'the server renderer could not be loaded; pages go out client-only');
    return undefined;
  }
}
