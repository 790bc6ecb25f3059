/**
 * Block and suspension across two instances sharing PostgreSQL and Redis: the match is gone on both at
 * once, nothing about it reaches either user on either instance, and a suspended user's sockets close
 * wherever they are. Needs real PostgreSQL and Redis, as in CI.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwoInstances, type Instance, type TwoInstances } from '../../test/two-instances';
import { LIVE_SESSION_ENDED_CLOSE_CODE } from '../../../shared/live/events';
import { connectLive } from '../../test/live-client';
import { registerUser } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';
import { makeModerator } from './safety-test-helpers';

const redisUrl = process.env.TEST_REDIS_URL;
const isPostgres = process.env.TEST_DB_KIND === 'postgres';

describe.skipIf(!redisUrl || !isPostgres)('safety across two instances', () => {
  let cluster: TwoInstances;
  const instances: Instance[] = [];

  beforeAll(async () => {
    cluster = await startTwoInstances(redisUrl as string);
    instances.push(cluster.a, cluster.b);
  });

  afterAll(async () => {
    await cluster?.close();
  });

  it('a block on instance B removes the match on A at once, and stops typing, messages and read marks', async () => {
    const [a, b] = instances as [(typeof instances)[number], (typeof instances)[number]];
    const { a: alice, b: bob, matchId } = await createMatchedPair(a.app);
    const aliceOnA = await connectLive(a.host, { cookie: alice.cookie });
    const bobOnA = await connectLive(a.host, { cookie: bob.cookie });
    // Instance A has served this match before the block (any memory of it must not outlive the block).
    bobOnA.socket.send(JSON.stringify({ type: 'typing', matchId }));
    await aliceOnA.waitFor((event) => event.type === 'typing');
    expect((await a.app.inject({ url: `/api/matches/${matchId}/messages`, headers: { cookie: bob.cookie } })).statusCode).toBe(200);

    expect((await b.app.inject({ method: 'POST', url: `/api/matches/${matchId}/block`, headers: { cookie: alice.cookie } })).statusCode).toBe(200);
    expect(await bobOnA.waitFor((event) => event.type === 'match_removed')).toEqual({ type: 'match_removed', matchId });
    await aliceOnA.waitFor((event) => event.type === 'match_removed');
    const aliceSeen = aliceOnA.events.length;

    for (const [method, url] of [
      ['GET', `/api/matches/${matchId}/messages`],
      ['POST', `/api/matches/${matchId}/messages`],
      ['PUT', `/api/matches/${matchId}/messages/read`],
      ['GET', `/api/matches/${matchId}`],
    ] as const) {
      const response = await a.app.inject({ method, url, payload: method === 'POST' ? { content: 'hello?' } : undefined, headers: { cookie: bob.cookie } });
      expect(response.statusCode, `${method} ${url} on instance A`).toBe(404);
    }
    // A fresh socket: the first one's typing frames are throttled.
    const bobAgainOnA = await connectLive(a.host, { cookie: bob.cookie });
    bobAgainOnA.socket.send(JSON.stringify({ type: 'typing', matchId }));
    await bobAgainOnA.waitFor((event) => event.type === 'error');
    expect(aliceOnA.events.slice(aliceSeen)).toEqual([]);
    const list = (await a.app.inject({ url: '/api/matches', headers: { cookie: bob.cookie } })).json() as Array<{ id: number }>;
    expect(list.map((match) => match.id)).not.toContain(matchId);
    for (const client of [aliceOnA, bobOnA, bobAgainOnA]) client.close();
  });

  it('a suspension on instance B closes the user’s sockets on instance A with 4401', async () => {
    const [a, b] = instances as [(typeof instances)[number], (typeof instances)[number]];
    const { a: alice, b: bob, matchId } = await createMatchedPair(a.app);
    const moderator = await registerUser(b.app);
    await makeModerator({ app: b.app, database: cluster.primary, close: async () => undefined }, moderator);
    const sent = await a.app.inject({ method: 'POST', url: `/api/matches/${matchId}/messages`, payload: { content: 'pay me' }, headers: { cookie: bob.cookie } });
    const report = await a.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { reportedUserId: bob.id, messageId: sent.json().id, reason: 'scam_or_fraud' },
      headers: { cookie: alice.cookie },
    });
    const bobOnA = await connectLive(a.host, { cookie: bob.cookie });
    const closed = new Promise<number>((resolve) => bobOnA.socket.once('close', (code) => resolve(code)));
    const action = await b.app.inject({
      method: 'POST',
      url: `/api/moderation/reports/${report.json().id}/actions`,
      payload: { action: 'suspend', durationHours: 24 },
      headers: { cookie: moderator.cookie },
    });
    expect(action.statusCode).toBe(200);
    expect(await closed).toBe(LIVE_SESSION_ENDED_CLOSE_CODE);
  });
});
