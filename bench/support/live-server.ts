/**
 * One Coinmates server in its own process for bench/live-delivery.ts, so the benchmark's client sockets
 * never count in this heap. Built like server/index.ts: PostgreSQL, and Redis bus + presence + rate
 * limiter when BENCH_LIVE_REDIS_URL is set. Talks to the parent over IPC:
 *   -> { type: 'ready', host }        once listening on 127.0.0.1
 *   <- { type: 'heap' }               -> { type: 'heap', heapUsed } after a full GC (needs --expose-gc)
 *   <- { type: 'stop' }               closes everything and exits
 */
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config/env';
import { openDatabase } from '../../server/db/client';
import { createMemoryRateLimiter, createRedisRateLimiter } from '../../server/lib/rate-limiter';
import { createInProcessEventBus, createRedisEventBus, type EventBus } from '../../server/live/event-bus';
import { createLocalPresence, type Presence } from '../../server/live/presence';
import { createRedisPresence } from '../../server/live/redis-presence';
import { answerHeapRequests } from './heap-probe';

const databaseUrl = process.env.BENCH_LIVE_DATABASE_URL;
const redisUrl = process.env.BENCH_LIVE_REDIS_URL;
if (!databaseUrl || !process.send) throw new Error('live-server.ts is started by bench/live-delivery.ts');

const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, MARKET_DATA_URL: 'off', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0' });
const database = await openDatabase({ kind: 'postgres', url: databaseUrl }, { migrate: false });
let bus: EventBus = createInProcessEventBus();
let presence: Presence = createLocalPresence();
let rateLimiter = createMemoryRateLimiter();
let redis: Redis | undefined;
let isStopping = false;
if (redisUrl) {
  // Closing sockets at the end still publishes presence while the clients quit: not worth a line then.
  bus = await createRedisEventBus(redisUrl, (error) => !isStopping && console.error('bench live-server: redis error', error.message));
  redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  presence = createRedisPresence(redis);
  rateLimiter = createRedisRateLimiter(redis, process.env.BENCH_LIVE_RATE_LIMIT_PREFIX ?? `coinmates:bench:${process.pid}:`);
}

const app = await buildApp({ config, database, bus, presence, rateLimiter, logger: false, serveClient: false });
await app.listen({ port: 0, host: '127.0.0.1' });

const stop = async () => {
  isStopping = true;
  try {
    await app.close();
    // Let the closed sockets' presence and unsubscribe calls reach Redis before its clients quit.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await presence.close();
    await bus.close();
    await redis?.quit();
    await database.close();
  } finally {
    process.exit(0);
  }
};

answerHeapRequests(() => void stop());
process.on('disconnect', () => void stop());
const { port } = app.server.address() as AddressInfo;
process.send({ type: 'ready', host: `127.0.0.1:${port}` });
