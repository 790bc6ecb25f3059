import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive, listenOnLoopback } from '../../test/live-client';
import { createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';
import { TEACHES_STAKING, TEACHES_TRADING } from '../../test/learning-profiles';
import { createMatchedPair } from '../../test/test-matches';
import { caller, matchIdsOf, sendMessage } from './safety-test-helpers';

let context: TestContext;
let host: string;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  context = await createTestContext();
  host = await listenOnLoopback(context.app);
  call = caller(context);
});
afterAll(async () => {
  await context.close();
});

/** Every match-scoped endpoint, as [method, url, body]. */
const matchEndpoints = (matchId: number): Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object | undefined]> => [
  ['GET', `/api/matches/${matchId}`, undefined],
  ['GET', `/api/matches/${matchId}/messages`, undefined],
  ['POST', `/api/matches/${matchId}/messages`, { content: 'are you there?' }],
  ['PUT', `/api/matches/${matchId}/messages/read`, undefined],
  ['POST', `/api/matches/${matchId}/block`, undefined],
  ['DELETE', `/api/matches/${matchId}`, undefined],
];

async function expectGoneForBoth(matchId: number, users: TestUser[]): Promise<void> {
  for (const user of users) {
    expect(await matchIdsOf(context, user)).not.toContain(matchId);
    for (const [method, url, body] of matchEndpoints(matchId)) {
      const response = await call(user, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Match not found' });
    }
  }
}

/** Swipes every listed coin again, re-saves the learning profile: both would match the pair anew. */
async function swipeAndEditAgain(users: Array<[TestUser, object]>): Promise<void> {
  for (const [user, profile] of users) {
    expect((await call(user, 'POST', '/api/preferences/reset')).statusCode).toBe(200);
    for (const coinId of [1, 2, 5, 12, 20, 3, 4]) await call(user, 'POST', '/api/preferences', { coinId, liked: true });
    expect((await call(user, 'PATCH', '/api/users/profile', profile)).statusCode).toBe(200);
  }
  // Matching after a swipe or an edit runs as a queued job (`matching.run`).
  await context.app.services.jobs.drained();
}

describe('POST /api/matches/:id/block', () => {
  it('ends the match for both: gone from both lists, every match endpoint 404 to both, history gone', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    await sendMessage(context, b, matchId, 'send me your seed phrase');
    const blocked = await call(a, 'POST', `/api/matches/${matchId}/block`);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ ok: true });
    await expectGoneForBoth(matchId, [a, b]);
    expect((await call(b, 'GET', '/api/messages/unread')).json()).toEqual({ count: 0 });
    expect((await call(a, 'GET', '/api/messages/unread')).json()).toEqual({ count: 0 });
  });

  it('answers 404 to a user outside the match (nothing ends) and 401 to a guest', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const outsider = await registerUser(context.app);
    expect((await call(outsider, 'POST', `/api/matches/${matchId}/block`)).statusCode).toBe(404);
    expect((await call(outsider, 'DELETE', `/api/matches/${matchId}`)).statusCode).toBe(404);
    expect((await call(null, 'POST', `/api/matches/${matchId}/block`)).statusCode).toBe(401);
    expect((await call(null, 'DELETE', `/api/matches/${matchId}`)).statusCode).toBe(401);
    expect((await call(a, 'POST', '/api/matches/abc/block')).statusCode).toBe(400);
    expect(await matchIdsOf(context, a)).toContain(matchId);
    expect(await matchIdsOf(context, b)).toContain(matchId);
  });

  it('never matches the pair again, whatever either swipes or edits', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    expect((await call(b, 'POST', `/api/matches/${matchId}/block`)).statusCode).toBe(200);
    await swipeAndEditAgain([
      [a, TEACHES_STAKING],
      [b, TEACHES_TRADING],
    ]);
    const aMatches = (await call(a, 'GET', '/api/matches')).json() as Array<{ matchedUser: { id: number } }>;
    const bMatches = (await call(b, 'GET', '/api/matches')).json() as Array<{ matchedUser: { id: number } }>;
    expect(aMatches.map((match) => match.matchedUser.id)).not.toContain(b.id);
    expect(bMatches.map((match) => match.matchedUser.id)).not.toContain(a.id);

    // The same profiles still match other people: the block excludes only this pair.
    const newcomer = await registerUser(context.app);
    await call(newcomer, 'PATCH', '/api/users/profile', TEACHES_TRADING);
    for (const coinId of [1, 2, 5, 12, 20]) await call(newcomer, 'POST', '/api/preferences', { coinId, liked: true });
    await context.app.services.jobs.drained();
    const newcomerMatches = (await call(newcomer, 'GET', '/api/matches')).json() as Array<{ matchedUser: { id: number } }>;
    expect(newcomerMatches.map((match) => match.matchedUser.id)).toContain(a.id);
  });

  it('tells both users the match is gone with the same event, and no live event about it follows', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const aSocket = await connectLive(host, { cookie: a.cookie });
    const bSocket = await connectLive(host, { cookie: b.cookie });
    await sendMessage(context, b, matchId, 'hi');
    await aSocket.waitFor((event) => event.type === 'new_message');

    expect((await call(a, 'POST', `/api/matches/${matchId}/block`)).statusCode).toBe(200);
    const toBlocked = await bSocket.waitFor((event) => event.type === 'match_removed');
    const toBlocker = await aSocket.waitFor((event) => event.type === 'match_removed');
    expect(toBlocked).toEqual({ type: 'match_removed', matchId });
    expect(toBlocker).toEqual(toBlocked);
    const countAfterBlock = { a: aSocket.events.length, b: bSocket.events.length };

    // The blocked user keeps trying: typing, sending, read marks. The blocker hears nothing.
    bSocket.socket.send(JSON.stringify({ type: 'typing', matchId }));
    expect((await call(b, 'POST', `/api/matches/${matchId}/messages`, { content: 'why?' })).statusCode).toBe(404);
    expect((await call(b, 'PUT', `/api/matches/${matchId}/messages/read`)).statusCode).toBe(404);
    aSocket.socket.send(JSON.stringify({ type: 'typing', matchId }));
    await bSocket.waitFor((event) => event.type === 'error');
    await aSocket.waitFor((event) => event.type === 'error');
    // Only each socket's own refusal of its typing frame: nothing from the other side. A user's own progress
    // (an achievement for the message sent before the block, evaluated by a job) may still arrive: it is not
    // about the match.
    const afterBlock = (socket: typeof aSocket, from: number) =>
      socket.events
        .slice(from)
        .map((event) => event.type)
        .filter((type) => type !== 'achievement_earned' && type !== 'level_up');
    expect(afterBlock(aSocket, countAfterBlock.a)).toEqual(['error']);
    expect(afterBlock(bSocket, countAfterBlock.b)).toEqual(['error']);
    aSocket.close();
    bSocket.close();
  });
});

describe('DELETE /api/matches/:id (unmatch)', () => {
  it('ends the match for both without a block, and the pair is not matched again', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    await sendMessage(context, a, matchId, 'hello');
    const unmatched = await call(a, 'DELETE', `/api/matches/${matchId}`);
    expect(unmatched.statusCode).toBe(200);
    await expectGoneForBoth(matchId, [a, b]);
    await swipeAndEditAgain([
      [a, TEACHES_STAKING],
      [b, TEACHES_TRADING],
    ]);
    const aMatches = (await call(a, 'GET', '/api/matches')).json() as Array<{ matchedUser: { id: number } }>;
    expect(aMatches.map((match) => match.matchedUser.id)).not.toContain(b.id);
  });
});
