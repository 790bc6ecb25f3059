/**
 * Limits on the HTTP API that follow the person (docs/decisions/049-limits-per-person-and-matches-that-teach.md,
 * docs/security.md item 4), with @fastify/rate-limit counting through our RateLimiter: Redis when configured
 * (limits hold across instances), this instance's memory while Redis is down (the breaker's fallback).
 *
 * A signed-in request (a session cookie that names a live session) is counted against its account and its
 * session, never against its address: a carrier NAT or a school puts thousands of people behind one address,
 * and one of them must not spend the others' allowance.
 * - per account: `account.perMinute` requests and `account.writesPerMinute` writes, across all its sessions;
 * - per session: half of each, so one runaway tab or device leaves the person's other devices working.
 * Anonymous traffic (no cookie, or one naming no live session) is counted per address, with thresholds sized
 * for a shared address: `anonymous.perMinute` and `anonymous.writesPerMinute`. Login (password or passkey) and register are
 * counted per address whoever calls them (`authPerMinute`); the per-account login limit lives in the auth service.
 * Past a limit: 429, `Retry-After`, and the JSON error shape with `retryAfterSeconds`.
 */
import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../shared/contracts/errors';
import type { AppConfig } from '../config/env';
import { AppError } from './app-error';
import type { RateLimiter } from './rate-limiter';

const WINDOW_MS = 60_000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const AUTH_ROUTES = new Set(['/api/auth/login', '/api/auth/register', '/api/auth/passkey', '/api/auth/totp', '/api/auth/forgot-password', '/api/auth/reset-password', '/api/auth/verify-email']);
/** A session may use this share of its account's allowance. */
export const SESSION_SHARE = 0.5;

/** Who a request counts against when it is signed in; null for anonymous traffic. */
export type IdentifyCaller = (request: FastifyRequest, reply: FastifyReply) => Promise<{ userId: number; sessionKey: string } | null>;

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

type Check = (request: FastifyRequest) => ReturnType<ReturnType<FastifyInstance['createRateLimit']>>;

export async function registerHttpRateLimits(app: FastifyInstance, limiter: RateLimiter, limits: AppConfig['rateLimits'], identify: IdentifyCaller): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, store: storeFor(limiter), skipOnError: true });
  const callers = new WeakMap<FastifyRequest, { userId: number; sessionKey: string }>();
  const layer = (name: string, max: number, key: (request: FastifyRequest) => string): Check =>
    app.createRateLimit({ max: Math.max(1, Math.floor(max)), timeWindow: WINDOW_MS, keyGenerator: (request) => `${name}:${key(request)}` });
  const byIp = (request: FastifyRequest) => request.ip;
  const byAccount = (request: FastifyRequest) => String(callers.get(request)?.userId);
  const bySession = (request: FastifyRequest) => callers.get(request)?.sessionKey ?? '';
  const anonymous = { all: layer('all', limits.perMinute, byIp), writes: layer('writes', limits.writesPerMinute, byIp) };
  const account = { all: layer('acct', limits.accountPerMinute, byAccount), writes: layer('acct-w', limits.accountWritesPerMinute, byAccount) };
  const session = {
    all: layer('sess', limits.accountPerMinute * SESSION_SHARE, bySession),
    writes: layer('sess-w', limits.accountWritesPerMinute * SESSION_SHARE, bySession),
  };
  const auth = layer('auth', limits.authPerMinute, byIp);

  app.addHook('onRequest', async (request, reply) => {
    if (!isLimited(request)) return;
    const caller = await identify(request, reply);
    if (caller) callers.set(request, caller);
    const isWrite = WRITE_METHODS.has(request.method);
    const layers: Check[] = caller ? [session.all, account.all] : [anonymous.all];
    if (isWrite) layers.push(...(caller ? [session.writes, account.writes] : [anonymous.writes]));
    if (AUTH_ROUTES.has(request.routeOptions.url ?? '')) layers.push(auth);
    for (const check of layers) {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) continue;
      const seconds = Math.max(1, result.ttlInSeconds);
      reply.header('RateLimit-Limit', result.max);
      throw new AppError(ERROR_CODES.rateLimited, `Too many requests. Please try again in ${seconds} s.`, { retryAfterSeconds: seconds });
    }
  });
}
