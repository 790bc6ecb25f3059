/**
 * Drill challenges through the API (docs/decisions/054-practice-wallet-and-quiz-fairness.md): sent through the
 * chat's send pipeline, only one of the six drills, only in one's own conversation; the result is posted once,
 * by the challenged partner only, with counts in bounds, and reaches both users live. No points.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRILL_IDS } from '../../../../shared/contracts/drill-challenge';
import { drillChallengeMessageSchema, messageListSchema, type DrillChallengeMessage } from '../../../../shared/contracts/messages';
import type { ServerEvent } from '../../../../shared/live/events';
import { createInProcessUserChannel } from '../../../live/user-channel';
import { ledgerRows } from '../../gamification/office-test-helpers';
import { as, createTestContext, registerUser, type TestContext, type TestUser } from '../../../test/test-app';
import { createMatchedPair } from '../../../test/test-matches';

let context: TestContext;
const userChannel = createInProcessUserChannel();
beforeAll(async () => {
  context = await createTestContext({ userChannel });
});
afterAll(async () => {
  await context.close();
});

async function challenge(sender: TestUser, matchId: number, drillId: string = 'sign'): Promise<DrillChallengeMessage> {
  const response = await as(context.app, sender).post(`/api/matches/${matchId}/drill-challenges`, { drillId });
  expect(response.statusCode, response.body).toBe(201);
  return drillChallengeMessageSchema.parse(response.json());
}

const postResult = (user: TestUser | null, messageId: number, body: object) => as(context.app, user).post(`/api/messages/${messageId}/drill-result`, body);

async function history(user: TestUser, matchId: number) {
  const response = await as(context.app, user).get(`/api/matches/${matchId}/messages`);
  expect(response.statusCode).toBe(200);
  return messageListSchema.parse(response.json());
}

/** Collects the live events a user receives from now on. */
async function listen(user: TestUser) {
  const events: ServerEvent[] = [];
  const stop = await userChannel.subscribeUser(user.id, (event) => events.push(event));
  return { events, stop };
}

describe('sending a drill challenge', () => {
  it('sends any of the six drills as a message both users see, announced to the partner like any message', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const listening = await listen(b);
    for (const drillId of DRILL_IDS) {
      const sent = await challenge(a, matchId, drillId);
      expect(sent.drillChallenge).toEqual({ drillId, challengerId: a.id, challengedId: b.id, result: null });
      expect(sent.content).toMatch(/^Drill challenge: /);
      expect(listening.events).toContainEqual(expect.objectContaining({ type: 'new_message', messageId: sent.id, senderId: a.id }));
    }
    await listening.stop();
    const seen = (await history(b, matchId)).filter((message) => message.kind === 'drill_challenge');
    expect(seen.map((message) => message.kind === 'drill_challenge' && message.drillChallenge.drillId)).toEqual([...DRILL_IDS]);
  });

  it('stores one challenge for a retried client id', async () => {
    const { a, matchId } = await createMatchedPair(context.app);
    const clientId = crypto.randomUUID();
    const first = await as(context.app, a).post(`/api/matches/${matchId}/drill-challenges`, { drillId: 'swap', clientId });
    const again = await as(context.app, a).post(`/api/matches/${matchId}/drill-challenges`, { drillId: 'swap', clientId });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().id).toBe(first.json().id);
    expect((await history(a, matchId)).filter((message) => message.kind === 'drill_challenge')).toHaveLength(1);
  });

  it('refuses an unknown drill with 400, a conversation not yours with 404, a guest with 401', async () => {
    const { a, matchId } = await createMatchedPair(context.app);
    const unknown = await as(context.app, a).post(`/api/matches/${matchId}/drill-challenges`, { drillId: 'bridge' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Unknown drill/);
    expect((await as(context.app, a).post(`/api/matches/${matchId}/drill-challenges`, {})).statusCode).toBe(400);
    expect((await as(context.app, a).post(`/api/matches/${matchId}/drill-challenges`, { drillId: 'sign', extra: 1 })).statusCode).toBe(400);
    const outsider = await registerUser(context.app);
    expect((await as(context.app, outsider).post(`/api/matches/${matchId}/drill-challenges`, { drillId: 'sign' })).statusCode).toBe(404);
    expect((await as(context.app, null).post(`/api/matches/${matchId}/drill-challenges`, { drillId: 'sign' })).statusCode).toBe(401);
    expect((await history(a, matchId)).filter((message) => message.kind === 'drill_challenge')).toHaveLength(0);
  });

  it('is refused once the match has ended (blocked): 404, like every message', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const sent = await challenge(a, matchId);
    expect((await as(context.app, b).post(`/api/matches/${matchId}/block`, {})).statusCode).toBe(200);
    expect((await as(context.app, a).post(`/api/matches/${matchId}/drill-challenges`, { drillId: 'sign' })).statusCode).toBe(404);
    expect((await postResult(b, sent.id, { right: 6, total: 6 })).statusCode).toBe(404);
  });
});

