import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../shared/contracts/ids';
import { okResponseSchema } from '../../../shared/contracts/common';
import { auditListSchema, auditQuerySchema, moderationActionInputSchema, moderationReportListSchema } from '../../../shared/contracts/moderation';
import type { SafetyDeps } from '../safety/safety.service';
import { actOnReport } from './act-on-report';
import { listAudit } from './list-audit';
import { listReports } from './list-reports';

export function moderationRoutes(app: FastifyInstance, deps: SafetyDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/moderation/reports', { schema: { response: { 200: moderationReportListSchema } } }, async (request) => listReports(deps.db, request.user));

  routes.post('/api/moderation/reports/:id/actions', { schema: { params: idParamSchema, body: moderationActionInputSchema, response: { 200: okResponseSchema } } }, async (request) => {
    await actOnReport(deps, request.user, request.params.id, request.body);
    return { ok: true as const };
  });

  routes.get('/api/moderation/audit', { schema: { querystring: auditQuerySchema, response: { 200: auditListSchema } } }, async (request) => listAudit(deps.db, request.user, request.query.before));
}
