/**
 * Layered per-IP limits on the HTTP API (docs/security.md item 4, docs/decisions/013-hardening.md), with
 * @fastify/rate-limit counting through our RateLimiter: Redis when configured (limits hold across
 * instances), this instance's memory while Redis is down. A request passes every layer that applies:
 * - every /api and /ws request: RATE_LIMIT_PER_MINUTE;
 * - writes (POST, PUT, PATCH, DELETE): RATE_LIMIT_WRITES_PER_MINUTE;
 * - login (password or passkey) and register: RATE_LIMIT_AUTH_PER_MINUTE.
 * Past a limit: 429, `Retry-After`, and the JSON error shape. The domain limits (per account, per match,
 * messages per minute) stay in their services.
 */
import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../shared/contracts/errors';
import type { AppConfig } from '../config/env';
import { AppError } from './app-error';
import type { RateLimiter } from './rate-limiter';

const WINDOW_MS = 60_000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const AUTH_ROUTES = new Set(['/api/auth/login', '/api/auth/register', '/api/auth/passkey']);

/** @fastify/rate-limit's store contract over our limiter (keys are namespaced by each layer's key). */
function storeFor(limiter: RateLimiter) {
  return class RateLimiterStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      void limiter.hit(`http:${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

const isLimited = (request: FastifyRequest) => request.url.startsWith('/api/') || request.url === '/ws' || request.url.startsWith('/ws?');

export async function registerHttpRateLimits(app: FastifyInstance, limiter: RateLimiter, limits: AppConfig['rateLimits']): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, store: storeFor(limiter), skipOnError: true });
  const layer = (name: string, max: number) => app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: (request) => `${name}:${request.ip}` });
  const general = layer('all', limits.perMinute);
  const writes = layer('writes', limits.writesPerMinute);
  const auth = layer('auth', limits.authPerMinute);

  app.addHook('onRequest', async (request, reply) => {
    if (!isLimited(request)) return;
    const layers = [general];
    if (WRITE_METHODS.has(request.method)) layers.push(writes);
    if (AUTH_ROUTES.has(request.routeOptions.url ?? '')) layers.push(auth);
    for (const check of layers) {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) continue;
      reply.header('RateLimit-Limit', result.max);
      throw new AppError(ERROR_CODES.rateLimited, 'Too many requests. Please wait a moment and try again.', {
        retryAfterSeconds: Math.max(1, result.ttlInSeconds),
      });
    }
  });
}
