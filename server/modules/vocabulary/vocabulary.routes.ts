import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  nextTermsResponseSchema,
  saveTermProgressInputSchema,
  termProgressSchema,
  vocabularyStatsSchema,
  vocabularyStreakSchema,
} from '../../../shared/contracts/vocabulary';
import { requireUser } from '../auth/request-user';
import { recordTermReview } from './review-term.service';
import * as service from './vocabulary.service';

/** docs/product.md section 7: the vocabulary trainer's calls, all for the signed-in caller. */
export function vocabularyRoutes(app: FastifyInstance, deps: service.VocabularyDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/vocabulary/user/next', { schema: { response: { 200: nextTermsResponseSchema } } }, async (request) => service.listNextTerms(deps, requireUser(request).id));

  routes.post('/api/vocabulary/user/progress', { schema: { body: saveTermProgressInputSchema, response: { 200: termProgressSchema } } }, async (request) =>
    recordTermReview(deps, requireUser(request).id, request.body),
  );

  routes.get('/api/vocabulary/user/stats', { schema: { response: { 200: vocabularyStatsSchema } } }, async (request) => service.getStats(deps, requireUser(request).id));

  routes.get('/api/vocabulary/user/streak', { schema: { response: { 200: vocabularyStreakSchema } } }, async (request) => service.getStreak(deps, requireUser(request).id));
}
