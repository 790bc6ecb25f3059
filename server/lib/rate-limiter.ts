/**
 * Fixed-window counters for brute-force and flood limits (docs/security.md item 4). In memory for one
 * instance; Redis (INCR + PEXPIRE) when REDIS_URL is set, so limits hold across instances; while Redis is
 * down the per-instance counters take over (fail open to a weaker limit, never closed: docs/decisions/014).
 * The domain limits (per account, per match, messages per minute) call consume(); the HTTP layers
 * (server/lib/http-rate-limits.ts) read hit() through @fastify/rate-limit.
 */
import type { Redis } from 'ioredis';

export interface RateLimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimitHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window resets. */
  ttlMs: number;
}

export interface RateLimiter {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  consume(key: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
}

function limiterFrom(hit: RateLimiter['hit']): RateLimiter {
  return {
    hit,
    async consume(key, limit, windowMs) {
      const { count, ttlMs } = await hit(key, windowMs);
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
  };
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return limiterFrom(async (key, windowMs) => {
    const time = now();
    if (time - lastSweep > 60_000) {
      for (const [entryKey, entry] of windows) if (entry.resetAt <= time) windows.delete(entryKey);
      lastSweep = time;
    }
    let entry = windows.get(key);
    if (!entry || entry.resetAt <= time) {
      entry = { count: 0, resetAt: time + windowMs };
      windows.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, ttlMs: entry.resetAt - time };
  });
}

/** `run` bounds each transaction (the Redis link's circuit breaker: a hung Redis fails fast). */
export function createRedisRateLimiter(redis: Redis, prefix = 'coinmates:rl:', run: <T>(operation: () => Promise<T>) => Promise<T> = (operation) => operation()): RateLimiter {
  return limiterFrom(async (key, windowMs) => {
    const redisKey = prefix + key;
    const results = await run(() => redis.multi().incr(redisKey).pexpire(redisKey, windowMs, 'NX').pttl(redisKey).exec());
    if (!results || results.some(([error]) => error)) throw results?.find(([error]) => error)?.[0] ?? new Error('rate limit transaction failed');
    const count = Number(results[0]?.[1] ?? 0);
    const ttl = Number(results[2]?.[1] ?? windowMs);
    return { count, ttlMs: ttl > 0 ? ttl : windowMs };
  });
}

/** Redis while it answers, this instance's own counters while it does not. */
export function createFallbackRateLimiter(primary: RateLimiter, fallback: RateLimiter, isPrimaryUp: () => boolean): RateLimiter {
  return limiterFrom(async (key, windowMs) => {
    if (isPrimaryUp()) {
      try {
        return await primary.hit(key, windowMs);
      } catch {
        // Redis went away or stopped answering mid-request: count here instead of failing the request.
      }
    }
    return fallback.hit(key, windowMs);
  });
}
