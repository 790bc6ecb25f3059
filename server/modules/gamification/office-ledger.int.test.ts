import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS } from '../../../shared/constants/gamification';
import { activityDays, vocabularyCards, vocabularyTerms } from '../../db/schema';
import { createTestContext, registerUser, type TestContext } from '../../test/test-app';
import { ACHIEVEMENTS_BY_KEY } from './achievements';
import { evaluateAchievements, type GamificationDeps } from './achievements.service';
import { calendarDay } from '../../lib/calendar';
import { achievementKeys, completeModule, createRecordingUserChannel, findMatchId, ledgerRows, ledgerTotal, recordMatch, recordMessage, request, reviewTerm } from './office-test-helpers';
import { awardPoints } from './points-ledger';

const recording = createRecordingUserChannel();
let context: TestContext;
let deps: GamificationDeps;
beforeAll(async () => {
  context = await createTestContext({ userChannel: recording.userChannel });
  deps = { db: context.database.db, userChannel: recording.userChannel };
});
afterAll(async () => {
  await context.close();
});

const CONCURRENT = 20;
const pointsOf = (key: string) => ACHIEVEMENTS_BY_KEY.get(key)?.points ?? Number.NaN;
const eventsFor = (userId: number, type: string) => recording.events.filter((entry) => entry.userId === userId && entry.event.type === type);

describe('activity moves the ledger exactly once', () => {
  it('a module, a mastered term, a match and a message each score once under 20 concurrent duplicates, and the summary adds up', async () => {
    const user = await registerUser(context.app);
    const friend = await registerUser(context.app);

    await completeModule(context, user, 1, CONCURRENT);
    await reviewTerm(context, user, 1, { times: CONCURRENT });
    await Promise.all(Array.from({ length: CONCURRENT }, () => recordMatch(context.database.db, user.id, friend.id)));
    const matchId = await findMatchId(context.database.db, user.id, friend.id);
    await Promise.all(Array.from({ length: CONCURRENT }, () => recordMessage(context.database.db, matchId, user.id, 'client-msg-0001')));

    for (const [key, points] of [
      ['module:1', POINTS.moduleCompleted],
      ['term-mastered:1', POINTS.termMastered],
      [`match:${matchId}`, POINTS.match],
    ] as const) {
      const rows = await ledgerRows(context.database.db, user.id, key);
      expect(
        rows.map((row) => row.points),
        key,
      ).toEqual([points]);
    }
    const messageRows = (await ledgerRows(context.database.db, user.id)).filter((row) => row.idempotencyKey.startsWith('message:'));
    expect(messageRows.map((row) => row.points)).toEqual([POINTS.message]);

    await Promise.all(Array.from({ length: CONCURRENT }, () => evaluateAchievements(deps, user.id)));
    expect(await achievementKeys(context.database.db, user.id)).toEqual(['first-match', 'first-module', 'first-term', 'icebreaker']);
    for (const key of ['first-match', 'first-module', 'first-term', 'icebreaker']) {
      expect((await ledgerRows(context.database.db, user.id, `achievement:${key}`)).length, key).toBe(1);
      expect(eventsFor(user.id, 'achievement_earned').filter((entry) => 'achievementKey' in entry.event && entry.event.achievementKey === key)).toHaveLength(1);
    }

    const response = await request(context)('GET', '/api/gamification/points', user);
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary.breakdown).toEqual({
      learningModules: POINTS.moduleCompleted + pointsOf('first-module'),
      vocabularyMastered: POINTS.termMastered + pointsOf('first-term'),
      dailyLogins: POINTS.dailyLogin,
      profileCompleteness: 0,
      matches: POINTS.match + pointsOf('first-match'),
      messaging: POINTS.message + pointsOf('icebreaker'),
      teaching: 0,
    });
    const breakdownSum = Object.values(summary.breakdown as Record<string, number>).reduce((sum, value) => sum + value, 0);
    expect(summary.total).toBe(breakdownSum);
    expect(summary.total).toBe(await ledgerTotal(context.database.db, user.id));
    expect(summary).toMatchObject({ level: 0, nextLevelAt: 500, progressPercent: Math.floor((summary.total / 500) * 100) });
  });
});

