import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchSchema, type Match } from '../../../shared/contracts/matches';
import { as, createTestContext, type TestContext, type TestUser } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';
import { api, takeQuiz } from '../learning/learning-test-helpers';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

/** The match as the card (list) and the chat header (single) read it: the same for both. */
async function studyOf(user: TestUser, matchId: number) {
  const single = await as(context.app, user).get(`/api/matches/${matchId}`);
  expect(single.statusCode).toBe(200);
  const match = matchSchema.parse(single.json());
  const listed = (await as(context.app, user).get('/api/matches')).json() as Match[];
  expect(listed.find((entry) => entry.id === matchId)?.studyTogether).toEqual(match.studyTogether);
  return match.studyTogether;
}

async function complete(user: TestUser, moduleId: number): Promise<void> {
  expect((await api(context).start(user, moduleId)).statusCode).toBeLessThan(300);
  const result = await takeQuiz(context, user, moduleId, 'all');
  expect(result.json()).toMatchObject({ completedNow: true });
  await context.app.services.jobs.drained();
}

describe('study together on the match', () => {
  it('says what each can teach the other and suggests one module, the same for both, naming who is ahead', async () => {
    // A knows Staking and wants Trading; B the other way round (server/test/learning-profiles.ts).
    const { a, b, matchId } = await createMatchedPair(context.app);
    expect(await studyOf(a, matchId)).toEqual({ youTeach: ['Staking'], theyTeach: ['Trading'], module: { id: 6, title: expect.any(String), ahead: 'neither' }, taughtThatStuck: 0 });
    expect(await studyOf(b, matchId)).toMatchObject({ youTeach: ['Trading'], theyTeach: ['Staking'], module: { id: 6, ahead: 'neither' } });

    // B completes the trading entry module: B is ahead, A is ready for it.
    await complete(b, 6);
    expect((await studyOf(a, matchId)).module).toMatchObject({ id: 6, ahead: 'them' });
    expect((await studyOf(b, matchId)).module).toMatchObject({ id: 6, ahead: 'you' });

    // A catches up; B goes on to Technical Analysis (after module 6), which A is now ready for.
    await complete(a, 6);
    await complete(b, 15);
    expect((await studyOf(a, matchId)).module).toMatchObject({ id: 15, ahead: 'them' });
  });

  it('leaves the module out when either partner keeps their learning progress private; the teaching line stays', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    await complete(b, 6);
    const hide = await context.app.inject({ method: 'PATCH', url: '/api/users/me/settings', payload: { privacy: { shareLearningProgress: false } }, headers: { cookie: b.cookie } });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().privacy).toMatchObject({ shareLearningProgress: false, showOnlineStatus: true });
    expect(await studyOf(a, matchId)).toEqual({ youTeach: ['Staking'], theyTeach: ['Trading'], module: null, taughtThatStuck: 0 });
    expect((await studyOf(b, matchId)).module).toBeNull();

    const show = await context.app.inject({ method: 'PATCH', url: '/api/users/me/settings', payload: { privacy: { shareLearningProgress: true } }, headers: { cookie: b.cookie } });
    expect(show.statusCode).toBe(200);
    expect((await studyOf(a, matchId)).module).toMatchObject({ id: 6, ahead: 'them' });
  });

  it('is gone with the match once one blocks the other', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    expect((await context.app.inject({ method: 'POST', url: `/api/matches/${matchId}/block`, headers: { cookie: a.cookie } })).statusCode).toBe(200);
    for (const user of [a, b]) {
      expect((await as(context.app, user).get(`/api/matches/${matchId}`)).statusCode).toBe(404);
      expect(((await as(context.app, user).get('/api/matches')).json() as Match[]).map((match) => match.id)).not.toContain(matchId);
    }
  });
});
