import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerMissedQuestionInputSchema, missedQuestionAnswerSchema, missedQuestionDeckSchema, missedQuestionParamSchema } from '../../../shared/contracts/missed-questions';
import { requireUser } from '../auth/request-user';
import { localeOfRequest } from '../i18n/request-locale';
import type { LearningDeps } from './learning-deps';
import * as missed from './missed-questions.service';

/** The missed-questions deck of the signed-in learner (docs/decisions/063-wrong-answers-that-teach.md). */
export function missedQuestionRoutes(app: FastifyInstance, deps: LearningDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/learning/missed-questions', { schema: { response: { 200: missedQuestionDeckSchema } } }, async (request) => missed.getDeck(deps, requireUser(request).id, localeOfRequest(request)));

  routes.post(
    '/api/learning/missed-questions/:questionId/answer',
    { schema: { params: missedQuestionParamSchema, body: answerMissedQuestionInputSchema, response: { 200: missedQuestionAnswerSchema } } },
    async (request) => missed.answerMissedQuestion(deps, requireUser(request).id, request.params.questionId, request.body, localeOfRequest(request)),
  );
}