describe('achievements', () => {
  it('Vocabulary Master and the vocabulary trophy are one +250, whichever records it first', async () => {
    const user = await registerUser(context.app);
    const terms = await context.database.db.select({ id: vocabularyTerms.id }).from(vocabularyTerms);
    const [last, ...others] = terms;
    const now = new Date();
    await context.database.db.insert(vocabularyCards).values(
      others.map((term) => ({
        userId: user.id,
        termId: term.id,
        learned: true,
        mastered: true,
        due: now,
        stability: 1,
        difficulty: 5,
        elapsedDays: 0,
        scheduledDays: 1,
        reps: 1,
        lapses: 0,
        state: 2,
        lastReview: now,
      })),
    );
    await reviewTerm(context, user, last!.id);
    await Promise.all(Array.from({ length: 5 }, () => evaluateAchievements(deps, user.id)));

    expect(await achievementKeys(context.database.db, user.id)).toEqual(expect.arrayContaining(['vocabulary-master', 'wordsmith', 'first-term']));
    expect((await ledgerRows(context.database.db, user.id, 'vocabulary-trophy')).map((row) => row.points)).toEqual([POINTS.vocabularyTrophy]);
    expect(await ledgerRows(context.database.db, user.id, 'achievement:vocabulary-master')).toEqual([]);
    const achievements = (await request(context)('GET', '/api/gamification/achievements', user)).json();
    expect(achievements.earned.find((entry: { key: string }) => entry.key === 'vocabulary-master')).toMatchObject({
      name: 'Vocabulary Master',
      points: 250,
      icon: 'Award',
      progress: terms.length,
      maxProgress: terms.length,
    });
  });

  it('a 7-day streak of learning days in the user time zone earns Warming Up and On Fire; sign-in days do not count', async () => {
    const user = await registerUser(context.app);
    const today = Date.now();
    const days = Array.from({ length: 7 }, (_, index) => calendarDay(new Date(today - index * 86_400_000), 'UTC'));
    await context.database.db
      .insert(activityDays)
      .values(days.map((day) => ({ userId: user.id, kind: 'login', day })))
      .onConflictDoNothing();
    expect((await evaluateAchievements(deps, user.id)).counts).toMatchObject({ currentStreak: 0, longestStreak: 0 });

    await context.database.db
      .insert(activityDays)
      .values(days.map((day) => ({ userId: user.id, kind: 'vocabulary', day })))
      .onConflictDoNothing();
    const evaluation = await evaluateAchievements(deps, user.id);
    expect(evaluation.counts).toMatchObject({ currentStreak: 7, longestStreak: 7 });
    expect(evaluation.newlyEarned.map((entry) => entry.key)).toEqual(['warming-up', 'on-fire']);
    expect((await ledgerRows(context.database.db, user.id, 'achievement:on-fire')).map((row) => [row.source, row.points])).toEqual([['dailyLogins', 150]]);
  });

  it('announces a new level once, even when 20 evaluations race', async () => {
    const user = await registerUser(context.app);
    const db = context.database.db;
    await awardPoints(db, { userId: user.id, source: 'learningModules', points: 480, idempotencyKey: 'test:bulk' });
    await evaluateAchievements(deps, user.id);
    expect(eventsFor(user.id, 'level_up')).toEqual([]);

    await awardPoints(db, { userId: user.id, source: 'learningModules', points: 20, idempotencyKey: 'test:top-up' });
    await Promise.all(Array.from({ length: CONCURRENT }, () => evaluateAchievements(deps, user.id)));
    expect(eventsFor(user.id, 'level_up').map((entry) => entry.event)).toEqual([{ type: 'level_up', level: 1 }]);
    await evaluateAchievements(deps, user.id);
    expect(eventsFor(user.id, 'level_up')).toHaveLength(1);
  });
});
