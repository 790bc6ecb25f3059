import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../shared/contracts/ids';
import { okResponseSchema } from '../../../shared/contracts/common';
import { auditListSchema, auditQuerySchema, moderationActionInputSchema, moderationReportListSchema } from '../../../shared/contracts/moderation';
import { SESSION_COOKIE } from '../auth/auth.service';
import type { ResolveRequestUser } from '../auth/request-user';
import type { SafetyDeps } from '../safety/safety.service';
import { actOnReport } from './act-on-report';
import { listAudit } from './list-audit';
import { listReports } from './list-reports';
import { requireModerator } from './require-moderator';

export interface ModerationRouteDeps extends SafetyDeps {
  resolveRequestUser: ResolveRequestUser;
  /** The moderators' second factor (a passkey, and a session signed in with it): 403 with its own code. */
  requireSecondFactor: (userId: number, sessionToken: string | undefined) => Promise<void>;
}

export function moderationRoutes(app: FastifyInstance, deps: ModerationRouteDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Before the body is parsed or validated: to anyone but a moderator every moderation URL, well formed or
  // not, answers the unknown-URL 404 (docs/decisions/046-moderation-integrity-and-evidence-retention.md).
  const onRequest = async (request: Parameters<ResolveRequestUser>[0], reply: Parameters<ResolveRequestUser>[1]) => {
    await deps.resolveRequestUser(request, reply);
    const moderator = requireModerator(request.user);
    // docs/decisions/051-passkeys-and-moderator-second-factor.md: a stolen password alone opens nothing here.
    await deps.requireSecondFactor(moderator.id, request.cookies[SESSION_COOKIE]);
  };

  routes.get('/api/moderation/reports', { onRequest, schema: { response: { 200: moderationReportListSchema } } }, async (request) => listReports(deps.db, request.user));

  routes.post('/api/moderation/reports/:id/actions', { onRequest, schema: { params: idParamSchema, body: moderationActionInputSchema, response: { 200: okResponseSchema } } }, async (request) => {
    await actOnReport(deps, request.user, request.params.id, request.body);
    return { ok: true as const };
  });

  routes.get('/api/moderation/audit', { onRequest, schema: { querystring: auditQuerySchema, response: { 200: auditListSchema } } }, async (request) =>
    listAudit(deps.db, request.user, request.query.before),
  );
}
