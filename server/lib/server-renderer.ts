/**
 * The server-side bundle of the client's screens (docs/decisions/036-server-rendered-first-paint.md): the
 * build writes it beside the client, in `<client dist>-ssr/` (scripts/prerender-plugin.ts), from
 * client/app/server-render.tsx. Without a build (tests that serve no client) there is none, and pages are
 * sent as prerendered.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { User } from '../../shared/contracts/auth';
import type { Coin } from '../../shared/contracts/coins';
import type { DeckPage } from '../../shared/contracts/deck';
import type { LearningModule, LearningProgress } from '../../shared/contracts/learning';
import type { TermIndex } from '../../shared/contracts/vocabulary';

/** What client/app/server-render.tsx exports. */
export interface ServerRenderer {
  renderDiscover: (path: '/' | '/discover', input: { user: User | null; page: DeckPage }) => string;
  renderCoin: (path: string, input: { user: User | null; coin: Coin }) => string;
  renderGuestLearn: () => string;
  renderModule: (path: string, input: { user: User | null; module: LearningModule; progress: LearningProgress[]; terms: TermIndex }) => string;
}

export const SERVER_RENDERER_FILE = 'server-render.mjs';

export function serverRendererDir(clientDistDir: string): string {
  return `${path.resolve(clientDistDir)}-ssr`;
}

/** The renderer, or undefined (pages go out as prerendered) when there is none or it cannot be loaded. */
export async function loadServerRenderer(clientDistDir: string | undefined, log: Pick<FastifyBaseLogger, 'error'>): Promise<ServerRenderer | undefined> {
  if (!clientDistDir) return undefined;
  const file = path.join(serverRendererDir(clientDistDir), SERVER_RENDERER_FILE);
  if (!existsSync(file)) return undefined;
  try {
    return (await import(pathToFileURL(file).href)) as ServerRenderer;
  } catch (error) {
    log.error({ err: error, file }, 'the server renderer could not be loaded; pages go out without a first paint');
    return undefined;
  }
}
