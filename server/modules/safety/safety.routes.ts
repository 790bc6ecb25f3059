import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../shared/contracts/ids';
import { okResponseSchema } from '../../../shared/contracts/common';
import { noticeListSchema, reportInputSchema, reportResultSchema } from '../../../shared/contracts/safety';
import { requireUser } from '../auth/request-user';
import { endMatch } from './end-match.service';
import { createReport } from './report.service';
import type { SafetyDeps } from './safety.service';
import { listNotices, markNoticeRead } from './notices.service';

export function safetyRoutes(app: FastifyInstance, deps: SafetyDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/matches/:id/block', { schema: { params: idParamSchema, response: { 200: okResponseSchema } } }, async (request) => {
    await endMatch(deps, requireUser(request).id, request.params.id, 'blocked');
    return { ok: true as const };
  });

  routes.delete('/api/matches/:id', { schema: { params: idParamSchema, response: { 200: okResponseSchema } } }, async (request) => {
    await endMatch(deps, requireUser(request).id, request.params.id, 'unmatched');
    return { ok: true as const };
  });

  routes.post('/api/reports', { schema: { body: reportInputSchema, response: { 200: reportResultSchema, 201: reportResultSchema } } }, async (request, reply) => {
    const { isNew, ...result } = await createReport(deps, requireUser(request).id, request.body);
    return reply.status(isNew ? 201 : 200).send(result);
  });

  routes.get('/api/notices', { schema: { response: { 200: noticeListSchema } } }, async (request) => listNotices(deps.db, requireUser(request).id));

  routes.post('/api/notices/:id/read', { schema: { params: idParamSchema, response: { 200: okResponseSchema } } }, async (request) => {
    await markNoticeRead(deps.db, requireUser(request).id, request.params.id);
    return { ok: true as const };
  });
}
