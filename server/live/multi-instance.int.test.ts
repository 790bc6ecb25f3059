/**
 * Two server instances on one PostgreSQL database and one Redis: live events reach a user on whichever
 * instance holds their socket. Needs real PostgreSQL (PGlite is one process) and Redis, as in CI.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwoInstances, type Instance, type TwoInstances } from '../test/two-instances';
import type { ServerEvent } from '../../shared/live/events';
import { connectLive, type LiveClient } from '../test/live-client';
import { registerUser, sessionCookieFrom } from '../test/test-app';
import { LIVE_SESSION_ENDED_CLOSE_CODE } from '../../shared/live/events';
import { createMatchedPair } from '../test/test-matches';

/** A sentinel resolves as soon as it arrives; the limit only turns a lost one into a clear failure on a loaded machine. */
const SENTINEL_TIMEOUT_MS = 10_000;

const redisUrl = process.env.TEST_REDIS_URL;
const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
let markerLevel = 10_000;

/**
 * Sentinel for negative checks: publishes a marker to the user through `instance` and waits until the
 * socket got it. One publisher's events reach a socket in order, so what it published before has arrived.
 */
async function settle(instance: Instance, client: LiveClient, userId: number): Promise<void> {
  markerLevel += 1;
  const level = markerLevel;
  await instance.app.services.userChannel.publishToUser(userId, { type: 'level_up', level });
  await client.waitFor((event) => event.type === 'level_up' && event.level === level, SENTINEL_TIMEOUT_MS);
}
const isPostgres = process.env.TEST_DB_KIND === 'postgres';