describe('the result of a drill challenge', () => {
  it('is recorded once, by the challenged partner, and reaches both users live; no points', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const sent = await challenge(a, matchId, 'sign');
    // The send's own message points and achievements settle first; the result must add nothing to them.
    await context.app.services.jobs.drained();
    const pointsBefore = [(await ledgerRows(context.database.db, a.id)).length, (await ledgerRows(context.database.db, b.id)).length];
    const [forA, forB] = [await listen(a), await listen(b)];

    const done = await postResult(b, sent.id, { right: 4, total: 6 });
    expect(done.statusCode, done.body).toBe(200);
    expect(drillChallengeMessageSchema.parse(done.json()).drillChallenge.result).toEqual({ passed: false, right: 4, total: 6, completedAt: expect.any(String) });
    for (const listening of [forA, forB]) {
      expect(listening.events).toContainEqual({ type: 'drill_challenge_done', matchId, messageId: sent.id, passed: false });
      await listening.stop();
    }
    // Catch-up after a reconnect is a refetch: both histories carry the result.
    for (const viewer of [a, b]) {
      const card = (await history(viewer, matchId)).find((message) => message.id === sent.id);
      expect(card?.kind === 'drill_challenge' && card.drillChallenge.result).toMatchObject({ passed: false, right: 4, total: 6 });
    }

    const second = await postResult(b, sent.id, { right: 6, total: 6 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already has its result/);
    await context.app.services.jobs.drained();
    expect([(await ledgerRows(context.database.db, a.id)).length, (await ledgerRows(context.database.db, b.id)).length]).toEqual(pointsBefore);
  });

  it('passes only with every step right', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const sent = await challenge(a, matchId, 'support');
    const done = await postResult(b, sent.id, { right: 1, total: 1 });
    expect(done.json().drillChallenge.result).toMatchObject({ passed: true, right: 1, total: 1 });
  });

  it('refuses the challenger (403), anyone outside the conversation and a guest, and leaves it open', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const sent = await challenge(a, matchId);
    const own = await postResult(a, sent.id, { right: 6, total: 6 });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toMatch(/Only your partner/);
    const outsider = await registerUser(context.app);
    expect((await postResult(outsider, sent.id, { right: 6, total: 6 })).statusCode).toBe(404);
    expect((await postResult(null, sent.id, { right: 6, total: 6 })).statusCode).toBe(401);
    // A plain message is not a challenge; an id that does not exist neither.
    const plain = await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'hello' });
    expect((await postResult(b, plain.json().id, { right: 1, total: 1 })).statusCode).toBe(404);
    expect((await postResult(b, 2_000_000_000, { right: 1, total: 1 })).statusCode).toBe(404);
    const card = (await history(b, matchId)).find((message) => message.id === sent.id);
    expect(card?.kind === 'drill_challenge' && card.drillChallenge.result).toBeNull();
  });

  it('refuses counts out of bounds or not the drill\u2019s steps with 400, and records nothing', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const sent = await challenge(a, matchId, 'sign');
    const bad = [
      { right: 7, total: 6 },
      { right: -1, total: 6 },
      { right: 2, total: 0 },
      { right: 5, total: 4 },
      { right: 1.5, total: 6 },
      { right: '4', total: 6 },
      { right: 4 },
      { right: 4, total: 6, passed: true },
      { right: 4, total: 99 },
    ];
    for (const body of bad) expect((await postResult(b, sent.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    const wrongSteps = await postResult(b, sent.id, { right: 2, total: 2 });
    expect(wrongSteps.statusCode).toBe(400);
    expect(wrongSteps.json().message).toMatch(/6 steps/);
    expect((await as(context.app, b).post('/api/messages/abc/drill-result', { right: 1, total: 6 })).statusCode).toBe(400);
    expect((await postResult(b, sent.id, { right: 6, total: 6 })).statusCode).toBe(200);
  });

  it('answers 404 for a challenge its sender deleted', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const sent = await challenge(a, matchId);
    expect((await as(context.app, a).delete(`/api/matches/${matchId}/messages/${sent.id}`)).statusCode).toBe(200);
    expect((await postResult(b, sent.id, { right: 6, total: 6 })).statusCode).toBe(404);
  });
});
