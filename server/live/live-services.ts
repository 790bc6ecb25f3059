/**
 * The services that Redis accelerates, built once per process: the live event bus, presence and the
 * rate-limit counters. Without REDIS_URL they are per-instance; with it they are shared through Redis and
 * fall back to per-instance while Redis is unreachable or not answering (docs/decisions/014-redis-optional.md,
 * docs/decisions/039-redis-circuit-breaker-and-lossless-deploys.md). Every command goes through the link's run().
 */
import { createFallbackRateLimiter, createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from '../lib/rate-limiter';
import { createInProcessUserChannel, createRedisUserChannel, type UserChannel } from './user-channel';
import { createLocalPresence, type Presence } from './presence';
import { connectRedis, type RedisLink, type RedisLogger } from './redis-connection';
import { createRedisPresence } from './redis-presence';

/** 'off' when REDIS_URL is not set; 'down' while it is set and unreachable (degraded, still serving). */
export type RedisStatus = 'off' | 'up' | 'down';

export interface LiveServices {
  userChannel: UserChannel;
  presence: Presence;
  rateLimiter: RateLimiter;
  redisStatus(): RedisStatus;
  /** Present with REDIS_URL. */
  redis?: RedisLink;
  close(): Promise<void>;
}

export function createLiveServices(options: { redisUrl?: string; redisPrefix: string; log: RedisLogger }): LiveServices {
  if (!options.redisUrl) {
    const presence = createLocalPresence();
    return {
      userChannel: createInProcessUserChannel(),
      presence,
      rateLimiter: createMemoryRateLimiter(),
      redisStatus: () => 'off',
      close: () => presence.close(),
    };
  }
  const redis = connectRedis(options.redisUrl, { prefix: options.redisPrefix, log: options.log });
  const userChannel = createRedisUserChannel(redis, options.log);
  const presence = createRedisPresence(redis);
  const rateLimiter = createFallbackRateLimiter(createRedisRateLimiter(redis.commands, `${options.redisPrefix}rl:`, redis.run), createMemoryRateLimiter(), () => redis.state() === 'up');
  return {
    userChannel,
    presence,
    rateLimiter,
    redis,
    redisStatus: () => redis.state(),
    async close() {
      await presence.close();
      await userChannel.close();
      await redis.close();
    },
  };
}
