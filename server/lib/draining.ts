/**
 * While an instance drains (SIGTERM, docs/decisions/039), every answer closes its connection, so keep-alive
 * clients move to another instance and close() need not wait for their idle timeout.
 */
import type { FastifyInstance } from 'fastify';

export function closeConnectionsWhileDraining(app: FastifyInstance, isShuttingDown: () => boolean): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isShuttingDown()) reply.header('Connection', 'close');
    done(null, payload);
  });
}
