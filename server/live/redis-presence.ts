/**
 * Presence across instances: each instance keeps, per connected user, a Redis hash field
 * `coinmates:presence:<userId>` -> { <instanceId>: lastSeenMs }, refreshed by a heartbeat and expiring by
 * itself, so a crashed instance's users fall offline within PRESENCE_TTL_MS.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createLocalPresence, type Presence } from './presence';

const PREFIX = 'coinmates:presence:';
export const PRESENCE_TTL_MS = 60_000;
const HEARTBEAT_MS = 20_000;

export function createRedisPresence(redis: Redis, now: () => number = Date.now): Presence {
  const instanceId = randomUUID();
  const local = createLocalPresence();

  const mark = async (userIds: number[]) => {
    if (userIds.length === 0) return;
    const pipeline = redis.pipeline();
    for (const userId of userIds) {
      pipeline.hset(PREFIX + userId, instanceId, String(now()));
      pipeline.pexpire(PREFIX + userId, PRESENCE_TTL_MS);
    }
    await pipeline.exec();
  };

  const timer = setInterval(() => void mark(local.localUsers()).catch(() => undefined), HEARTBEAT_MS);
  timer.unref();

  return {
    async connected(userId) {
      await local.connected(userId);
      await mark([userId]);
    },
    async disconnected(userId) {
      await local.disconnected(userId);
      if (!local.localUsers().includes(userId)) await redis.hdel(PREFIX + userId, instanceId);
    },
    async onlineAmong(userIds) {
      if (userIds.length === 0) return new Set();
      const pipeline = redis.pipeline();
      for (const userId of userIds) pipeline.hvals(PREFIX + userId);
      const results = (await pipeline.exec()) ?? [];
      const cutoff = now() - PRESENCE_TTL_MS;
      const online = new Set<number>();
      results.forEach(([error, values], index) => {
        if (error) return;
        if ((values as string[]).some((value) => Number(value) > cutoff)) online.add(userIds[index] as number);
      });
      return online;
    },
    localUsers: () => local.localUsers(),
    async close() {
      clearInterval(timer);
      const users = local.localUsers();
      if (users.length > 0) {
        const pipeline = redis.pipeline();
        for (const userId of users) pipeline.hdel(PREFIX + userId, instanceId);
        await pipeline.exec().catch(() => undefined);
      }
    },
  };
}
