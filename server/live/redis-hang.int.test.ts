/**
 * A Redis that hangs (connections open, no answers) is treated as down, like one that is cut
 * (docs/decisions/039-redis-circuit-breaker-and-lossless-deploys.md): the circuit breaker opens, requests
 * are served with the per-instance fallbacks, /readyz says degraded, and once Redis answers again the
 * breaker closes and cross-instance delivery resumes. The hang comes from a TCP proxy the test owns in
 * front of the real Redis (TEST_REDIS_URL). On PGlite both instances share one in-memory database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { connectLive, listenOnLoopback } from '../test/live-client';
import { freePort } from '../test/server-process';
import { createTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { as, TEST_RATE_LIMITS, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { createMatchedPair } from '../test/test-matches';
import { createLiveServices, type LiveServices } from './live-services';

const redisUrl = process.env.TEST_REDIS_URL;
const isPostgres = process.env.TEST_DB_KIND === 'postgres';

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await probe();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await probe();
  }
  return value;
}

describe.skipIf(!redisUrl)('two instances whose Redis hangs mid-run and answers again', () => {
  let primary: DatabaseHandle & { url?: string };
  let proxy: TcpProxy;
  const logLines: string[] = [];
  const instances: Array<{ app: TestApp; host: string; database: DatabaseHandle; live: LiveServices }> = [];

  beforeAll(async () => {
    proxy = await createTcpProxy(new URL(redisUrl as string), await freePort());
    await proxy.restore();
    primary = await createTestDatabase();
    const prefix = `coinmates-test:${process.pid}:${Math.floor(Math.random() * 1e9)}:`;
    for (let index = 0; index < 2; index += 1) {
      const database = index === 0 || !isPostgres ? primary : await openDatabase({ kind: 'postgres', url: primary.url as string }, { migrate: false });
      const log = { info: (_details: object, message: string) => logLines.push(message), warn: (_details: object, message: string) => logLines.push(message) };
      const live = createLiveServices({ redisUrl: proxy.url, redisPrefix: prefix, log });
      await live.redis?.whenUp();
      const config = loadConfig({ NODE_ENV: 'test', MARKET_DATA_URL: 'off', LOG_LEVEL: 'silent', ...TEST_RATE_LIMITS });
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
      instances.push({ app, host: await listenOnLoopback(app), database, live });
    }
  });

  afterAll(async () => {
    await proxy?.restore();
    for (const instance of [...instances].reverse()) {
      await instance.app.close();
      await instance.live.close();
      if (instance.database !== primary) await instance.database.close();
    }
    await primary?.close();
    await proxy?.close();
  });

  it('reports degraded and keeps login, sending and reading working during the hang, then resumes cross-instance delivery', async () => {
    const [a, b] = instances as [(typeof instances)[number], (typeof instances)[number]];
    const { a: alice, b: bob, matchId } = await createMatchedPair(b.app);
    const bobOnA = await connectLive(a.host, { cookie: bob.cookie });
    const send = (instance: typeof a, cookie: string, content: string) => as(instance.app, { cookie }).post(`/api/matches/${matchId}/messages`, { content });
    const readiness = async (instance: typeof a) => (await as(instance.app, null).get('/readyz')).json() as { status: string; redis: string };

    const before = await send(b, alice.cookie, 'before the hang');
    expect(before.statusCode).toBe(201);
    await bobOnA.waitFor((event) => event.type === 'new_message' && event.messageId === before.json().id);

    proxy.hang();
    // No request needs to touch Redis for the hang to be noticed: the watch ping finds it.
    for (const instance of instances) {
      expect(
        await eventually(
          () => readiness(instance),
          (body) => body.status === 'degraded',
        ),
      ).toEqual({ status: 'degraded', redis: 'down' });
    }
    expect((await as(a.app, null).get('/readyz')).statusCode).toBe(200);

    const login = await as(a.app, null).post('/api/auth/login', { username: alice.username, password: alice.password });
    expect(login.statusCode).toBe(200);
    // A new socket opens and gets what is sent through its own instance.
    const aliceOnB = await connectLive(b.host, { cookie: alice.cookie });
    const during = await send(b, bob.cookie, 'during the hang');
    expect(during.statusCode).toBe(201);
    await aliceOnB.waitFor((event) => event.type === 'new_message' && event.messageId === during.json().id);
    const history = await as(a.app, bob).get(`/api/matches/${matchId}/messages`);
    expect(history.statusCode).toBe(200);
    expect(history.json().map((message: { content: string }) => message.content)).toEqual(expect.arrayContaining(['before the hang', 'during the hang']));
    expect((await as(b.app, alice).get('/api/matches')).statusCode).toBe(200);
    expect((await as(a.app, null).get('/api/cryptos/1')).statusCode).toBe(200);
    const logout = await as(a.app, { cookie: login.headers['set-cookie']?.toString().split(';')[0] ?? '' }).post('/api/auth/logout');
    expect(logout.statusCode).toBeLessThan(300);

    await proxy.restore();
    for (const instance of instances) {
      expect(
        await eventually(
          () => readiness(instance),
          (body) => body.status === 'ready',
        ),
      ).toEqual({ status: 'ready', redis: 'up' });
      await instance.live.redis?.whenUp();
    }

    // Alice's channel was subscribed during the hang only locally; it is subscribed on Redis again.
    const afterToBob = await send(b, alice.cookie, 'after the hang, to Bob on A');
    expect(afterToBob.statusCode).toBe(201);
    await bobOnA.waitFor((event) => event.type === 'new_message' && event.messageId === afterToBob.json().id);
    const afterToAlice = await send(a, bob.cookie, 'after the hang, to Alice on B');
    expect(afterToAlice.statusCode).toBe(201);
    await aliceOnB.waitFor((event) => event.type === 'new_message' && event.messageId === afterToAlice.json().id);

    expect(logLines.filter((line) => line.startsWith('Redis not answering'))).toHaveLength(2);
    expect(logLines.filter((line) => line.startsWith('Redis connection restored'))).toHaveLength(2);
    expect(logLines.filter((line) => line.startsWith('Redis connection lost'))).toHaveLength(0);
    for (const client of [bobOnA, aliceOnB]) client.close();
  }, 60_000);
});
