/**
 * Prometheus metrics (prom-client), one registry per app so tests can build many apps in one process.
 * `GET /metrics` is off unless METRICS_TOKEN is set, and then answers only `Authorization: Bearer <token>`
 * (docs/decisions/012-graceful-shutdown-and-metrics.md).
 *
 * Modules add their own figures with `registerGauge` (e.g. a queue's depth), without importing
 * prom-client themselves.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { ERROR_CODES } from '../../shared/contracts/errors';
import { AppError } from './app-error';

export interface Metrics {
  registry: Registry;
  /** A gauge read when Prometheus scrapes; `collect` may be async and should be cheap. */
  registerGauge(name: string, help: string, collect: () => number | Promise<number>): void;
}

export function createMetrics({ processMetrics = true } = {}): Metrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  return {
    registry,
    registerGauge(name, help, collect) {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(await collect());
        },
      });
    },
  };
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = Buffer.from(header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/** The request latency histogram (by route pattern, never the raw URL) and the guarded /metrics route. */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // Unmatched URLs share one label, so scanners cannot blow up the series count.
    const route = request.routeOptions.url ?? 'unmatched';
    latency.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });

  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw new AppError(ERROR_CODES.unauthenticated, 'Metrics need a bearer token.');
    }
    return reply
      .type(metrics.registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
