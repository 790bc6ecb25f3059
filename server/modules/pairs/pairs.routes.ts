import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sharedJourneyListSchema, sharedJourneyParamsSchema, sharedJourneySchema } from '../../../shared/contracts/shared-journeys';
import { noContentSchema } from '../../../shared/contracts/common';
import { requireUser } from '../auth/request-user';
import { localeOfRequest } from '../i18n/request-locale';
import { leaveSharedJourney, listSharedJourneys, shareJourney, type SharedJourneysDeps } from './shared-journeys.service';

/** What two matched people do together: shared journeys (docs/decisions/034-shared-journeys.md). */
export function pairsRoutes(app: FastifyInstance, deps: SharedJourneysDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/shared-journeys', { schema: { response: { 200: sharedJourneyListSchema } } }, async (request) => listSharedJourneys(deps, requireUser(request), localeOfRequest(request)));

  // Start (an invitation to the partner) or join the partner's: 201 when this call created it, 200 otherwise.
  routes.put(
    '/api/matches/:matchId/journeys/:journeyId',
    { schema: { params: sharedJourneyParamsSchema, response: { 200: sharedJourneySchema, 201: sharedJourneySchema } } },
    async (request, reply) => {
      const { journey, isNew } = await shareJourney(deps, requireUser(request), request.params.matchId, request.params.journeyId, localeOfRequest(request));
      return reply.status(isNew ? 201 : 200).send(journey);
    },
  );

  routes.delete('/api/matches/:matchId/journeys/:journeyId', { schema: { params: sharedJourneyParamsSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    await leaveSharedJourney(deps, requireUser(request), request.params.matchId, request.params.journeyId);
    return reply.status(204).send(null);
  });
}
