/**
 * docs/security.md items 9 and 10 against the real server process: an acknowledged write survives kill -9,
 * a second process on the same PGlite data directory refuses to start, and SIGTERM shuts down cleanly.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { connectLive } from './test/live-client';
import { freePort, postOnNewConnection, startServer, waitUntilReady } from './test/server-process';
import { ADULT_BIRTH } from './test/test-app';
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

async function boot(env: Record<string, string> = {}): Promise<{ baseUrl: string; server: ReturnType<typeof startServer> }> {
  const port = await freePort();
  const server = startServer({ ...databaseEnv(), PORT: String(port), ...env });
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
      body: JSON.stringify({ username: 'durable_dana', displayName: 'Dana', password: 'survives-kill-9', ...ADULT_BIRTH }),
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

  it.skipIf(isPostgres)(
    'refuses to start a second process on the same PGlite data directory',
    async () => {
      const first = await boot();
      const port = await freePort();
      const intruder = startServer({ DATA_DIR: dataDir, PORT: String(port) });
      expect(await intruder.exited).toBe(1);
      expect(intruder.output()).toContain('is in use by another Coinmates process');
      // The first one is unharmed.
      expect((await fetch(`${first.baseUrl}/readyz`)).status).toBe(200);
      first.server.child.kill('SIGTERM');
      expect(await first.server.exited).toBe(0);
    },
    120_000,
  );

  it('on SIGTERM with keep-alive connections open and a request in flight: finishes it, closes sockets with 1001, exits 0 fast', async () => {
    // A drain window wide enough for a loaded machine to answer readiness inside it.
    const { baseUrl, server } = await boot({ SHUTDOWN_DRAIN_MS: '3000' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
    const get = (url: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get(`${baseUrl}${url}`, { agent }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          })
          .on('error', reject);
      });
    // Three idle keep-alive connections.
    expect(await Promise.all([get('/healthz'), get('/healthz'), get('/healthz')])).toEqual([200, 200, 200]);
    const idleSockets = Object.values(agent.freeSockets).flat();
    expect(idleSockets.length).toBeGreaterThanOrEqual(1);
    const idleClosed = Promise.all(idleSockets.map((socket) => new Promise((resolve) => socket?.once('close', resolve))));

    // A live socket of a signed-in user.
    const registered = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'sigterm_sam', displayName: 'Sam', password: 'graceful-exit-pw', ...ADULT_BIRTH }),
    });
    const cookie = registered.headers.getSetCookie()[0]?.split(';')[0] as string;
    const live = await connectLive(baseUrl.replace('http://', ''), { cookie });
    const liveClosed = new Promise<number>((resolve) => live.socket.once('close', resolve));

    let readinessWhileDraining = 0;
    // A request in flight: headers and half the body sent before SIGTERM, the rest after.
    const body = JSON.stringify({ username: 'inflight_ida', displayName: 'Ida', password: 'finishes-after-sigterm', ...ADULT_BIRTH });
    const inFlight = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const request = http.request(`${baseUrl}/api/auth/register`, {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
      });
      request.on('error', reject);
      request.write(body.slice(0, 20));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        // While draining, readiness says 503 (a load balancer stops sending): ask until the signal has been
        // handled (a loaded machine may take a while), then send the rest of the request in flight.
        void (async () => {
          for (let attempt = 0; attempt < 100 && readinessWhileDraining !== 503; attempt += 1) {
            readinessWhileDraining = await fetch(`${baseUrl}/readyz`)
              .then((response) => response.status)
              .catch(() => -1);
            if (readinessWhileDraining !== 503) await new Promise((resolve) => setTimeout(resolve, 20));
          }
          request.end(body.slice(20));
        })();
      }, 200);
    });

    const answered = await inFlight;
    expect(answered.status).toBe(201);
    expect(readinessWhileDraining).toBe(503);
    // The answer tells the client not to reuse the connection of a draining instance.
    expect(answered.connection).toBe('close');
    expect(await liveClosed).toBe(1001);
    // Exit 0 and no 'deadline' line below: it finished before the shutdown deadline (which exits 1), the
    // deadline that keep-alive connections used to run into.
    expect(await server.exited).toBe(0);
    await idleClosed;
    agent.destroy();
    if (!isPostgres) expect(existsSync(path.join(dataDir, 'coinmates.lock'))).toBe(false);
    expect(server.output()).not.toContain('deadline');
  }, 120_000);

  it('with the default settings, answers every request whose bytes were sent before SIGTERM, and exits 0', async () => {
    const { baseUrl, server } = await boot();
    const password = 'answered-through-sigterm';
    const usernames = Array.from({ length: 8 }, (_, index) => `deploy_${index}`);
    for (const username of usernames) {
      expect(await postOnNewConnection(baseUrl, '/api/auth/register', { username, displayName: username, password, ...ADULT_BIRTH }).answer).toBe(201);
    }
    // One more on a keep-alive connection that was already open and idle.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const loginBody = JSON.stringify({ username: usernames[0], password });
    const onOpenConnection = await new Promise<{ sent: Promise<void>; answer: Promise<number> }>((resolve, reject) => {
      http
        .get(`${baseUrl}/healthz`, { agent }, (warmUp) => {
          warmUp.resume();
          warmUp.on('end', () => {
            let onSent: () => void = () => undefined;
            const sent = new Promise<void>((done) => (onSent = done));
            const answer = new Promise<number>((done, fail) => {
              const request = http.request(
                `${baseUrl}/api/auth/login`,
                { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(loginBody) } },
                (response) => {
                  response.resume();
                  response.on('end', () => done(response.statusCode ?? 0));
                },
              );
              request.on('error', fail);
              request.end(loginBody, onSent);
            });
            resolve({ sent, answer });
          });
        })
        .on('error', reject);
    });

    const logins = usernames.map((username) => postOnNewConnection(baseUrl, '/api/auth/login', { username, password }));
    await Promise.all([...logins, onOpenConnection].map((login) => login.sent));
    await new Promise((resolve) => setTimeout(resolve, 30));
    server.child.kill('SIGTERM');

    expect(await Promise.all(logins.map((login) => login.answer))).toEqual(usernames.map(() => 200));
    expect(await onOpenConnection.answer).toBe(200);
    expect(await server.exited).toBe(0);
    // Once it has stopped, a new connection is refused.
    expect(await postOnNewConnection(baseUrl, '/api/auth/login', { username: usernames[0], password }).answer).toBe('ECONNREFUSED');
    agent.destroy();
  }, 240_000);
});
