/**
 * A login burst against the real server (server/index.ts in a child process) on embedded PGlite and on
 * PostgreSQL in the same run: 200 logins from 8 addresses fired at once while another process polls
 * /healthz every ~20 ms. The /healthz latency is what every other request feels while the database works;
 * PGlite runs in its own thread (docs/decisions/041-pglite-in-a-worker-thread.md), so it should stay close
 * to PostgreSQL's. Targets: PGlite /healthz p99 <= 250 ms and at most 2x PostgreSQL's p99.
 *
 *   node --import tsx bench/login-burst.ts
 *
 * PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test (a
 * database coinmates_bench_login_<pid> is created there and dropped at the end). BENCH_ROUNDS (default 2):
 * bursts per database, taking turns. BENCH_SERVER_DIR: the checkout whose server/index.ts is started
 * (default this one), to measure another version with the same harness.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, waitUntilReady, type ServerProcess } from '../server/test/server-process';
import { latencyStats } from './support/live-clients';

const LOGINS = 200;
const ADDRESSES = 8;
/** The per-account limit is 10 logins per window: 40 accounts log in 5 times each. */
const USERS = 40;
const POLL_INTERVAL_MS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const TARGET_P99_MS = 250;
const TARGET_RATIO = 2;
const SERVER_DIR = path.resolve(process.env.BENCH_SERVER_DIR ?? '.');
const BASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'burst-bench-password';

/** /healthz every ~20 ms on one keep-alive connection, in its own process so the burst's client work here never delays it. */
const POLLER = `
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const latencies = [];
let stopped = false;
process.on('message', () => { stopped = true; });
const [port] = process.argv.slice(-1);
function poll() {
  if (stopped) { process.send(latencies, () => process.exit(0)); return; }
  const start = performance.now();
  http.get({ host: '127.0.0.1', port: Number(port), path: '/healthz', agent }, (response) => {
    response.resume();
    response.on('end', () => {
      const took = performance.now() - start;
      latencies.push(took);
      setTimeout(poll, Math.max(0, ${POLL_INTERVAL_MS} - took));
    });
  }).on('error', () => setTimeout(poll, ${POLL_INTERVAL_MS}));
}
process.send('started');
poll();
`;

function startServer(env: Record<string, string>): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, HOST: '127.0.0.1', MARKET_DATA_URL: 'off', LOG_LEVEL: 'warn', CLIENT_DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, baseUrl: `http://127.0.0.1:${env.PORT}`, output: () => output, exited };
}

const addressOf = (index: number) => `203.0.113.${(index % ADDRESSES) + 1}`;

async function post(baseUrl: string, url: string, address: string, body: object): Promise<Response> {
  return fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
}

interface BurstResult {
  healthz: number[];
  statuses: Map<string, number>;
  burstMs: number;
}

async function burst(baseUrl: string, port: number): Promise<BurstResult> {
  const poller = spawn(process.execPath, ['-e', POLLER, String(port)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const latencies = new Promise<number[]>((resolve) => poller.on('message', (message) => Array.isArray(message) && resolve(message as number[])));
  await new Promise((resolve) => poller.once('message', resolve));
  // A quiet second of polling first, then the burst.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const statuses = new Map<string, number>();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: LOGINS }, async (_, index) => {
      const response = await post(baseUrl, '/api/auth/login', addressOf(index), { username: `burst_${index % USERS}`, password: PASSWORD });
      await response.arrayBuffer();
      const key = response.status === 503 ? `503${response.headers.get('retry-after') ? ' + Retry-After' : ' without Retry-After'}` : String(response.status);
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }),
  );
  const burstMs = performance.now() - started;
  poller.send('stop');
  return { healthz: await latencies, statuses, burstMs };
}

async function runServer(kind: 'pglite' | 'postgres', env: Record<string, string>, rounds: BurstResult[]): Promise<void> {
  const port = await freePort();
  const server = startServer({
    ...env,
    PORT: String(port),
    TRUST_PROXY: 'true',
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    LOGIN_LIMIT_PER_IP: '100000',
  });
  try {
    await waitUntilReady(server.baseUrl, server, 180_000);
    for (let index = 0; index < USERS; index += 1) {
      const body = { username: `burst_${index}`, displayName: `Burst ${index}`, password: PASSWORD, birthYear: 1990, birthMonth: 6 };
      const response = await post(server.baseUrl, '/api/auth/register', addressOf(index), body);
      if (response.status !== 201 && response.status !== 409) throw new Error(`${kind}: register answered ${response.status}: ${await response.text()}`);
    }
    const result = await burst(server.baseUrl, port);
    rounds.push(result);
    console.log(`${kind}: burst ${result.burstMs.toFixed(0)} ms, logins ${JSON.stringify(Object.fromEntries(result.statuses))}, /healthz ${summary(result.healthz)}`);
  } finally {
    server.child.kill('SIGTERM');
    const code = await server.exited;
    if (code !== 0) console.log(`${kind}: server exited with ${code}: ${server.output().slice(-2000)}`);
  }
}

const summary = (values: number[]) => {
  const stats = latencyStats(values);
  return `n=${stats.count} p50 ${stats.p50.toFixed(1)} ms, p99 ${stats.p99.toFixed(1)} ms, max ${stats.max.toFixed(1)} ms`;
};

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'coinmates-bench-login-'));
  const name = `coinmates_bench_login_${process.pid}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  console.log(
    `server: ${SERVER_DIR}; load average at start ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  const results: Record<'pglite' | 'postgres', BurstResult[]> = { pglite: [], postgres: [] };
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const order: ('pglite' | 'postgres')[] = round % 2 === 0 ? ['pglite', 'postgres'] : ['postgres', 'pglite'];
      for (const kind of order) {
        await runServer(kind, kind === 'pglite' ? { DATA_DIR: dataDir } : { DATABASE_URL: url.toString() }, results[kind]);
      }
    }
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const all = (kind: 'pglite' | 'postgres') => results[kind].flatMap((result) => result.healthz);
  const pglite = all('pglite');
  const postgres = all('postgres');
  const pgliteP99 = latencyStats(pglite).p99;
  const ratio = pgliteP99 / latencyStats(postgres).p99;
  console.log(`\nall rounds: PGlite /healthz ${summary(pglite)}`);
  console.log(`all rounds: PostgreSQL /healthz ${summary(postgres)}`);
  console.log(
    `p99 ratio PGlite / PostgreSQL: ${ratio.toFixed(2)}; load average at end ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  const pass = pgliteP99 <= TARGET_P99_MS && ratio <= TARGET_RATIO;
  console.log(`${pass ? 'PASS' : 'FAIL'}: PGlite p99 <= ${TARGET_P99_MS} ms and <= ${TARGET_RATIO}x PostgreSQL`);
  process.exitCode = pass ? 0 : 1;
}

await main();
