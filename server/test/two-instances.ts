/**
 * Two app instances on one PostgreSQL database and one Redis, each listening on loopback, for the tests of
 * what crosses instances (live delivery, blocks, suspensions). Each run gets its own Redis key and channel
 * prefix, so runs sharing one Redis never see each other's events.
 */
import type { Redis } from 'ioredis';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { UserChannel } from '../live/user-channel';
import { createLiveServices, type LiveServices } from '../live/live-services';
import type { Presence } from '../live/presence';
import { listenOnLoopback } from './live-client';
import { TEST_RATE_LIMITS, type TestApp } from './test-app';
import { createTestDatabase } from './test-database';

export interface Instance {
  app: TestApp;
  host: string;
  database: DatabaseHandle;
  userChannel: UserChannel;
  presence: Presence;
  redis: Redis;
  live: LiveServices;
}

export interface TwoInstances {
  a: Instance;
  b: Instance;
  /** The database both share (the first instance's handle). */
  primary: DatabaseHandle & { url?: string };
  /** The Redis key and channel prefix of this run. */
  prefix: string;
  close(): Promise<void>;
}

const silent = { info: () => undefined, warn: () => undefined };

export async function startTwoInstances(redisUrl: string): Promise<TwoInstances> {
  const primary = await createTestDatabase();
  const prefix = `coinmates-test:${process.pid}:${Math.floor(Math.random() * 1e9)}:`;
  const instances: Instance[] = [];
  for (let index = 0; index < 2; index += 1) {
    const database = index === 0 ? primary : await openDatabase({ kind: 'postgres', url: primary.url as string }, { migrate: false });
    const live = createLiveServices({ redisUrl, redisPrefix: prefix, log: silent });
    await live.redis?.whenUp();
    const { userChannel, presence, rateLimiter } = live;
    const config = loadConfig({ NODE_ENV: 'test', MARKET_DATA_URL: 'off', LOG_LEVEL: 'silent', ...TEST_RATE_LIMITS });
    const app = await buildApp({ config, database, userChannel, presence, rateLimiter, logger: false, serveClient: false, redisStatus: live.redisStatus });
    instances.push({ app, host: await listenOnLoopback(app), database, userChannel, presence, redis: live.redis?.commands as Redis, live });
  }
  const [a, b] = instances as [Instance, Instance];
  return {
    a,
    b,
    primary,
    prefix,
    async close() {
      for (const instance of [b, a]) {
        await instance.app.close();
        await instance.live.close();
        if (instance.database !== primary) await instance.database.close();
      }
      await primary.close();
    },
  };
}
