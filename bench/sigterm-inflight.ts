/**
 * Deploys that lose nothing: the real server process (PGlite, default settings: SHUTDOWN_DRAIN_MS=0) gets 8
 * logins on 8 new connections, then SIGTERM 30 ms after their bytes were written. Every login whose bytes were sent before the signal
 * must be answered 200, and the process must exit 0. Figures: answered/total over RUNS runs and the exit codes.
 * Target: 80/80, every exit 0.
 *
 *   node --import tsx bench/sigterm-inflight.ts        (BENCH_SIGTERM_RUNS=3 for a quick run)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, postOnNewConnection, startServer, waitUntilReady } from '../server/test/server-process';

const RUNS = Number(process.env.BENCH_SIGTERM_RUNS ?? 10);
const LOGINS = 8;
const SIGTERM_AFTER_MS = 30;
const PASSWORD = 'bench-sigterm-password';

const post = (baseUrl: string, url: string, body: object) => postOnNewConnection(baseUrl, url, body).answer;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'coinmates-bench-sigterm-'));
  const usernames = Array.from({ length: LOGINS }, (_, index) => `sigterm_${index}`);
  let answered = 0;
  const exits: Array<number | null> = [];
  const outcomes: string[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const port = await freePort();
      const server = startServer({ DATA_DIR: dataDir, PORT: String(port) });
      await waitUntilReady(server.baseUrl, server, 180_000);
      if (run === 0) {
        for (const username of usernames) {
          const status = await post(server.baseUrl, '/api/auth/register', { username, displayName: username, password: PASSWORD, birthYear: 1990, birthMonth: 6 });
          if (status !== 201) throw new Error(`register ${status}`);
        }
      }
      const logins = usernames.map((username) => postOnNewConnection(server.baseUrl, '/api/auth/login', { username, password: PASSWORD }));
      await Promise.all(logins.map((login) => login.sent));
      await new Promise((resolve) => setTimeout(resolve, SIGTERM_AFTER_MS));
      server.child.kill('SIGTERM');
      const statuses = await Promise.all(logins.map((login) => login.answer));
      const exitCode = await server.exited;
      answered += statuses.filter((status) => status === 200).length;
      exits.push(exitCode);
      outcomes.push(statuses.join(' '));
      console.log(`  run ${run + 1}: ${statuses.filter((status) => status === 200).length}/${LOGINS} answered 200 [${statuses.join(' ')}], exit ${exitCode}`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const isPass = answered === RUNS * LOGINS && exits.every((code) => code === 0);
  console.log(`SIGTERM ${SIGTERM_AFTER_MS} ms after ${LOGINS} logins, SHUTDOWN_DRAIN_MS default: ${answered}/${RUNS * LOGINS} answered 200; exit codes ${exits.join(', ')}`);
  console.log(isPass ? 'PASS' : 'FAIL');
  process.exit(isPass ? 0 : 1);
}

await main();
