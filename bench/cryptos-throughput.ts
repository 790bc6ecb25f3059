/**
 * GET /api/cryptos throughput: the real app (buildApp on an in-memory PGlite
 * seeded with content/, listening on loopback) against raw node:http sending the same bytes, in the same
 * run. A bounded keep-alive load generator runs in a child process, with a fixed number of concurrent
 * connections and requests. Each round measures both servers back to back (the order alternating), so a
 * busy machine slows both sides of a pair alike; the ratio reported is the median of the per-round ratios.
 * The servers' CPU time per request (this process only, as the load is elsewhere) is printed too: it is
 * the figure least disturbed by other work on the machine.
 * Target: the app serves at least 0.8x the raw server's requests per second.
 *
 *   node --import tsx bench/cryptos-throughput.ts
 *
 * BENCH_CONNECTIONS (default 32), BENCH_REQUESTS per server and round (default 600), BENCH_ROUNDS (default 8).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config/env';
import { seedContent } from '../server/content/seed-content';
import { openDatabase } from '../server/db/client';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const WARM_UP_REQUESTS = 3000;
const TARGET_RATIO = 0.8;
const PATH = '/api/cryptos';

interface LoadResult {
  seconds: number;
  completed: number;
  failed: number;
  bytes: number;
}

/** The load generator: keep-alive connections, each sending its next request when the last one ends. */
const LOAD_GENERATOR = `
const http = require('node:http');
process.on('message', ({ port, path, connections, requests }) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let sent = 0, ended = 0, failed = 0, bytes = 0;
  const start = performance.now();
  const finish = () => {
    ended += 1;
    if (ended === requests) {
      agent.destroy();
      process.send({ seconds: (performance.now() - start) / 1000, completed: requests - failed, failed, bytes });
    } else next();
  };
  const next = () => {
    if (sent >= requests) return;
    sent += 1;
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      if (response.statusCode !== 200) failed += 1;
      response.on('data', (chunk) => { bytes += chunk.length; });
      response.on('end', finish);
    });
    request.on('error', () => { failed += 1; finish(); });
  };
  for (let i = 0; i < Math.min(connections, requests); i += 1) next();
});
`;

function startLoadGenerator(): ChildProcess {
  return spawn(process.execPath, ['-e', LOAD_GENERATOR], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

/** One batch of requests; with the servers' CPU time spent meanwhile (µs per request). */
function runLoad(generator: ChildProcess, port: number, requests: number): Promise<LoadResult & { cpuMicros: number }> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the load generator exited (${code})`));
    generator.once('exit', onExit);
    const cpu = process.cpuUsage();
    generator.once('message', (result: LoadResult) => {
      const used = process.cpuUsage(cpu);
      generator.off('exit', onExit);
      resolve({ ...result, cpuMicros: (used.user + used.system) / requests });
    });
    generator.send({ port, path: PATH, connections: CONNECTIONS, requests });
  });
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function main(): Promise<void> {
  const database = await openDatabase({ kind: 'pglite-memory' });
  await seedContent(database.db);
  // Thousands of requests a second from one address: the per-IP limit is not what this measures.
  const config = loadConfig({ NODE_ENV: 'production', MARKET_DATA_URL: 'off', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0', RATE_LIMIT_PER_MINUTE: '100000000' });
  const app = await buildApp({ config, database, logger: false, serveClient: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (app.server.address() as AddressInfo).port;

  // The raw baseline sends exactly the bytes the app sends.
  const sample = await fetch(`http://127.0.0.1:${appPort}${PATH}`);
  const contentType = sample.headers.get('content-type') ?? 'application/json; charset=utf-8';
  const body = Buffer.from(await sample.arrayBuffer());
  const raw = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    response.end(body);
  });
  const rawPort = await listen(raw);
  const rawCheck = Buffer.from(await (await fetch(`http://127.0.0.1:${rawPort}${PATH}`)).arrayBuffer());
  if (!rawCheck.equals(body)) throw new Error('the raw server does not send the same bytes');

  const generator = startLoadGenerator();
  const targets = [
    { name: 'raw node:http', port: rawPort, rps: [] as number[], cpu: [] as number[] },
    { name: 'Coinmates app', port: appPort, rps: [] as number[], cpu: [] as number[] },
  ];
  try {
    for (const target of targets) await runLoad(generator, target.port, WARM_UP_REQUESTS);
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? targets : [...targets].reverse();
      for (const target of order) {
        const result = await runLoad(generator, target.port, REQUESTS);
        if (result.failed > 0) throw new Error(`${target.name}: ${result.failed} failed requests`);
        if (result.bytes !== body.length * REQUESTS) throw new Error(`${target.name}: unexpected byte count ${result.bytes}`);
        target.rps.push(result.completed / result.seconds);
        target.cpu.push(result.cpuMicros);
      }
    }
  } finally {
    generator.kill();
    await new Promise((resolve) => raw.close(resolve));
    await app.close();
    await database.close();
  }

  const [rawTarget, appTarget] = targets as [(typeof targets)[number], (typeof targets)[number]];
  const rawRps = median(rawTarget.rps);
  const appRps = median(appTarget.rps);
  const ratio = median(appTarget.rps.map((rps, round) => rps / (rawTarget.rps[round] as number)));
  console.log(`GET ${PATH}: ${body.length} bytes per response, ${CONNECTIONS} keep-alive connections, ${REQUESTS} requests x ${ROUNDS} rounds`);
  for (const target of targets) {
    console.log(
      `  ${target.name.padEnd(14)} median ${median(target.rps).toFixed(0)} req/s, ${median(target.cpu).toFixed(0)} µs server CPU per request   (rounds: ${target.rps.map((rps) => rps.toFixed(0)).join(', ')} req/s)`,
    );
  }
  const cpuRatio = median(rawTarget.cpu) / median(appTarget.cpu);
  console.log(`  CPU-bound capacity app/raw ${cpuRatio.toFixed(2)}x (raw CPU per request / app CPU per request)`);
  console.log(
    `  ratio app/raw  ${ratio.toFixed(2)}x median of the per-round ratios (medians: ${(appRps / rawRps).toFixed(2)}x); target >= ${TARGET_RATIO}x: ${ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'}`,
  );
  if (ratio < TARGET_RATIO) process.exitCode = 1;
}

await main();
