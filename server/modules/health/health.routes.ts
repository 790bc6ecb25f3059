import type { FastifyInstance } from 'fastify';

export interface HealthRouteOptions {
  isShuttingDown: () => boolean;
  pingDatabase: () => Promise<void>;
}

/** Liveness (the process answers) and readiness (it can serve: not draining, database reachable). */
export function healthRoutes(app: FastifyInstance, options: HealthRouteOptions): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (options.isShuttingDown()) return reply.status(503).send({ status: 'shutting-down' });
    try {
      await options.pingDatabase();
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database-unavailable' });
    }
  });
}
