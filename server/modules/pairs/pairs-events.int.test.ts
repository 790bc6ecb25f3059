/**
 * Learning reaches a partner live: `module.progressed` (start, quiz, completion) and `term.reviewed` send
 * `pair_streak_changed` to each partner of the learner. Absence is checked behind a sentinel event
 * published to the same socket after the fact (a socket's events arrive in publish order).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerEvent } from '../../../shared/live/events';
import { takeQuiz, api } from '../learning/learning-test-helpers';
import { connectLive, listenOnLoopback, type LiveClient } from '../../test/live-client';
import { createTestContext, registerUser, type TestContext } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';

/** A sentinel resolves as soon as it arrives; the limit only turns a lost one into a clear failure on a loaded machine. */
const SENTINEL_TIMEOUT_MS = 10_000;

let context: TestContext;
let host: string;
beforeAll(async () => {
  context = await createTestContext();
  host = await listenOnLoopback(context.app);
});
afterAll(async () => {
  await context.close();
});

const isStreakChange = (event: ServerEvent) => event.type === 'pair_streak_changed';

/** Publishes a marker to the user and waits for it: every event published before it has arrived. */
async function settle(client: LiveClient, userId: number, level: number): Promise<void> {
  await context.app.services.userChannel.publishToUser(userId, { type: 'level_up', level });
  await client.waitFor((event) => event.type === 'level_up' && event.level === level, SENTINEL_TIMEOUT_MS);
}

describe('pair_streak_changed', () => {
  it('tells the partner (only) when the user starts a module, submits its quiz and reviews a term', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const outsider = await registerUser(context.app);
    const bob = await connectLive(host, { cookie: b.cookie });
    const alice = await connectLive(host, { cookie: a.cookie });
    const stranger = await connectLive(host, { cookie: outsider.cookie });

    expect((await api(context).start(a, 1)).statusCode).toBe(201);
    expect(await bob.waitFor(isStreakChange, SENTINEL_TIMEOUT_MS)).toEqual({ type: 'pair_streak_changed', matchId });

    expect((await takeQuiz(context, a, 1, 0)).statusCode).toBe(200);
    await settle(bob, b.id, 9001);
    expect(bob.events.filter(isStreakChange)).toHaveLength(2);

    const review = await context.app.inject({ method: 'POST', url: '/api/vocabulary/user/progress', payload: { termId: 1, learned: true, mastered: false }, headers: { cookie: a.cookie } });
    expect(review.statusCode).toBe(200);
    await settle(bob, b.id, 9002);
    expect(bob.events.filter(isStreakChange)).toHaveLength(3);

    // Starting the same module again records nothing new: no event.
    expect((await api(context).start(a, 1)).statusCode).toBe(200);
    await settle(bob, b.id, 9003);
    expect(bob.events.filter(isStreakChange)).toHaveLength(3);
    // Neither the learner nor a stranger is told.
    await settle(alice, a.id, 9004);
    await settle(stranger, outsider.id, 9005);
    expect(alice.events.filter(isStreakChange)).toEqual([]);
    expect(stranger.events.filter(isStreakChange)).toEqual([]);
    for (const client of [bob, alice, stranger]) client.close();
  });
});
