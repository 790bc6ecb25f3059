/**
 * A production build of the client served by the real server (`server/index.ts`) on PGlite in a
 * temporary DATA_DIR, market data off. Used by the Lighthouse bench and the deck size measurement.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface ProductionServer {
  origin: string;
  stop: () => Promise<void>;
}

/** `vite build` into outDir (a child process, so the bench's own module graph stays small). */
export function buildClient(outDir: string): void {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, CLIENT_OUT_DIR: outDir },
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

async function waitForReady(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become ready');
}

export async function startProductionServer(clientDir: string, port: number): Promise<ProductionServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'coinmates-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'index.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
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
      CLIENT_DIST_DIR: clientDir,
      COOKIE_SECURE: 'false',
    },
  });
  // Never leave the server behind when the bench dies.
  process.once('exit', () => child.kill('SIGKILL'));
  const origin = `http://127.0.0.1:${port}`;
  // Migrations and the content seed on PGlite take minutes on a machine shared by many processes.
  await waitForReady(origin, child, 300_000);
  return {
    origin,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
