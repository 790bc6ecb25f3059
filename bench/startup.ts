/**
 * Start-up benchmark: the compiled server (`npm start`: dist/server/index.js, docs/decisions/047) against the
 * TypeScript sources run through tsx (`node --import tsx server/index.ts`, what `npm start` ran before), in the
 * same run. For each, on PGlite: a first start on a fresh DATA_DIR (migrations and the content seed) and a
 * second start on that data directory, each timed from spawn to the first 200 from /readyz, with the CPU time
 * the process used until then (robust on a busy machine) and its RSS once ready (VmRSS, and VmHWM: the peak).
 * Rounds take turns between the variants, so machine load weighs on both alike; medians are printed.
 *
 *   node --import tsx bench/startup.ts            (BENCH_STARTUP_ROUNDS, default 3)
 *
 * Builds the server into bench/results/startup-server/ first. Serves the built client when dist/client has
 * one (`npm run build`), for both variants alike. Linux only (reads /proc).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildServer } from '../scripts/build-server.mjs';
import { freePort } from '../server/test/server-process';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_STARTUP_ROUNDS ?? 3);
const OUT_DIR = path.join(ROOT, 'bench', 'results');
const CLIENT_DIR = path.join(ROOT, 'dist', 'client');
/** Targets: the compiled server is ready sooner and with less memory than tsx, on both starts. */
const TARGET_TIME_RATIO = 0.8;
const TARGET_RSS_RATIO = 0.9;

interface Start {
  readyMs: number;
  cpuMs: number;
  rssMb: number;
  peakRssMb: number;
}

interface Variant {
  name: string;
  args: string[];
  first: Start[];
  second: Start[];
}

/** User + system CPU time of a process so far, from /proc/<pid>/stat (fields 14 and 15, in clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function memoryMbOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return Number(line?.[1]) / 1024;
}

async function startOnce(args: string[], dataDir: string): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      MARKET_DATA_URL: 'off',
      LOG_LEVEL: 'warn',
      CLIENT_DIST_DIR: existsSync(path.join(CLIENT_DIR, 'index.html')) ? CLIENT_DIR : '/nonexistent',
    },
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (performance.now() - started > 300_000) throw new Error(`${args.join(' ')} was not ready within 300 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const readyMs = performance.now() - started;
    const pid = child.pid as number;
    return { readyMs, cpuMs: cpuMsOf(pid), rssMb: memoryMbOf(pid, 'VmRSS'), peakRssMb: memoryMbOf(pid, 'VmHWM') };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    process.off('exit', killOnExit);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const summary = (starts: Start[]) => ({
  readyMs: median(starts.map((start) => start.readyMs)),
  cpuMs: median(starts.map((start) => start.cpuMs)),
  rssMb: median(starts.map((start) => start.rssMb)),
  peakRssMb: median(starts.map((start) => start.peakRssMb)),
});
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  const outdir = path.join(OUT_DIR, 'startup-server');
  const buildStarted = performance.now();
  const bundle = await buildServer({ outdir });
  const buildSeconds = (performance.now() - buildStarted) / 1000;
  const variants: Variant[] = [
    { name: 'compiled (npm start)', args: ['--enable-source-maps', bundle], first: [], second: [] },
    { name: 'compiled, no source maps', args: [bundle], first: [], second: [] },
    { name: 'tsx (before)', args: ['--import', 'tsx', 'server/index.ts'], first: [], second: [] },
  ];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const variant of variants) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'coinmates-startup-'));
      try {
        variant.first.push(await startOnce(variant.args, dataDir));
        variant.second.push(await startOnce(variant.args, dataDir));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    console.log(`round ${round} of ${ROUNDS} done`);
  }

  console.log(`\nStart-up on PGlite, Node ${process.version}, medians of ${ROUNDS} rounds; server bundle built in ${buildSeconds.toFixed(1)} s`);
  console.log('variant                     start          ready      CPU until ready   RSS ready   RSS peak');
  const results = variants.map((variant) => ({ name: variant.name, first: summary(variant.first), second: summary(variant.second) }));
  for (const result of results) {
    for (const which of ['first', 'second'] as const) {
      const figures = result[which];
      const label = which === 'first' ? 'fresh DATA_DIR' : 'existing     ';
      console.log(
        `${result.name.padEnd(27)} ${label}  ${(figures.readyMs / 1000).toFixed(2).padStart(6)} s  ${(figures.cpuMs / 1000).toFixed(2).padStart(8)} s       ${figures.rssMb.toFixed(0).padStart(5)} MB   ${figures.peakRssMb.toFixed(0).padStart(5)} MB`,
      );
    }
  }
  const [compiled, , tsx] = results as [(typeof results)[number], unknown, (typeof results)[number]];
  let passed = true;
  for (const which of ['first', 'second'] as const) {
    const time = compiled[which].readyMs / tsx[which].readyMs;
    const cpu = compiled[which].cpuMs / tsx[which].cpuMs;
    const rss = compiled[which].rssMb / tsx[which].rssMb;
    const ok = time <= TARGET_TIME_RATIO && rss <= TARGET_RSS_RATIO;
    passed &&= ok;
    console.log(
      `compiled/tsx, ${which === 'first' ? 'fresh DATA_DIR' : 'existing data'}: ready ${time.toFixed(2)}x, CPU ${cpu.toFixed(2)}x, RSS ${rss.toFixed(2)}x; targets ready <= ${TARGET_TIME_RATIO}x and RSS <= ${TARGET_RSS_RATIO}x: ${ok ? 'PASS' : 'FAIL'}`,
    );
  }
  const load = { cores: os.cpus().length, atStart: loadAtStart, atEnd: loadAverage() };
  console.log(`load average ${load.atStart} at start, ${load.atEnd} at end (${load.cores} cores); figures in bench/results/startup.json`);
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(path.join(OUT_DIR, 'startup.json'), `${JSON.stringify({ node: process.version, rounds: ROUNDS, results, raw: variants, load }, null, 2)}\n`);
  process.exitCode = passed ? 0 : 1;
}

await main();
