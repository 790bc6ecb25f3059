import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  achievementsResponseSchema,
  GAMIFICATION_URLS,
  learningStatsSchema,
  noQuerySchema,
  officeOverviewSchema,
  pointsSummarySchema,
} from '../../../shared/contracts/gamification';
import { requireUser } from '../auth/request-user';
import type { GamificationDeps } from './achievements.service';
import * as service from './gamification.service';

/** The Office endpoints: each answers for the signed-in caller only and accepts no parameters. */
export function gamificationRoutes(app: FastifyInstance, deps: GamificationDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(GAMIFICATION_URLS.points, { schema: { querystring: noQuerySchema, response: { 200: pointsSummarySchema } } }, async (request) =>
    service.getPointsSummary(deps, requireUser(request).id),
  );

  routes.get(GAMIFICATION_URLS.achievements, { schema: { querystring: noQuerySchema, response: { 200: achievementsResponseSchema } } }, async (request) =>
    service.getAchievements(deps, requireUser(request).id),
  );

  routes.get(GAMIFICATION_URLS.overview, { schema: { querystring: noQuerySchema, response: { 200: officeOverviewSchema } } }, async (request) =>
    service.getOverview(deps, requireUser(request).id),
  );

  routes.get(GAMIFICATION_URLS.learning, { schema: { querystring: noQuerySchema, response: { 200: learningStatsSchema } } }, async (request) =>
    service.getLearningStats(deps, requireUser(request).id),
  );
}
