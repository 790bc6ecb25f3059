import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../shared/contracts/errors';
import { moderationActionInputSchema } from '../../../shared/contracts/moderation';
import type { SafetyDeps } from '../safety/safety.service';
import { actOnReport } from './act-on-report';
import { listAudit } from './list-audit';
import { listReports } from './list-reports';

const auditQuerySchema = z.strictObject({ before: z.coerce.number().int().positive().max(2_147_483_647).optional() });

export function moderationRoutes(app: FastifyInstance, deps: SafetyDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/moderation/reports', async (request) => listReports(deps.db, request.user));

  routes.post('/api/moderation/reports/:id/actions', { schema: { params: idParamSchema, body: moderationActionInputSchema } }, async (request) => {
    await actOnReport(deps, request.user, request.params.id, request.body);
    return { ok: true as const };
  });

  routes.get('/api/moderation/audit', { schema: { querystring: auditQuerySchema } }, async (request) => listAudit(deps.db, request.user, request.query.before));
}
