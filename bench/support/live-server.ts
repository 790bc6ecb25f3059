/**
 * One Coinmates server in its own process for bench/live-delivery.ts, so the benchmark's client sockets
 * never count in this heap. Built like server/index.ts: PostgreSQL, and Redis bus + presence + rate
 * limiter when BENCH_LIVE_REDIS_URL is set. Talks to the parent over IPC:
 *   -> { type: 'ready', host }        once listening on 127.0.0.1
 *   <- { type: 'heap' }               -> { type: 'heap', heapUsed } after a full GC (needs --expose-gc)
 *   <- { type: 'stop' }               closes everything and exits
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config/env';
import { openDatabase } from '../../server/db/client';
import { createLiveServices } from '../../server/live/live-services';
import { answerHeapRequests } from './heap-probe';

const databaseUrl = process.env.BENCH_LIVE_DATABASE_URL;
const redisUrl = process.env.BENCH_LIVE_REDIS_URL;
if (!databaseUrl || !process.send) throw new Error('live-server.ts is started by bench/live-delivery.ts');

// The bench signs up thousands of users from one address: the per-IP limits are not what it measures.
const unlimited = { RATE_LIMIT_PER_MINUTE: '100000000', RATE_LIMIT_WRITES_PER_MINUTE: '100000000', RATE_LIMIT_AUTH_PER_MINUTE: '100000000' };
const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, MARKET_DATA_URL: 'off', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0', ...unlimited });
const database = await openDatabase({ kind: 'postgres', url: databaseUrl }, { migrate: false });
let isStopping = false;
const quiet = { info: () => undefined, warn: (details: object, message: string) => !isStopping && console.error('bench live-server:', message, details) };
const live = createLiveServices({ redisUrl, redisPrefix: process.env.BENCH_LIVE_RATE_LIMIT_PREFIX ?? `coinmates:bench:${process.pid}:`, log: quiet });
await live.redis?.whenUp();
const { userChannel, presence, rateLimiter } = live;

const app = await buildApp({ config, database, userChannel, presence, rateLimiter, logger: false, serveClient: false, redisStatus: live.redisStatus });
await app.listen({ port: 0, host: '127.0.0.1' });

const stop = async () => {
  isStopping = true;
  try {
    await app.close();
    // Let the closed sockets' presence and unsubscribe calls reach Redis before its clients quit.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await live.close();
    await database.close();
  } finally {
    process.exit(0);
  }
};

answerHeapRequests(() => void stop());
process.on('disconnect', () => void stop());
const { port } = app.server.address() as AddressInfo;
process.send({ type: 'ready', host: `127.0.0.1:${port}` });
