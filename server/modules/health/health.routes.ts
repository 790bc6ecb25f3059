import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { livenessSchema, readinessSchema } from '../../../shared/contracts/health';
import type { RedisStatus } from '../../live/live-services';

export interface HealthRouteOptions {
  isShuttingDown: () => boolean;
  pingDatabase: () => Promise<void>;
  redisStatus: () => RedisStatus;
}

/**
 * Liveness (the process answers) and readiness (it can serve: not draining, database reachable).
 * Redis is an accelerator (docs/decisions/014-redis-optional.md): while it is down the instance still
 * serves, so readiness stays 200 and says `{ status: 'degraded', redis: 'down' }`; a load balancer keeps
 * it in rotation and an operator's probe or alert can read the degraded state.
 */
export function healthRoutes(app: FastifyInstance, options: HealthRouteOptions): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/healthz', { schema: { response: { 200: livenessSchema } } }, async () => ({ status: 'ok' as const }));
  routes.get('/readyz', { schema: { response: { 200: readinessSchema, 503: readinessSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const redis = options.redisStatus();
    if (options.isShuttingDown()) return reply.status(503).send({ status: 'shutting-down', redis });
    try {
      await options.pingDatabase();
    } catch {
      return reply.status(503).send({ status: 'database-unavailable', redis });
    }
    return { status: redis === 'down' ? ('degraded' as const) : ('ready' as const), redis };
  });
}
