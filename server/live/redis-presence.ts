/**
 * Presence across instances: each instance keeps, per connected user, a Redis hash field
 * `<prefix>presence:<userId>` -> { <instanceId>: lastSeenMs }, refreshed by a heartbeat and expiring by
 * itself, so a crashed instance's users fall offline within PRESENCE_TTL_MS.
 *
 * While Redis is down presence is this instance's own: users connected here are online, others are not
 * known; when Redis is back the instance marks its users again at once (docs/decisions/014-redis-optional.md).
 */
import { randomUUID } from 'node:crypto';
import { createLocalPresence, type Presence } from './presence';
import type { RedisLink } from './redis-connection';

export const PRESENCE_TTL_MS = 60_000;
const HEARTBEAT_MS = 20_000;

export function createRedisPresence(link: Pick<RedisLink, 'commands' | 'prefix' | 'state' | 'onUp' | 'run'>, now: () => number = Date.now): Presence {
  const redis = link.commands;
  const keyPrefix = `${link.prefix}presence:`;
  const instanceId = randomUUID();
  const local = createLocalPresence();

  const mark = async (userIds: number[]) => {
    if (userIds.length === 0 || link.state() !== 'up') return;
    const pipeline = redis.pipeline();
    for (const userId of userIds) {
      pipeline.hset(keyPrefix + userId, instanceId, String(now()));
      pipeline.pexpire(keyPrefix + userId, PRESENCE_TTL_MS);
    }
    await link.run(() => pipeline.exec());
  };
  const markQuietly = (userIds: number[]) => mark(userIds).catch(() => undefined);

  const timer = setInterval(() => void markQuietly(local.localUsers()), HEARTBEAT_MS);
  timer.unref();
  link.onUp(() => markQuietly(local.localUsers()));

  return {
    async connected(userId) {
      await local.connected(userId);
      await markQuietly([userId]);
    },
    async disconnected(userId) {
      await local.disconnected(userId);
      if (local.localUsers().includes(userId) || link.state() !== 'up') return;
      await link.run(() => redis.hdel(keyPrefix + userId, instanceId)).catch(() => undefined);
    },
    async onlineAmong(userIds) {
      const online = await local.onlineAmong(userIds);
      if (userIds.length === 0 || link.state() !== 'up') return online;
      const pipeline = redis.pipeline();
      for (const userId of userIds) pipeline.hvals(keyPrefix + userId);
      const results = await link.run(() => pipeline.exec()).catch(() => null);
      const cutoff = now() - PRESENCE_TTL_MS;
      (results ?? []).forEach(([error, values], index) => {
        if (error) return;
        if ((values as string[]).some((value) => Number(value) > cutoff)) online.add(userIds[index] as number);
      });
      return online;
    },
    localUsers: () => local.localUsers(),
    async close() {
      clearInterval(timer);
      const users = local.localUsers();
      if (users.length > 0 && link.state() === 'up') {
        const pipeline = redis.pipeline();
        for (const userId of users) pipeline.hdel(keyPrefix + userId, instanceId);
        await link.run(() => pipeline.exec()).catch(() => undefined);
      }
    },
  };
}
