import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../shared/contracts/errors';
import { requireUser } from '../auth/request-user';
import * as service from './matching.service';

export function matchesRoutes(app: FastifyInstance, deps: service.MatchingDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/matches', async (request) => service.listMatches(deps, requireUser(request).id));

  routes.get('/api/matches/:id', { schema: { params: idParamSchema } }, async (request) =>
    service.getMatch(deps, requireUser(request).id, request.params.id),
  );
}
