import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS } from '../../../shared/constants/gamification';
import { activityDays, matches, pointsLedger, userAchievements } from '../../db/schema';
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

const today = () => calendarDay(new Date(), 'UTC');

/** Both users reviewed vocabulary on each of the `count` days before today (explicit dates, users in UTC). */
async function learnedTogetherBefore(users: TestUser[], count: number): Promise<void> {
  const days = Array.from({ length: count }, (_, index) => addDays(today(), -count + index));
  for (const user of users) {
    await context.database.db
      .insert(activityDays)
      .values(days.map((day) => ({ userId: user.id, kind: 'vocabulary', day })))
      .onConflictDoNothing();
  }
}

async function formedDaysAgo(matchId: number, days: number): Promise<void> {
  await context.database.db
    .update(matches)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(matches.id, matchId));
}

/** Today's learning through the real API: a module started and its quiz submitted. */
async function doLesson(user: TestUser, moduleId = 1): Promise<void> {
  expect((await api(context).start(user, moduleId)).statusCode).toBeLessThan(300);
  expect((await takeQuiz(context, user, moduleId, 'all')).statusCode).toBe(200);
  await context.app.services.jobs.drained();
}

async function milestoneRows(user: TestUser) {
  return context.database.db
    .select({ key: pointsLedger.idempotencyKey, points: pointsLedger.points, source: pointsLedger.source })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, user.id), like(pointsLedger.idempotencyKey, 'pair-streak:%')))
    .orderBy(pointsLedger.id);
}

async function achievementKeys(user: TestUser): Promise<string[]> {
  const rows = await context.database.db.select({ key: userAchievements.achievementKey }).from(userAchievements).where(eq(userAchievements.userId, user.id));
  return rows.map((row) => row.key).filter((key) => ['study-buddies', 'learning-partners', 'inseparable'].includes(key));
}

const pairKey = (x: TestUser, y: TestUser, days: number) => `pair-streak:${Math.min(x.id, y.id)}-${Math.max(x.id, y.id)}:${days}`;

describe('pair-streak milestones', () => {
  it('pay both partners once at 7 days, with the Study Buddies achievement, when the second partner completes the day', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    await formedDaysAgo(matchId, 10);
    await learnedTogetherBefore([a, b], 6);

    await doLesson(a);
    // Only A learned today: 6 pair days, nothing paid yet.
    expect(await milestoneRows(a)).toEqual([]);
    await doLesson(b);
    const paid = [{ key: pairKey(a, b, 7), points: POINTS.pairStreak[7], source: 'matches' }];
    expect(await milestoneRows(a)).toEqual(paid);
    expect(await milestoneRows(b)).toEqual(paid);
    expect(await achievementKeys(a)).toEqual(['study-buddies']);
    expect(await achievementKeys(b)).toEqual(['study-buddies']);
    const office = (await context.app.inject({ url: '/api/gamification/achievements', headers: { cookie: b.cookie } })).json() as { earned: Array<{ key: string }> };
    expect(office.earned.map((entry) => entry.key)).toContain('study-buddies');

    // More learning the same day (and a review) pays nothing again.
    await doLesson(a, 2);
    const review = await context.app.inject({ method: 'POST', url: '/api/vocabulary/user/progress', payload: { termId: 1, learned: true, mastered: false }, headers: { cookie: b.cookie } });
    expect(review.statusCode).toBe(200);
    await context.app.services.jobs.drained();
    expect(await milestoneRows(a)).toEqual(paid);
    expect(await milestoneRows(b)).toEqual(paid);
  });

  it('a 30-day streak (kept through a missed day by a freeze) pays 7 and 30 once each; a second pair pays its own 7 but no second achievement', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    await formedDaysAgo(matchId, 40);
    await learnedTogetherBefore([a, b], 29);
    // B missed one day in the middle: a held freeze covers it, so the streak is 29 + today.
    await context.database.db.delete(activityDays).where(and(eq(activityDays.userId, b.id), eq(activityDays.day, addDays(today(), -15))));
    const streak = async () => ((await context.app.inject({ url: `/api/matches/${matchId}`, headers: { cookie: a.cookie } })).json() as { pairStreak: { days: number; freezes: number } }).pairStreak;
    expect(await streak()).toMatchObject({ days: 28 });

    const review = (user: TestUser) => as(context.app, user).post('/api/vocabulary/user/progress', { termId: 2, learned: true, mastered: false });
    expect((await review(a)).statusCode).toBe(200);
    expect((await review(b)).statusCode).toBe(200);
    await context.app.services.jobs.drained();
    // 28 days with one freeze spent plus today: 29, not 30 yet.
    expect(await streak()).toMatchObject({ days: 29 });
    expect((await milestoneRows(a)).map((row) => row.key)).toEqual([pairKey(a, b, 7)]);

    // One more day back in history makes it 30 (the day before the first recorded one).
    await learnedTogetherBefore([a, b], 30);
    await context.database.db.delete(activityDays).where(and(eq(activityDays.userId, b.id), eq(activityDays.day, addDays(today(), -15))));
    expect((await review(b)).statusCode).toBe(200);
    await context.app.services.jobs.drained();
    expect(await streak()).toMatchObject({ days: 30 });
    expect((await milestoneRows(b)).map((row) => [row.key, row.points])).toEqual([
      [pairKey(a, b, 7), POINTS.pairStreak[7]],
      [pairKey(a, b, 30), POINTS.pairStreak[30]],
    ]);
    expect((await achievementKeys(a)).sort()).toEqual(['learning-partners', 'study-buddies']);

    // A second partner for A: that pair's 7 days pay A again (once per pair), the achievement does not.
    const c = await registerUser(context.app, { displayName: 'Carol' });
    const [low, high] = a.id < c.id ? [a.id, c.id] : [c.id, a.id];
    await context.database.db.insert(matches).values({
      userLowId: low,
      userHighId: high,
      score: 70,
      breakdown: { knowledgeExchange: 0, learningInterests: 0, learningStyles: 0, communication: 0, personalityFit: 0, mutualTeachingBonus: 0 },
      reasons: [],
      createdAt: new Date(Date.now() - 10 * 86_400_000),
    });
    await learnedTogetherBefore([c], 30);
    expect((await review(c)).statusCode).toBe(200);
    await context.app.services.jobs.drained();
    expect((await milestoneRows(c)).map((row) => row.key)).toEqual([pairKey(a, c, 7)]);
    expect((await milestoneRows(a)).map((row) => row.key)).toEqual([pairKey(a, b, 7), pairKey(a, b, 30), pairKey(a, c, 7)]);
    const studyBuddies = await context.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, a.id), eq(pointsLedger.idempotencyKey, 'achievement:study-buddies')));
    expect(studyBuddies).toHaveLength(1);
  });
});
