import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityDays, matches } from '../../db/schema';
import { addDays, calendarDay } from '../../lib/calendar';
import { as, createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';
import { api, takeQuiz } from '../learning/learning-test-helpers';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

async function doLesson(user: TestUser, moduleId = 1): Promise<void> {
  expect((await api(context).start(user, moduleId)).statusCode).toBeLessThan(300);
  const result = await takeQuiz(context, user, moduleId, 'all');
  expect(result.statusCode, result.body).toBe(200);
  await context.app.services.jobs.drained();
}

async function streakOf(user: TestUser, matchId: number) {
  const single = await as(context.app, user).get(`/api/matches/${matchId}`);
  expect(single.statusCode).toBe(200);
  const listed = (await as(context.app, user).get('/api/matches')).json() as Array<{ id: number; pairStreak: unknown }>;
  // The match card and the chat header read the same streak.
  expect(listed.find((match) => match.id === matchId)?.pairStreak).toEqual(single.json().pairStreak);
  return single.json().pairStreak as { days: number; freezes: number; isTodayDone: boolean };
}

describe('pair streak on the match', () => {
  it('reaches 1 when both partners do a lesson today, for both of them', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    expect(await streakOf(a, matchId)).toEqual({ days: 0, freezes: 0, isTodayDone: false });
    await doLesson(a);
    await doLesson(b, 2);
    expect(await streakOf(a, matchId)).toEqual({ days: 1, freezes: 0, isTodayDone: true });
    expect(await streakOf(b, matchId)).toEqual({ days: 1, freezes: 0, isTodayDone: true });
  });

  it('stays at 0 with today not done when only one partner learned', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    await doLesson(a);
    expect(await streakOf(a, matchId)).toEqual({ days: 0, freezes: 0, isTodayDone: false });
    expect(await streakOf(b, matchId)).toEqual({ days: 0, freezes: 0, isTodayDone: false });
  });

  it('counts vocabulary reviews as a learning day', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    await doLesson(a);
    const review = await context.app.inject({ method: 'POST', url: '/api/vocabulary/user/progress', payload: { termId: 1, learned: true, mastered: false }, headers: { cookie: b.cookie } });
    expect(review.statusCode, review.body).toBe(200);
    await context.app.services.jobs.drained();
    expect(await streakOf(b, matchId)).toEqual({ days: 1, freezes: 0, isTodayDone: true });
  });

  it('carries recorded days since the match began, earns a freeze and leaves today open', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const today = calendarDay(new Date(), 'UTC');
    // The match formed ten days ago; both reviewed vocabulary on each of the last seven days before today.
    await context.database.db
      .update(matches)
      .set({ createdAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(matches.id, matchId));
    const days = Array.from({ length: 7 }, (_, index) => addDays(today, -7 + index));
    // Ten days before the match formed do not count.
    const beforeMatch = Array.from({ length: 5 }, (_, index) => addDays(today, -20 + index));
    for (const user of [a, b]) {
      await context.database.db.insert(activityDays).values([...days, ...beforeMatch].map((day) => ({ userId: user.id, kind: 'vocabulary', day })));
    }
    expect(await streakOf(a, matchId)).toEqual({ days: 7, freezes: 1, isTodayDone: false });
  });

  it('is only for the two participants: anyone else gets 404, a guest 401', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    await doLesson(a);
    await doLesson(b);
    const stranger = await registerUser(context.app);
    expect((await as(context.app, stranger).get(`/api/matches/${matchId}`)).statusCode).toBe(404);
    expect(((await as(context.app, stranger).get('/api/matches')).json() as unknown[]).length).toBe(0);
    expect((await as(context.app, null).get(`/api/matches/${matchId}`)).statusCode).toBe(401);
  });
});
