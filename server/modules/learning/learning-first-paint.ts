/**
 * The first paint of a module's page (/learn/:id and /learning/module/:id, docs/decisions/036-server-rendered-
 * first-paint.md): the module with the lesson's opening, as GET /api/learning/modules/:id answers it, the
 * viewer's progress and the vocabulary terms the lesson links. A guest's page is the same for every guest
 * (kept per module until the terms change); a signed-in user's is personal. An unknown module gets the
 * plain page, whose app shows the error. The learning home (/learn) as a guest sees it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TermIndex } from '../../../shared/contracts/vocabulary';
import { etagOf } from '../../lib/http-cache';
import type { ServerRenderer } from '../../lib/server-renderer';
import type { FirstPaint, FirstPaintRoute } from '../../lib/static-client';
import { toUser } from '../auth/users.service';
import type { LearningDeps } from './learning-deps';
import * as modules from './modules.service';
import * as progress from './progress.service';

export interface LearningFirstPaintDeps {
  learning: LearningDeps;
  renderer: ServerRenderer;
  /** The vocabulary terms linked in lessons (the vocabulary module's GET /api/vocabulary/terms). */
  termIndex: () => Promise<TermIndex>;
  /** Reads the session cookie into request.user (and marks a signed-in answer no-store). */
  resolveRequestUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

export function learningFirstPaints(deps: LearningFirstPaintDeps): FirstPaintRoute[] {
  const modulePage =
    (prefix: string): FirstPaint =>
    async (request, reply, [id]) => {
      const module = await modules.getModule(deps.learning, Number(id)).catch(() => undefined);
      if (!module) return undefined;
      await deps.resolveRequestUser(request, reply);
      const user = request.user ? toUser(request.user) : null;
      const [records, terms] = await Promise.all([user ? progress.listProgress(deps.learning, user.id, {}) : [], deps.termIndex()]);
      const render = () => deps.renderer.renderModule(`${prefix}${id}`, { user, module, progress: records, terms });
      return user ? { render } : { render, sharedKey: etagOf(JSON.stringify([module, terms])) };
    };
  // The learning home as a guest sees it needs no data, so it is one render for every guest; a signed-in
  // user's needs their progress from five places and gets the plain page.
  const guestLearn: FirstPaint = async (request, reply) => {
    await deps.resolveRequestUser(request, reply);
    return request.user ? undefined : { render: () => deps.renderer.renderGuestLearn(), sharedKey: 'guest' };
  };
  // The same digits-only ids the prerendered module page accepts (server/lib/static-client.ts).
  return [
    { pattern: /^\/learn$/, paint: guestLearn },
    { pattern: /^\/learn\/(\d{1,9})$/, paint: modulePage('/learn/') },
    { pattern: /^\/learning\/module\/(\d{1,9})$/, paint: modulePage('/learning/module/') },
  ];
}