// Skipped on the PGlite project (one process per database) and where no Redis is configured.
describe.skipIf(!redisUrl || !isPostgres)('two instances sharing PostgreSQL and Redis', () => {
  let cluster: TwoInstances;
  const instances: Instance[] = [];

  beforeAll(async () => {
    cluster = await startTwoInstances(redisUrl as string);
    instances.push(cluster.a, cluster.b);
  });

  afterAll(async () => {
    await cluster?.close();
  });

  it('delivers a message posted through instance B to its recipient on instance A, and to nobody else', async () => {
    const [a, b] = instances as [(typeof instances)[number], (typeof instances)[number]];
    const { a: alice, b: bob, matchId } = await createMatchedPair(b.app);
    const bystander = await registerUser(b.app);
    const bobOnA = await connectLive(a.host, { cookie: bob.cookie });
    const bystanderOnA = await connectLive(a.host, { cookie: bystander.cookie });
    const aliceOnB = await connectLive(b.host, { cookie: alice.cookie });

    const sent = await b.app.inject({ method: 'POST', url: `/api/matches/${matchId}/messages`, payload: { content: 'across instances' }, headers: { cookie: alice.cookie } });
    expect(sent.statusCode).toBe(201);
    const event = await bobOnA.waitFor((entry) => entry.type === 'new_message', 1_000);
    expect(event).toMatchObject({ matchId, messageId: sent.json().id, receiverId: bob.id, senderId: alice.id });

    // Sentinels published through instance B after the message: once they arrived, so had anything before.
    await settle(b, bystanderOnA, bystander.id);
    await settle(b, aliceOnB, alice.id);
    expect(bystanderOnA.events.filter((entry) => entry.type === 'new_message')).toEqual([]);
    expect(aliceOnB.events.filter((entry) => entry.type === 'new_message')).toEqual([]);

    // Presence is shared: instance B sees that Bob (connected to A) is online.
    const list = (await b.app.inject({ url: '/api/matches', headers: { cookie: alice.cookie } })).json();
    expect(list.find((match: { id: number }) => match.id === matchId).matchedUser.isOnline).toBe(true);
    for (const client of [bobOnA, bystanderOnA, aliceOnB]) client.close();
  });

  it('announces a user offline only once their last socket on any instance closes', async () => {
    const [a, b] = instances as [(typeof instances)[number], (typeof instances)[number]];
    const { a: alice, b: bob } = await createMatchedPair(a.app);
    const aliceOnA = await connectLive(a.host, { cookie: alice.cookie });
    const bobOnA = await connectLive(a.host, { cookie: bob.cookie });
    const bobOnB = await connectLive(b.host, { cookie: bob.cookie });
    const isBobOffline = (event: ServerEvent) => event.type === 'presence' && event.userId === bob.id && !event.isOnline;

    const isBobOnline = (event: ServerEvent) => event.type === 'presence' && event.userId === bob.id && event.isOnline;
    const onlineCount = () => aliceOnA.events.filter(isBobOnline).length;
    // Each instance announced Bob once, on his first socket there.
    await aliceOnA.waitFor((event) => isBobOnline(event) && onlineCount() >= 2);
    bobOnA.close();
    // Instance A handled the close once it dropped Bob's channel (same handler as its socket count).
    const bobChannel = `${cluster.prefix}user:${bob.id}`;
    const deadline = Date.now() + 5_000;
    while (((await a.redis.pubsub('NUMSUB', bobChannel)) as [string, number])[1] !== 1 && Date.now() < deadline) await pause(20);
    // Sentinel: Bob back on A. His presence work runs in order per user, so this online announcement comes
    // after whatever closing his first socket on A announced.
    const bobAgainOnA = await connectLive(a.host, { cookie: bob.cookie });
    await aliceOnA.waitFor((event) => isBobOnline(event) && onlineCount() >= 3, SENTINEL_TIMEOUT_MS);
    expect(aliceOnA.events.filter(isBobOffline)).toEqual([]);
    const list = (await b.app.inject({ url: '/api/matches', headers: { cookie: alice.cookie } })).json();
    expect(list.find((match: { matchedUser: { id: number } }) => match.matchedUser.id === bob.id).matchedUser.isOnline).toBe(true);

    bobAgainOnA.close();
    bobOnB.close();
    await aliceOnA.waitFor(isBobOffline);
    aliceOnA.close();
  });

  it("subscribes to a user's channel only while the user has a socket on the instance", async () => {
    const [a] = instances as [(typeof instances)[number]];
    const bob = await registerUser(a.app);
    const channel = `${cluster.prefix}user:${bob.id}`;
    const subscribers = async () => ((await a.redis.pubsub('NUMSUB', channel)) as [string, number])[1];
    const bobOnA = await connectLive(a.host, { cookie: bob.cookie });
    expect(await subscribers()).toBe(1);
    bobOnA.close();
    const deadline = Date.now() + 2_000;
    while ((await subscribers()) !== 0 && Date.now() < deadline) await pause(20);
    expect(await subscribers()).toBe(0);
  });

  it("resolves a user's later subscriptions only once the user's channel is subscribed", async () => {
    const [a] = instances as [(typeof instances)[number]];
    const userId = (await registerUser(a.app)).id;
    const resolved: string[] = [];
    const first = a.userChannel.subscribeUser(userId, () => undefined).then((unsubscribe) => (resolved.push('first'), unsubscribe));
    const second = a.userChannel.subscribeUser(userId, () => undefined).then((unsubscribe) => (resolved.push('second'), unsubscribe));
    const unsubscribes = await Promise.all([first, second]);
    expect(resolved).toEqual(['first', 'second']);
    for (const unsubscribe of unsubscribes) await unsubscribe();
  });

  it('shares the message rate limit across instances', async () => {
    const [a, b] = instances as [(typeof instances)[number], (typeof instances)[number]];
    const { a: alice, matchId } = await createMatchedPair(a.app);
    const statuses: number[] = [];
    for (let index = 0; index < 32; index += 1) {
      const target = index % 2 === 0 ? a : b;
      const response = await target.app.inject({ method: 'POST', url: `/api/matches/${matchId}/messages`, payload: { content: `m${index}` }, headers: { cookie: alice.cookie } });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it("closes the logged-out session's sockets on the other instance at once, and only those", async () => {
    const [a, b] = instances as [(typeof instances)[number], (typeof instances)[number]];
    const alice = await registerUser(a.app);
    const otherLogin = await b.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: alice.username, password: alice.password } });
    const otherCookie = sessionCookieFrom(otherLogin);
    const loggingOut = await connectLive(a.host, { cookie: alice.cookie });
    const staying = await connectLive(a.host, { cookie: otherCookie });
    const closed = new Promise<number>((resolve) => loggingOut.socket.once('close', (code) => resolve(code)));

    const logout = await b.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: alice.cookie } });
    expect(logout.statusCode).toBe(200);
    // No event is sent to Alice: the close comes from the logout itself, on instance A.
    expect(await closed).toBe(LIVE_SESSION_ENDED_CLOSE_CODE);
    // Sentinel: the other session's socket still receives an event published after the logout.
    await settle(b, staying, alice.id);
    expect(staying.socket.readyState).toBe(staying.socket.OPEN);

    // Ending every session (what a password change or suspension does) closes the rest.
    const stayingClosed = new Promise<number>((resolve) => staying.socket.once('close', (code) => resolve(code)));
    await b.app.services.endSessions(alice.id);
    expect(await stayingClosed).toBe(LIVE_SESSION_ENDED_CLOSE_CODE);
    expect((await a.app.inject({ url: '/api/auth/status', headers: { cookie: otherCookie } })).statusCode).toBe(401);
  });
});
