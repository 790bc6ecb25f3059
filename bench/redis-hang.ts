/**
 * Redis hang benchmark: the app (in this process, PGlite in memory, listening on loopback) uses Redis through
 * a TCP proxy this bench owns; the proxy then hangs (connections open, nothing forwarded) for HANG_S seconds.
 * One client loops over four requests (send a message, log in, list matches, a guest's coin) the whole time.
 * Figures: p50/p95 of each request in the quiet phases (before the hang and after Redis is back) and in the
 * hang after its first second (the same run),
 * how long /readyz took to say degraded after the hang began, and ready again after it ended.
 * Targets: hang p95 within 1.5x the quiet p95; degraded within 2 s; ready again within 5 s.
 *
 *   node --import tsx bench/redis-hang.ts            (30 s hang, 10 s quiet)
 *   BENCH_HANG_S=8 BENCH_QUIET_S=5 node --import tsx bench/redis-hang.ts   (a quick run)
 *
 * Needs Redis (BENCH_REDIS_URL, else TEST_REDIS_URL, else redis://127.0.0.1:6379).
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config/env';
import { seedContent } from '../server/content/seed-content';
import { openDatabase } from '../server/db/client';
import { matches } from '../server/db/schema';
import { createLiveServices } from '../server/live/live-services';
import { freePort } from '../server/test/server-process';
import { createTcpProxy } from '../server/test/tcp-proxy';

const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const HANG_MS = Number(process.env.BENCH_HANG_S ?? 30) * 1000;
const QUIET_MS = Number(process.env.BENCH_QUIET_S ?? 10) * 1000;
/** The hang's first second is the breaker's to notice; the figures compare what follows. */
const GRACE_MS = 1_000;
/** The first seconds warm the JIT and the database caches; they count in neither phase. */
const WARMUP_MS = 2_000;
const USERS = 40;
const PASSWORD = 'bench-redis-hang-pw';
const OPERATIONS = ['send', 'login', 'matches', 'guest coin'] as const;
type Operation = (typeof OPERATIONS)[number];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const proxy = await createTcpProxy(new URL(redisUrl), await freePort());
  await proxy.restore();
  const database = await openDatabase({ kind: 'pglite-memory' }, { afterMigrate: async (db) => void (await seedContent(db)) });
  const live = createLiveServices({ redisUrl: proxy.url, redisPrefix: `coinmates-bench:${process.pid}:${Date.now()}:`, log: { info: () => undefined, warn: () => undefined } });
  await live.redis?.whenUp();
  const config = loadConfig({
    NODE_ENV: 'production',
    MARKET_DATA_URL: 'off',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
    LOGIN_LIMIT_PER_IP: '1000000',
  });
  const app = await buildApp({
    config,
    database,
    userChannel: live.userChannel,
    presence: live.presence,
    rateLimiter: live.rateLimiter,
    redisStatus: live.redisStatus,
    logger: false,
    serveClient: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const users: Array<{ id: number; username: string; cookie: string }> = [];
  for (let index = 0; index < USERS; index += 1) {
    const username = `hang_${process.pid}_${index}`;
    const response = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, displayName: `Hang ${index}`, password: PASSWORD, birthYear: 1990, birthMonth: 6 }),
    });
    if (response.status !== 201) throw new Error(`register ${response.status}`);
    const cookie = (response.headers.getSetCookie()[0] ?? '').split(';')[0] as string;
    users.push({ id: ((await response.json()) as { id: number }).id, username, cookie });
  }
  const pairs: Array<{ matchId: number; sender: (typeof users)[number] }> = [];
  for (let index = 0; index + 1 < USERS; index += 2) {
    const [low, high] = [users[index], users[index + 1]] as [(typeof users)[number], (typeof users)[number]];
    const [row] = await database.db
      .insert(matches)
      .values({
        userLowId: low.id,
        userHighId: high.id,
        score: 70,
        breakdown: { knowledgeExchange: 20, learningInterests: 20, learningStyles: 10, communication: 10, personalityFit: 10, mutualTeachingBonus: 0 },
        reasons: [],
      })
      .returning({ id: matches.id });
    pairs.push({ matchId: row?.id as number, sender: low }, { matchId: row?.id as number, sender: high });
  }

  let round = 0;
  const request: Record<Operation, () => Promise<Response>> = {
    send: () => {
      const pair = pairs[round % pairs.length] as (typeof pairs)[number];
      return fetch(`${base}/api/matches/${pair.matchId}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: pair.sender.cookie },
        body: JSON.stringify({ content: `round ${round}` }),
      });
    },
    login: () => {
      const user = users[round % users.length] as (typeof users)[number];
      return fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user.username, password: PASSWORD }) });
    },
    matches: () => fetch(`${base}/api/matches`, { headers: { cookie: (users[round % users.length] as (typeof users)[number]).cookie } }),
    'guest coin': () => fetch(`${base}/api/cryptos/${1 + (round % 20)}`),
  };
  type Sample = { operation: Operation; at: number; ms: number };
  const samples: Sample[] = [];
  let isRunning = true;
  const failures: string[] = [];
  const loop = (async () => {
    while (isRunning) {
      round += 1;
      for (const operation of OPERATIONS) {
        const started = performance.now();
        const response = await request[operation]();
        await response.arrayBuffer();
        if (response.status >= 300) failures.push(`${operation} ${response.status}`);
        samples.push({ operation, at: started, ms: performance.now() - started });
      }
    }
  })();

  const readiness = async () => ((await (await fetch(`${base}/readyz`)).json()) as { status: string }).status;
  const waitFor = async (status: string, from: number): Promise<number> => {
    while ((await readiness()) !== status) await sleep(25);
    return performance.now() - from;
  };

  await sleep(WARMUP_MS);
  const quietStart = performance.now();
  await sleep(QUIET_MS);
  const hangStart = performance.now();
  proxy.hang();
  const degradedAfter = await waitFor('degraded', hangStart);
  await sleep(Math.max(0, HANG_MS - (performance.now() - hangStart)));
  const hangEnd = performance.now();
  await proxy.restore();
  const readyAfter = await waitFor('ready', hangEnd);
  // Quiet again after the hang, so a machine whose load drifts weighs on both phases alike.
  const quietAgain = performance.now();
  await sleep(QUIET_MS);
  isRunning = false;
  await loop;

  const quiet = (operation: Operation) =>
    samples.filter((sample) => sample.operation === operation && ((sample.at >= quietStart && sample.at + sample.ms < hangStart) || sample.at >= quietAgain)).map((sample) => sample.ms);
  const hung = (operation: Operation) => samples.filter((sample) => sample.operation === operation && sample.at >= hangStart + GRACE_MS && sample.at + sample.ms <= hangEnd).map((sample) => sample.ms);
  const firstSecond = samples.filter((sample) => sample.at >= hangStart && sample.at < hangStart + GRACE_MS).map((sample) => sample.ms);
  console.log(`Redis hang of ${HANG_MS / 1000} s between two ${QUIET_MS / 1000} s quiet phases (one client, four requests in turn)`);
  let isPass = true;
  for (const operation of OPERATIONS) {
    const [q, h] = [quiet(operation), hung(operation)];
    const ratio = percentile(h, 0.95) / percentile(q, 0.95);
    isPass &&= ratio <= 1.5;
    console.log(
      `  ${operation.padEnd(10)} quiet p50 ${percentile(q, 0.5).toFixed(1)} p95 ${percentile(q, 0.95).toFixed(1)} ms (n=${q.length}) | hang p50 ${percentile(h, 0.5).toFixed(1)} p95 ${percentile(h, 0.95).toFixed(1)} ms (n=${h.length}) | p95 ratio ${ratio.toFixed(2)}x`,
    );
  }
  console.log(`  slowest request in the hang's first second: ${Math.max(0, ...firstSecond).toFixed(0)} ms`);
  console.log(`  /readyz degraded after ${degradedAfter.toFixed(0)} ms (target <= 2000); ready again ${readyAfter.toFixed(0)} ms after the hang ended (target <= 5000)`);
  if (failures.length > 0) console.log(`  non-2xx answers: ${failures.length} (${[...new Set(failures)].join(', ')})`);
  isPass &&= degradedAfter <= 2_000 && readyAfter <= 5_000 && failures.length === 0;
  console.log(isPass ? 'PASS' : 'FAIL');

  await app.close();
  await live.close();
  await database.close();
  await proxy.close();
  process.exit(isPass ? 0 : 1);
}

await main();
