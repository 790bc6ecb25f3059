import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { placementAttemptParamSchema, placementCheckSchema, placementParamSchema, placementResultSchema, placementSubmissionSchema } from '../../../shared/contracts/placement';
import { requireUser } from '../auth/request-user';
import { localeOfRequest } from '../i18n/request-locale';
import type { LearningDeps } from './learning-deps';
import * as placement from './placement.service';

/** Test out of a step (docs/decisions/066-test-out-of-a-step.md): start a placement check of a module, then submit it once. */
export function placementRoutes(app: FastifyInstance, deps: LearningDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/learning/modules/:id/placement', { schema: { params: placementParamSchema, response: { 201: placementCheckSchema } } }, async (request, reply) =>
    reply.status(201).send(await placement.startPlacement(deps, requireUser(request).id, request.params.id, localeOfRequest(request))),
  );

  routes.post(
    '/api/learning/modules/:id/placement/:attemptId',
    { schema: { params: placementAttemptParamSchema, body: placementSubmissionSchema, response: { 200: placementResultSchema } } },
    async (request) => placement.submitPlacement(deps, requireUser(request).id, request.params.id, request.params.attemptId, request.body, localeOfRequest(request)),
  );
}
