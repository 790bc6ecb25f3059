/**
 * Several real server processes on one PostgreSQL database and one Redis, as an operator runs them:
 * a cold start of three instances together on an empty database, the market job running once across
 * them, and a rolling restart behind haproxy under steady chat traffic that loses nothing
 * (docs/decisions/011-advisory-lock-and-job-queue.md, docs/decisions/012-graceful-shutdown-and-metrics.md).
 * Runs on the PostgreSQL project when TEST_REDIS_URL is set (CI sets both); the three processes are
 * shared by the tests in this file.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../shared/contracts/messages';
import { MIGRATIONS_FOLDER } from './db/client';
import { startFakeMarketProvider, type FakeMarketProvider } from './test/fake-market-provider';
import { findHaproxy, startLoadBalancer, type LoadBalancer } from './test/haproxy';
import { createApiClient, followLive, type ApiUser } from './test/http-chat-client';
import { freePort, startServer, waitUntilReady, type ServerProcess } from './test/server-process';
import { TEST_RATE_LIMITS } from './test/test-app';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const isPostgres = process.env.TEST_DB_KIND === 'postgres';
const haproxy = findHaproxy();
const METRICS_TOKEN = 'deploy-test-metrics-token';
const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

describe.skipIf(!isPostgres || !redisUrl)('three instances on one PostgreSQL database and one Redis', () => {
  const databaseName = `coinmates_deploy_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let provider: FakeMarketProvider;
  const ports: number[] = [];
  const servers: ServerProcess[] = [];

  const redisPrefix = `coinmates-deploy-test:${process.pid}:${Math.floor(Math.random() * 1e9)}:`;
  const instanceEnv = (port: number) => ({
    DATABASE_URL: withDatabase(databaseUrl as string, databaseName),
    REDIS_URL: redisUrl as string,
    PORT: String(port),
    MARKET_DATA_URL: provider.url,
    // Long enough for haproxy (checks every 250 ms) to stop sending before the instance stops accepting.
    SHUTDOWN_DRAIN_MS: '1000',
    METRICS_TOKEN: METRICS_TOKEN,
    // Its own keys and channels on the shared Redis; every request arrives from 127.0.0.1 (through haproxy),
    // so the per-IP limits are raised as in the other suites (they are tested in http-rate-limits.int.test.ts).
    REDIS_PREFIX: redisPrefix,
    ...TEST_RATE_LIMITS,
  });

  const query = async <Row extends pg.QueryResultRow>(text: string): Promise<Row[]> => {
    const client = new pg.Client({ connectionString: withDatabase(databaseUrl as string, databaseName) });
    await client.connect();
    try {
      return (await client.query<Row>(text)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    provider = await startFakeMarketProvider();
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database "${databaseName}"`);
    for (let index = 0; index < 3; index += 1) ports.push(await freePort());
  });

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await provider?.close();
    await admin?.query(`drop database if exists "${databaseName}" with (force)`);
    await admin?.end();
  });

  it('cold-start together on an empty database: all ready, each migration recorded once, one market refresh', async () => {
    for (const port of ports) servers.push(startServer(instanceEnv(port)));
    await Promise.all(servers.map((server) => waitUntilReady(server.baseUrl, server, 90_000)));

    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    const recorded = await query<{ hash: string; times: string }>('select hash, count(*) as times from drizzle.__drizzle_migrations group by hash');
    expect(recorded).toHaveLength(journal.entries.length);
    for (const row of recorded) expect(Number(row.times)).toBe(1);
    const coins = await query<{ count: string }>('select count(*) from coins');
    expect(Number(coins[0]?.count)).toBeGreaterThanOrEqual(60);

    // Each instance asked for a market refresh at start; the provider is called once.
    const deadline = Date.now() + 20_000;
    const pendingRefreshes = async () => Number((await query<{ count: string }>(`select count(*) from pgboss.job where name = 'market.refresh' and state < 'completed'`))[0]?.count);
    while (provider.requestCount() === 0 || (await pendingRefreshes()) > 0) {
      if (Date.now() > deadline) throw new Error(`market refresh did not settle: ${provider.requestCount()} calls`);
      await pause(200);
    }
    expect(provider.requestCount()).toBe(1);
    // The operator's view of each instance: Redis connected, the shared queue depth reported.
    for (const server of servers) {
      const metrics = await (await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
      expect(metrics).toMatch(/^coinmates_redis_connected 1$/m);
      expect(metrics).toMatch(/^coinmates_job_queue_depth \d+$/m);
    }
    for (const server of servers) {
      const coinsSeen = (await (await fetch(`${server.baseUrl}/api/cryptos`)).json()) as Array<{ symbol: string; market: unknown }>;
      expect(coinsSeen.find((coin) => coin.symbol === 'BTC')?.market).not.toBeNull();
    }
  }, 120_000);

  it('rolls a restart through all three behind haproxy under chat traffic: no failed request, no lost or duplicated message', async (context) => {
    if (!haproxy) return context.skip('haproxy is not installed: apt-get install haproxy, or set HAPROXY_PATH (npm test installs it as root on Debian)');
    if (servers.length !== 3) return context.skip('needs the three instances of the cold-start test');
    const balancer: LoadBalancer = await startLoadBalancer(haproxy as string, await freePort(), await freePort(), ports);
    try {
      for (const port of ports) await balancer.waitUntilUp(port);
      const api = createApiClient(balancer.baseUrl);
      const alice = await api.register('Alice');
      const bob = await api.register('Bob');
      const matchId = await api.match(alice, bob);

      const failures: string[] = [];
      let requestCount = 0;
      const sent: Array<{ from: 'alice' | 'bob'; clientId: string; id: number }> = [];
      const followers = { alice: await followLive(balancer.host, api, alice, matchId), bob: await followLive(balancer.host, api, bob, matchId) };

      let isRunning = true;
      const chat = async (name: 'alice' | 'bob', user: ApiUser, offsetMs: number) => {
        await pause(offsetMs);
        for (let count = 0; isRunning; count += 1) {
          const clientId = randomUUID();
          requestCount += 1;
          const outcome = await api.request(user, 'POST', `/api/matches/${matchId}/messages`, { content: `${name} says ${count}`, clientId });
          if (outcome.status === 201 || outcome.status === 200) sent.push({ from: name, clientId, id: (outcome.body as Message).id });
          else failures.push(`send ${clientId}: ${outcome.status} ${JSON.stringify(outcome.body)}`);
          // 24 messages a minute each: under the per-user chat limit.
          await pause(2_500);
        }
      };
      const read = async (user: ApiUser) => {
        while (isRunning) {
          for (const url of [`/api/matches/${matchId}/messages?limit=10`, '/api/messages/unread', '/api/matches']) {
            requestCount += 1;
            const outcome = await api.request(user, 'GET', url);
            if (outcome.status !== 200) failures.push(`GET ${url}: ${outcome.status} ${JSON.stringify(outcome.body)}`);
          }
          await pause(100);
        }
      };
      const traffic = Promise.all([chat('alice', alice, 0), chat('bob', bob, 1_250), read(alice), read(bob)]);

      await pause(2_000);
      for (const [index, port] of ports.entries()) {
        const old = servers[index] as ServerProcess;
        old.child.kill('SIGTERM');
        expect(await old.exited, old.output()).toBe(0);
        const next = startServer(instanceEnv(port));
        servers[index] = next;
        await waitUntilReady(next.baseUrl, next, 60_000);
        await balancer.waitUntilUp(port);
      }
      await pause(2_000);
      isRunning = false;
      await traffic;

      expect(failures).toEqual([]);
      expect(sent.length).toBeGreaterThanOrEqual(6);
      const history = (await api.request(alice, 'GET', `/api/matches/${matchId}/messages?limit=100`)).body as Message[];
      const storedClientIds = history.map((message) => message.clientId).sort();
      expect(storedClientIds).toEqual(sent.map((message) => message.clientId).sort());

      // Every message reached the other user: live, or from the history the client refetches on reconnect.
      await followers.alice.waitFor(sent.filter((message) => message.from === 'bob').map((message) => message.id));
      await followers.bob.waitFor(sent.filter((message) => message.from === 'alice').map((message) => message.id));
      for (const message of sent) {
        const recipient = message.from === 'alice' ? followers.bob : followers.alice;
        expect(recipient.received.has(message.id), `message ${message.clientId} reached its recipient`).toBe(true);
      }
      expect(followers.alice.liveCount() + followers.bob.liveCount()).toBeGreaterThan(0);
      // Every instance restarted, so every socket was closed (1001) and reconnected at least once.
      expect(followers.alice.reconnects()).toBeGreaterThanOrEqual(1);
      expect(followers.bob.reconnects()).toBeGreaterThanOrEqual(1);
      expect(followers.alice.closeCodes().every((code) => code === 1001)).toBe(true);
      followers.alice.stop();
      followers.bob.stop();
      const { retried, redispatched } = await balancer.retries();
      console.info(
        `rolling restart: ${requestCount} requests, 0 failed, ${sent.length} messages, ` +
          `reconnects alice ${followers.alice.reconnects()} bob ${followers.bob.reconnects()}, haproxy retried ${retried} redispatched ${redispatched}`,
      );

      // The restarted instances did not call the market provider again (the snapshot is fresh).
      expect(provider.requestCount()).toBe(1);
    } finally {
      await balancer.close();
    }
  }, 150_000);
});
