/**
 * Fixed-window counters for brute-force and flood limits (SECURITY.md item 4). In memory for one
 * instance; Redis (INCR + PEXPIRE) when REDIS_URL is set, so limits hold across instances.
 */
import type { Redis } from 'ioredis';

export interface RateLimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  consume(key: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return {
    async consume(key, limit, windowMs) {
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
      return {
        allowed: entry.count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - time) / 1000)),
      };
    },
  };
}

export function createRedisRateLimiter(redis: Redis, prefix = 'coinmates:rl:'): RateLimiter {
  return {
    async consume(key, limit, windowMs) {
      const redisKey = prefix + key;
      const results = await redis.multi().incr(redisKey).pexpire(redisKey, windowMs, 'NX').pttl(redisKey).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil((ttl > 0 ? ttl : windowMs) / 1000)) };
    },
  };
}
