import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { achievementsResponseSchema, GAMIFICATION_URLS, learningStatsSchema, noQuerySchema, officeOverviewSchema, pointsSummarySchema, VISITS_URL } from '../../../shared/contracts/gamification';
import { requireUser } from '../auth/request-user';
import { okResponseSchema } from '../../../shared/contracts/common';
import type { GamificationDeps } from './achievements.service';
import type { createDailyLoginTracker } from './daily-login.service';
import { localeOfRequest } from '../i18n/request-locale';
import * as service from './gamification.service';

/** The Office endpoints: each answers for the signed-in caller only and accepts no parameters. */
export function gamificationRoutes(app: FastifyInstance, deps: GamificationDeps & { dailyLogin: ReturnType<typeof createDailyLoginTracker> }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The app says it is open: the first visit of the user's calendar day is the day's login. A write, so a POST;
  // the tracker writes once per user and day however often it is called.
  routes.post(VISITS_URL, { schema: { querystring: noQuerySchema, response: { 200: okResponseSchema } } }, async (request) => {
    await deps.dailyLogin.onSessionSeen(requireUser(request));
    return { ok: true as const };
  });

  routes.get(GAMIFICATION_URLS.points, { schema: { querystring: noQuerySchema, response: { 200: pointsSummarySchema } } }, async (request) =>
    service.getPointsSummary(deps, requireUser(request).id, localeOfRequest(request)),
  );

  routes.get(GAMIFICATION_URLS.achievements, { schema: { querystring: noQuerySchema, response: { 200: achievementsResponseSchema } } }, async (request) =>
    service.getAchievements(deps, requireUser(request).id, localeOfRequest(request)),
  );

  routes.get(GAMIFICATION_URLS.overview, { schema: { querystring: noQuerySchema, response: { 200: officeOverviewSchema } } }, async (request) =>
    service.getOverview(deps, requireUser(request).id, localeOfRequest(request)),
  );

  routes.get(GAMIFICATION_URLS.learning, { schema: { querystring: noQuerySchema, response: { 200: learningStatsSchema } } }, async (request) =>
    service.getLearningStats(deps, requireUser(request).id),
  );
}
