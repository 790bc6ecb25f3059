import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../shared/contracts/ids';
import { matchListSchema, matchSchema } from '../../../shared/contracts/matches';
import { requireUser } from '../auth/request-user';
import { localeOfRequest } from '../i18n/request-locale';
import * as service from './matching.service';

export function matchesRoutes(app: FastifyInstance, deps: service.MatchingDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/matches', { schema: { response: { 200: matchListSchema } } }, async (request) => service.listMatches(deps, requireUser(request), localeOfRequest(request)));

  routes.get('/api/matches/:id', { schema: { params: idParamSchema, response: { 200: matchSchema } } }, async (request) =>
    service.getMatch(deps, requireUser(request), request.params.id, localeOfRequest(request)),
  );
}
