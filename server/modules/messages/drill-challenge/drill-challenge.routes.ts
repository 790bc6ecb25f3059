import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { drillResultInputSchema, drillResultParamsSchema, sendDrillChallengeInputSchema } from '../../../../shared/contracts/drill-challenge';
import { idParamSchema } from '../../../../shared/contracts/ids';
import { drillChallengeMessageSchema } from '../../../../shared/contracts/messages';
import { requireUser } from '../../auth/request-user';
import type { MessagesDeps } from '../messages.service';
import * as service from './drill-challenge.service';

/** docs/decisions/054-practice-wallet-and-quiz-fairness.md, "Drill challenges from the chat". */
export function drillChallengeRoutes(app: FastifyInstance, deps: MessagesDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/matches/:id/drill-challenges',
    { schema: { params: idParamSchema, body: sendDrillChallengeInputSchema, response: { 200: drillChallengeMessageSchema, 201: drillChallengeMessageSchema } } },
    async (request, reply) => {
      const { message, isNew } = await service.sendDrillChallenge(deps, requireUser(request), request.params.id, request.body);
      return reply.status(isNew ? 201 : 200).send(message);
    },
  );

  routes.post('/api/messages/:id/drill-result', { schema: { params: drillResultParamsSchema, body: drillResultInputSchema, response: { 200: drillChallengeMessageSchema } } }, async (request) =>
    service.recordDrillResult(deps, requireUser(request), request.params.id, request.body),
  );
}
