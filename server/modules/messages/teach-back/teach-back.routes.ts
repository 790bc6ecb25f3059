import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../../shared/contracts/ids';
import { teachBackMessageSchema } from '../../../../shared/contracts/messages';
import { answerTeachBackInputSchema, sendTeachBackInputSchema, teachBackParamsSchema, teachBackSourcesSchema } from '../../../../shared/contracts/teach-back';
import { requireUser } from '../../auth/request-user';
import type { MessagesDeps } from '../messages.service';
import { recallTeachBack } from './teach-back-recall.service';
import * as service from './teach-back.service';

/** docs/decisions/029-teach-back-cards.md */
export function teachBackRoutes(app: FastifyInstance, deps: MessagesDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/teach-back/sources', { schema: { response: { 200: teachBackSourcesSchema } } }, async (request) => service.listSources(deps, requireUser(request).id));

  routes.post(
    '/api/matches/:id/teach-backs',
    { schema: { params: idParamSchema, body: sendTeachBackInputSchema, response: { 200: teachBackMessageSchema, 201: teachBackMessageSchema } } },
    async (request, reply) => {
      const { message, isNew } = await service.sendTeachBack(deps, requireUser(request), request.params.id, request.body);
      return reply.status(isNew ? 201 : 200).send(message);
    },
  );

  routes.post(
    '/api/matches/:id/teach-backs/:messageId/answer',
    { schema: { params: teachBackParamsSchema, body: answerTeachBackInputSchema, response: { 200: teachBackMessageSchema } } },
    async (request) => service.answerTeachBack(deps, requireUser(request), request.params.id, request.params.messageId, request.body),
  );

  // A question the teacher wrote, answered again from memory a week later (docs/decisions/061-teaching-that-sticks.md).
  routes.post(
    '/api/matches/:id/teach-backs/:messageId/recall',
    { schema: { params: teachBackParamsSchema, body: answerTeachBackInputSchema, response: { 200: teachBackMessageSchema } } },
    async (request) => recallTeachBack(deps, requireUser(request), request.params.id, request.params.messageId, request.body),
  );
}
