import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { saveTermProgressInputSchema } from '../../../shared/contracts/vocabulary';
import { requireUser } from '../auth/request-user';
import { recordTermReview } from './review-term.service';
import * as service from './vocabulary.service';

/** docs/product.md section 7: the vocabulary trainer's calls, all for the signed-in caller. */
export function vocabularyRoutes(app: FastifyInstance, deps: service.VocabularyDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/vocabulary/user/next', async (request) => service.listNextTerms(deps, requireUser(request).id));

  routes.post('/api/vocabulary/user/progress', { schema: { body: saveTermProgressInputSchema } }, async (request) =>
    recordTermReview(deps, requireUser(request).id, request.body),
  );

  routes.get('/api/vocabulary/user/stats', async (request) => service.getStats(deps, requireUser(request).id));

  routes.get('/api/vocabulary/user/streak', async (request) => service.getStreak(deps, requireUser(request).id));
}
