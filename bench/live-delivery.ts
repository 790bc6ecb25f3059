/**
 * Live delivery benchmark: time from "A POSTs a message" to "B's socket receives new_message",
 * with 1,000 authenticated clients connected, on one instance and across two instances through Redis,
 * against a bare `ws` echo in the same run; and server heap per idle authenticated socket against a bare
 * `ws` server. Servers run in child processes so the client sockets here never count in their heap.
 * The three latency scenarios run side by side and take turns in blocks, so a busy machine weighs on
 * all of them alike.
 * Targets: p99 < 25 ms on one instance, Redis adds < 5 ms (p50 and p99), heap per socket <= 1.5x bare ws.
 *
 *   node --import tsx bench/live-delivery.ts [--cpu-prof]
 *
 * --cpu-prof writes a V8 CPU profile of each Coinmates server process during the measured messages to
 * bench/results/live-delivery-prof/ (open in Chrome DevTools > Performance, or speedscope).
 * Needs PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test)
 * and, for the two-instance scenario, Redis (BENCH_REDIS_URL, else TEST_REDIS_URL, else redis://127.0.0.1:6379).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import type WebSocket from 'ws';
import { startChild, type BenchChild } from './support/bench-child';
import { Arrivals, closeClients, connectClients, latencyStats, runLatency, type ClientSpec } from './support/live-clients';
import { createLiveFixture, type LiveFixture } from './support/live-fixture';
import { printReport, type BenchResults, type HeapFigure } from './support/live-report';
import { bareClientSpecs, bareEchoScenario, liveClientSpecs, postScenario, type Scenario } from './support/live-scenarios';

const CLIENTS = 1_000;
/** Two rounds through the 500 pairs (a message and its answer): every connected user sends one. */
const MEASURED = 1_000;
/** Scenarios take turns every BLOCK messages. */
const BLOCK = 50;
const CONCURRENCY = Number(process.env.BENCH_LIVE_CONCURRENCY ?? 4);
if (!Number.isInteger(CONCURRENCY) || CONCURRENCY < 1) throw new Error('BENCH_LIVE_CONCURRENCY must be a positive integer');
const SETTLE_MS = 500;
/** 32 bytes per socket over 1,000 sockets: about 1% of the per-socket figures compared. */
const HEAP_STABLE_BYTES = 32 * 1024;

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const PROFILE_DIR = path.resolve(import.meta.dirname, 'results', 'live-delivery-prof');
const isProfiling = process.argv.includes('--cpu-prof');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * heapUsed once the server has finished what the last connects or closes started (session checks,
 * presence announcements): read until two readings SETTLE_MS apart agree within HEAP_STABLE_BYTES.
 */
async function settledHeap(child: BenchChild): Promise<number> {
  let previous = await child.heapUsed();
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await sleep(SETTLE_MS);
    const current = await child.heapUsed();
    if (Math.abs(current - previous) <= HEAP_STABLE_BYTES) return current;
    previous = current;
  }
  throw new Error('the server heap did not settle within 30 s');
}

/**
 * Heap of a server before and after `specs.length` idle sockets. All sockets open and close twice first, so
 * code compiled for the connection path (and other one-time allocations) is in the baseline.
 */
async function measureHeap(child: BenchChild, specs: ClientSpec[]): Promise<{ heap: HeapFigure; sockets: WebSocket[] }> {
  for (let round = 0; round < 2; round += 1) {
    await closeClients(await connectClients(child.host, specs));
    await settledHeap(child);
  }
  const before = await settledHeap(child);
  const sockets = await connectClients(child.host, specs);
  const after = await settledHeap(child);
  return { heap: { before, after, perSocket: (after - before) / specs.length }, sockets };
}

async function cpuMs(servers: BenchChild[]): Promise<number> {
  const each = await Promise.all(servers.map((server) => server.cpuMs()));
  return each.reduce((sum, value) => sum + value, 0);
}

async function redisUnreachable(): Promise<string | undefined> {
  const client = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return undefined;
  } catch (error) {
    return `Redis at ${redisUrl} is unreachable (${(error as Error).message}): the two-instance scenario is skipped.`;
  } finally {
    client.disconnect();
  }
}

/**
 * A warm-up message from every sender, then every scenario's MEASURED messages, BLOCK at a time in turn;
 * samples and server CPU per message.
 */
async function measureInTurns(scenarios: Scenario[]): Promise<Map<string, { samples: number[]; cpuPerMessageMs: number }>> {
  for (const scenario of scenarios) await runLatency(MEASURED, CONCURRENCY, (index) => scenario.send(index, 'warm'));
  if (isProfiling) await Promise.all(scenarios.flatMap((scenario) => scenario.servers.map((server) => server.startProfile())));
  const cpuBefore = await Promise.all(scenarios.map((scenario) => cpuMs(scenario.servers)));
  const samples = scenarios.map((): number[] => []);
  for (let start = 0; start < MEASURED; start += BLOCK) {
    for (const [index, scenario] of scenarios.entries()) {
      const block = await runLatency(Math.min(BLOCK, MEASURED - start), CONCURRENCY, (offset) => scenario.send(start + offset, 'measure'));
      samples[index]?.push(...block);
    }
  }
  const cpuAfter = await Promise.all(scenarios.map((scenario) => cpuMs(scenario.servers)));
  if (isProfiling) {
    mkdirSync(PROFILE_DIR, { recursive: true });
    await Promise.all(scenarios.flatMap((scenario) => scenario.servers.map((server, index) => server.stopProfile(path.join(PROFILE_DIR, `${scenario.name}-${index}.cpuprofile`)))));
  }
  return new Map(scenarios.map((scenario, index) => [scenario.name, { samples: samples[index] ?? [], cpuPerMessageMs: ((cpuAfter[index] ?? 0) - (cpuBefore[index] ?? 0)) / MEASURED }]));
}

