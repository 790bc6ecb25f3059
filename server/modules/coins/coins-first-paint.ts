/**
 * First paints of the coin screens (docs/decisions/036-server-rendered-first-paint.md), so the LCP text paints
 * with the HTML instead of after the JavaScript and a request:
 * - Discover (/ and /discover): the viewer's first deck page. A guest's page is the same for every guest until
 *   the catalogue changes (kept, keyed by the catalogue's ETag); a signed-in user's is personal. A browser
 *   that holds swipes the server has not seen gets the plain page: the server cannot know which cards are gone.
 * - A coin's page (/crypto/:id): the coin as GET /api/cryptos/:id answers it (an unknown id: the plain page,
 *   whose app shows the error).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DECK_PAGE_SIZE, LOCAL_SWIPES_COOKIE } from '../../../shared/constants/discover';
import type { User } from '../../../shared/contracts/auth';
import type { ServerRenderer } from '../../lib/server-renderer';
import type { FirstPaint, FirstPaintRoute } from '../../lib/static-client';
import { toUser } from '../auth/users.service';
import type { CoinCatalogue } from './coins.service';
import { getDeckPage } from './deck.service';

export interface CoinsFirstPaintDeps {
  catalogue: CoinCatalogue;
  renderer: ServerRenderer;
  /** Reads the session cookie into request.user (and marks a signed-in answer no-store). */
  resolveRequestUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

export function coinsFirstPaints(deps: CoinsFirstPaintDeps): FirstPaintRoute[] {
  const viewer = async (request: FastifyRequest, reply: FastifyReply): Promise<User | null> => {
    await deps.resolveRequestUser(request, reply);
    return request.user ? toUser(request.user) : null;
  };

  const discover =
    (path: '/' | '/discover'): FirstPaint =>
    async (request, reply) => {
      if (request.cookies[LOCAL_SWIPES_COOKIE]) return undefined;
      const user = await viewer(request, reply);
      const page = await getDeckPage(deps.catalogue, user?.id, { limit: DECK_PAGE_SIZE });
      const render = () => deps.renderer.renderDiscover(path, { user, page });
      return user ? { render } : { render, sharedKey: (await deps.catalogue.list()).body.etag };
    };

  const coinPage: FirstPaint = async (request, reply, [id]) => {
    const coin = await deps.catalogue.get(Number(id)).catch(() => undefined);
    if (!coin) return undefined;
    const user = await viewer(request, reply);
    const path = `/crypto/${id}`;
    const render = () => deps.renderer.renderCoin(path, { user, coin });
    return user ? { render } : { render, sharedKey: (await deps.catalogue.list()).body.etag };
  };

  return [
    { pattern: /^\/()$/, paint: discover('/') },
    { pattern: /^\/discover$/, paint: discover('/discover') },
    // The same digits-only ids the prerendered coin page accepts (server/lib/static-client.ts).
    { pattern: /^\/crypto\/(\d{1,9})$/, paint: coinPage },
  ];
}
