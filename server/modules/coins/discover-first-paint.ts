/**
 * The Discover screen's first paint (docs/decisions/036-server-rendered-first-paint.md): the viewer's first
 * deck page rendered into the page, so the first card paints with the HTML instead of after the JavaScript
 * and a request. A guest's page is the same for every guest until the catalogue changes (kept, keyed by the
 * catalogue's ETag); a signed-in user's is personal. A browser that holds swipes the server has not seen
 * gets the plain page: the server cannot know which cards are gone.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DECK_PAGE_SIZE, LOCAL_SWIPES_COOKIE } from '../../../shared/constants/discover';
import type { ServerRenderer } from '../../lib/server-renderer';
import type { FirstPaint } from '../../lib/static-client';
import { toUser } from '../auth/users.service';
import type { CoinCatalogue } from './coins.service';
import { getDeckPage } from './deck.service';

export interface DiscoverFirstPaintDeps {
  catalogue: CoinCatalogue;
  renderer: ServerRenderer;
  /** Reads the session cookie into request.user (and marks a signed-in answer no-store). */
  resolveRequestUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

export function discoverFirstPaints(deps: DiscoverFirstPaintDeps): Record<'/' | '/discover', FirstPaint> {
  const firstPaint =
    (path: '/' | '/discover'): FirstPaint =>
    async (request, reply) => {
      if (request.cookies[LOCAL_SWIPES_COOKIE]) return undefined;
      await deps.resolveRequestUser(request, reply);
      const user = request.user;
      const page = await getDeckPage(deps.catalogue, user?.id, { limit: DECK_PAGE_SIZE });
      const render = () => deps.renderer.renderDiscover(path, { user: user ? toUser(user) : null, page });
      return user ? { render } : { render, sharedKey: (await deps.catalogue.list()).body.etag };
    };
  return { '/': firstPaint('/'), '/discover': firstPaint('/discover') };
}