async function run(fixture: LiveFixture, step: (text: string) => void): Promise<Omit<BenchResults, 'seconds' | 'load'>> {
  const children: BenchChild[] = [];
  const socketGroups: WebSocket[][] = [];
  const scenarios: Scenario[] = [];
  const pairs = fixture.pairs;
  try {
    step(`Bare ws echo server: heap with ${CLIENTS} idle sockets`);
    const bare = await startChild('bench/support/bare-ws-server.ts', {});
    children.push(bare);
    const bareArrivals = new Arrivals();
    const bareHeap = await measureHeap(bare, bareClientSpecs(CLIENTS, bareArrivals));
    socketGroups.push(bareHeap.sockets);
    scenarios.push(bareEchoScenario(bare, bareHeap.sockets, bareArrivals));

    step(`One Coinmates instance: heap with ${CLIENTS} idle authenticated sockets`);
    const single = await startChild('bench/support/live-server.ts', { BENCH_LIVE_DATABASE_URL: fixture.url });
    children.push(single);
    const singleArrivals = new Arrivals();
    const liveHeap = await measureHeap(single, liveClientSpecs(fixture.users, singleArrivals));
    socketGroups.push(liveHeap.sockets);
    scenarios.push(postScenario('single', [single], single.host, pairs, singleArrivals, CONCURRENCY));

    const redisSkipped = await redisUnreachable();
    if (redisSkipped) {
      step(redisSkipped);
    } else {
      step(`Two Coinmates instances through Redis: ${CLIENTS} sockets on A, POSTs to B`);
      const env = { BENCH_LIVE_DATABASE_URL: fixture.url, BENCH_LIVE_REDIS_URL: redisUrl, BENCH_LIVE_RATE_LIMIT_PREFIX: `coinmates:bench-live:${process.pid}:` };
      const [a, b] = await Promise.all([startChild('bench/support/live-server.ts', env), startChild('bench/support/live-server.ts', env)]);
      children.push(a, b);
      const redisArrivals = new Arrivals();
      socketGroups.push(await connectClients(a.host, liveClientSpecs(fixture.users, redisArrivals)));
      await sleep(SETTLE_MS);
      scenarios.push(postScenario('redis', [a, b], b.host, pairs, redisArrivals, CONCURRENCY));
    }

    step(`Warm-up (one message per sender), then ${MEASURED} messages per scenario, ${CONCURRENCY} in flight, in turns of ${BLOCK}`);
    const measured = await measureInTurns(scenarios);
    const figures = (name: string) => measured.get(name) ?? { samples: [], cpuPerMessageMs: Number.NaN };
    const responses = (name: string) => latencyStats(scenarios.find((scenario) => scenario.name === name)?.responseTimes ?? []);
    return {
      clients: CLIENTS,
      measured: MEASURED,
      concurrency: CONCURRENCY,
      bare: latencyStats(figures('bare').samples),
      bareHeap: bareHeap.heap,
      single: latencyStats(figures('single').samples),
      singlePostResponse: responses('single'),
      singleCpuMs: figures('single').cpuPerMessageMs,
      liveHeap: liveHeap.heap,
      ...(redisSkipped ? { redisSkipped } : { redis: latencyStats(figures('redis').samples), redisPostResponse: responses('redis'), redisCpuMs: figures('redis').cpuPerMessageMs }),
    };
  } finally {
    for (const scenario of scenarios) scenario.close();
    for (const sockets of socketGroups) await closeClients(sockets);
    await Promise.all(children.map((child) => child.stop()));
  }
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  const loadBefore = os.loadavg()[0] as number;
  const step = (text: string) => console.log(`[${((performance.now() - startedAt) / 1000).toFixed(1).padStart(5)} s] ${text}`);
  step(`Setting up ${CLIENTS} users, sessions and ${CLIENTS / 2} matches in a fresh PostgreSQL database`);
  const fixture = await createLiveFixture(databaseUrl, CLIENTS);
  // Ctrl-C still drops the database; the server processes stop when this process goes away.
  const onSignal = () => void fixture.drop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const figures = await run(fixture, step);
    const results: BenchResults = { ...figures, seconds: (performance.now() - startedAt) / 1000, load: [loadBefore, os.loadavg()[0] as number] };
    const passed = printReport(results);
    const outDir = path.resolve(import.meta.dirname, 'results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'live-delivery.json'), `${JSON.stringify(results, null, 2)}\n`);
    if (!passed) process.exitCode = 1;
  } finally {
    await fixture.drop();
  }
}

await main();
