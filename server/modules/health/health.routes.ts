import type { FastifyInstance } from 'fastify';
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
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const redis = options.redisStatus();
    if (options.isShuttingDown()) return reply.status(503).send({ status: 'shutting-down', redis });
    try {
      await options.pingDatabase();
    } catch {
      return reply.status(503).send({ status: 'database-unavailable', redis });
    }
    return { status: redis === 'down' ? 'degraded' : 'ready', redis };
  });
}
