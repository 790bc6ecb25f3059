/**
 * SECURITY.md items 9 and 10 against the real server process: an acknowledged write survives kill -9,
 * a second process on the same PGlite data directory refuses to start, and SIGTERM shuts down cleanly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { freePort, startServer, waitUntilReady } from './test/server-process';
import { createTestDatabase } from './test/test-database';

const isPostgres = process.env.TEST_DB_KIND === 'postgres';
let dataDir: string;
let postgres: (DatabaseHandle & { url?: string }) | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'coinmates-durability-'));
  if (isPostgres) postgres = await createTestDatabase();
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.close();
});

function databaseEnv(): Record<string, string> {
  return isPostgres ? { DATABASE_URL: postgres?.url as string } : { DATA_DIR: dataDir };
}

async function boot(): Promise<{ baseUrl: string; server: ReturnType<typeof startServer> }> {
  const port = await freePort();
  const server = startServer({ ...databaseEnv(), PORT: String(port) });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, server);
  return { baseUrl, server };
}

describe('the server process', () => {
  it('keeps an acknowledged registration after kill -9 and a restart', async () => {
    const first = await boot();
    const registered = await fetch(`${first.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'durable_dana', displayName: 'Dana', password: 'survives-kill-9' }),
    });
    expect(registered.status).toBe(201);
    first.server.child.kill('SIGKILL');
    await first.server.exited;

    const second = await boot();
    const login = await fetch(`${second.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'durable_dana', password: 'survives-kill-9' }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { displayName: string }).displayName).toBe('Dana');

    second.server.child.kill('SIGTERM');
    expect(await second.server.exited).toBe(0);
  }, 120_000);

  it.skipIf(isPostgres)('refuses to start a second process on the same PGlite data directory', async () => {
    const first = await boot();
    const port = await freePort();
    const intruder = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain('is in use by another Coinmates process');
    // The first one is unharmed.
    expect((await fetch(`${first.baseUrl}/readyz`)).status).toBe(200);
    first.server.child.kill('SIGTERM');
    expect(await first.server.exited).toBe(0);
  }, 120_000);
});
