/** Prints bench/live-delivery.ts figures as one table, with PASS/FAIL against its targets (bench/README.md). */
import os from 'node:os';
import type { LatencyStats } from './live-clients';

export const TARGETS = { singleP99Ms: 25, redisOverheadMs: 5, heapRatio: 1.5 };

export interface HeapFigure {
  before: number;
  after: number;
  perSocket: number;
}

export interface BenchResults {
  clients: number;
  measured: number;
  concurrency: number;
  bare: LatencyStats;
  bareHeap: HeapFigure;
  single: LatencyStats;
  singlePostResponse: LatencyStats;
  /** Server CPU time (user + system) per measured message. */
  singleCpuMs: number;
  liveHeap: HeapFigure;
  redis?: LatencyStats;
  redisPostResponse?: LatencyStats;
  /** Both instances' CPU time per measured message. */
  redisCpuMs?: number;
  redisSkipped?: string;
  seconds: number;
  /** 1-minute load average at the start and at the end: latency figures mean little on a saturated machine. */
  load: readonly [number, number];
}

const ms = (value: number) => value.toFixed(2).padStart(8);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const verdict = (passed: boolean) => (passed ? 'PASS' : 'FAIL');

function latencyRow(label: string, stats: LatencyStats): string {
  return `  ${label.padEnd(52)}${ms(stats.p50)}${ms(stats.p95)}${ms(stats.p99)}${ms(stats.max)}`;
}

/** Returns true when every target that could be measured passed. */
export function printReport(results: BenchResults): boolean {
  const { bare, single, redis } = results;
  const ratio = results.liveHeap.perSocket / results.bareHeap.perSocket;
  const overhead = redis ? Math.max(redis.p50 - single.p50, redis.p99 - single.p99) : undefined;
  const checks: Array<[string, string, boolean | undefined]> = [
    [`p99 delivery, one instance < ${TARGETS.singleP99Ms} ms`, `${single.p99.toFixed(2)} ms`, single.p99 < TARGETS.singleP99Ms],
    [
      `Redis adds < ${TARGETS.redisOverheadMs} ms (p50 and p99)`,
      overhead === undefined ? 'skipped' : `${overhead >= 0 ? '+' : ''}${overhead.toFixed(2)} ms`,
      overhead === undefined ? undefined : overhead < TARGETS.redisOverheadMs,
    ],
    [`heap per idle socket <= ${TARGETS.heapRatio}x bare ws`, `${ratio.toFixed(2)}x`, ratio <= TARGETS.heapRatio],
  ];

  console.log('');
  console.log(`Live delivery: ${results.clients} connected clients, ${results.measured} messages, ${results.concurrency} in flight`);
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs, load average ${results.load[0].toFixed(1)} -> ${results.load[1].toFixed(1)}, run took ${results.seconds.toFixed(1)} s`);
  console.log('');
  console.log(`  ${'Latency (ms)'.padEnd(52)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}${'max'.padStart(8)}`);
  console.log(latencyRow('bare ws echo, send -> echo', bare));
  console.log(latencyRow('one instance, POST -> new_message at B', single));
  console.log(latencyRow('  (POST response)', results.singlePostResponse));
  console.log(`    server CPU per message: ${results.singleCpuMs.toFixed(2)} ms`);
  if (redis && results.redisPostResponse) {
    console.log(latencyRow('two instances + Redis, POST @B -> new_message @A', redis));
    console.log(latencyRow('  (POST response)', results.redisPostResponse));
    console.log(`    server CPU per message (both instances): ${(results.redisCpuMs ?? Number.NaN).toFixed(2)} ms`);
    console.log(`  Redis vs one instance: p50 ${(redis.p50 - single.p50).toFixed(2)} ms, p99 ${(redis.p99 - single.p99).toFixed(2)} ms`);
  } else {
    console.log(`  two instances + Redis: ${results.redisSkipped ?? 'skipped'}`);
  }
  console.log(`  one instance vs bare ws echo: p50 ${(single.p50 / bare.p50).toFixed(1)}x, p99 ${(single.p99 / bare.p99).toFixed(1)}x`);
  console.log('');
  console.log('  Heap per idle socket (server process, after full GC)');
  for (const [label, heap] of [
    ['bare ws', results.bareHeap],
    ['Coinmates /ws (authenticated)', results.liveHeap],
  ] as const) {
    console.log(`  ${label.padEnd(32)}${kb(heap.perSocket).padStart(10)}   (${mb(heap.before)} -> ${mb(heap.after)} for ${results.clients} sockets)`);
  }
  console.log(`  ratio${`${ratio.toFixed(2)}x`.padStart(37)}`);
  console.log('');
  console.log('  Targets');
  for (const [label, value, passed] of checks) {
    console.log(`  ${label.padEnd(44)}${value.padStart(12)}   ${passed === undefined ? 'SKIPPED' : verdict(passed)}`);
  }
  console.log('');
  return checks.every(([, , passed]) => passed !== false);
}
