import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../shared/contracts/ids';
import {
  addTermToDeckInputSchema,
  addTermToDeckResultSchema,
  nextTermsResponseSchema,
  reviewForecastQuerySchema,
  reviewForecastSchema,
  reviewSettingsSchema,
  saveTermProgressInputSchema,
  termCardSchema,
  termIndexSchema,
  termProgressSchema,
  vocabularyStatsSchema,
  vocabularyStreakSchema,
} from '../../../shared/contracts/vocabulary';
import { requireUser } from '../auth/request-user';
import type { ContentTranslations } from '../i18n/content-translations';
import { localeOfRequest } from '../i18n/request-locale';
import * as reviewSettings from './review-settings.service';
import { recordTermReview } from './review-term.service';
import * as termCards from './term-cards.service';
import * as service from './vocabulary.service';

/** docs/product.md section 7: the vocabulary trainer's calls, all for the signed-in caller. */
export function vocabularyRoutes(app: FastifyInstance, deps: service.VocabularyDeps, translations?: ContentTranslations): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/vocabulary/user/next', { schema: { response: { 200: nextTermsResponseSchema } } }, async (request) => {
    // Terms in the caller's language where content/i18n has them (docs/decisions/056-translations.md).
    const terms = await service.listNextTerms(deps, requireUser(request).id);
    const locale = localeOfRequest(request);
    return translations ? terms.map((term) => translations.term(term, locale)) : terms;
  });

  routes.post('/api/vocabulary/user/progress', { schema: { body: saveTermProgressInputSchema, response: { 200: termProgressSchema } } }, async (request) =>
    recordTermReview(deps, requireUser(request).id, request.body),
  );

  routes.get('/api/vocabulary/user/stats', { schema: { response: { 200: vocabularyStatsSchema } } }, async (request) => service.getStats(deps, requireUser(request).id));

  routes.get('/api/vocabulary/user/streak', { schema: { response: { 200: vocabularyStreakSchema } } }, async (request) => service.getStreak(deps, requireUser(request).id));

  // The trainer's dial (docs/decisions/065-the-trainers-dial.md).
  routes.get('/api/vocabulary/user/settings', { schema: { response: { 200: reviewSettingsSchema } } }, async (request) => reviewSettings.findReviewSettings(deps.db, requireUser(request).id));

  routes.put('/api/vocabulary/user/settings', { schema: { body: reviewSettingsSchema, response: { 200: reviewSettingsSchema } } }, async (request) =>
    reviewSettings.saveReviewSettings(deps, requireUser(request).id, request.body),
  );

  routes.get('/api/vocabulary/user/forecast', { schema: { querystring: reviewForecastQuerySchema, response: { 200: reviewForecastSchema } } }, async (request) =>
    reviewSettings.getReviewForecast(deps, requireUser(request).id, request.query),
  );

  // docs/decisions/031: the term index for the client's matcher and a term's card are
  // public; adding a term to the deck needs a signed-in caller.
  routes.get('/api/vocabulary/terms', { schema: { response: { 200: termIndexSchema } } }, async () => termCards.getTermIndex(deps, translations?.termNames()));

  routes.get('/api/vocabulary/terms/:id', { schema: { params: idParamSchema, response: { 200: termCardSchema } } }, async (request) =>
    termCards.getTermCard(deps, request.user?.id, request.params.id).then((card) => (translations ? translations.term(card, localeOfRequest(request)) : card)),
  );

  routes.post('/api/vocabulary/user/deck', { schema: { body: addTermToDeckInputSchema, response: { 200: addTermToDeckResultSchema } } }, async (request) =>
    termCards.addTermToDeck(deps, request.user?.id, request.body.termId, request.body.fromMessage, translations?.termNames()),
  );
}
