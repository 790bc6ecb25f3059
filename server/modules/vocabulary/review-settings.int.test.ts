/** The trainer's dial over HTTP and through the service on a moving clock (docs/decisions/065-the-trainers-dial.md). */
import { State } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestContext, registerUser, type TestContext } from '../../test/test-app';
import { getReviewForecast, saveReviewSettings } from './review-settings.service';
import { recordTermReview } from './review-term.service';
import { listNextTerms, type VocabularyDeps } from './vocabulary.service';
import * as repository from './vocabulary.repository';

const DAY_MS = 86_400_000;

let context: TestContext;
let clock: Date;
let deps: VocabularyDeps;
beforeAll(async () => {
  context = await createTestContext();
  deps = { db: context.database.db, domainEvents: context.app.services.domainEvents, now: () => clock };
});
afterAll(async () => {
  await context.close();
});

/** The learner meets `count` new terms at `clock` and masters them on first sight; returns their ids. */
async function learnTerms(userId: number, count: number): Promise<number[]> {
  const ids = (await listNextTerms(deps, userId)).slice(0, count).map((term) => term.id);
  for (const termId of ids) await recordTermReview(deps, userId, { termId, learned: true, mastered: true, timeZone: 'UTC' });
  return ids;
}

describe('GET and PUT /api/vocabulary/user/settings', () => {
  it('starts at 90% with no lighter days, saves a change, and is the caller’s only', async () => {
    const alice = await registerUser(context.app);
    const bob = await registerUser(context.app);
    expect((await as(context.app, alice).get('/api/vocabulary/user/settings')).json()).toEqual({ desiredRetentionPercent: 90, lighterDays: [] });

    const saved = await as(context.app, alice).put('/api/vocabulary/user/settings', { desiredRetentionPercent: 85, lighterDays: [6, 0] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ desiredRetentionPercent: 85, lighterDays: [0, 6] });
    expect((await as(context.app, alice).get('/api/vocabulary/user/settings')).json()).toEqual({ desiredRetentionPercent: 85, lighterDays: [0, 6] });
    expect((await as(context.app, bob).get('/api/vocabulary/user/settings')).json()).toEqual({ desiredRetentionPercent: 90, lighterDays: [] });
  });

  it('refuses a guest', async () => {
    expect((await as(context.app, null).get('/api/vocabulary/user/settings')).statusCode).toBe(401);
    expect((await as(context.app, null).put('/api/vocabulary/user/settings', { desiredRetentionPercent: 90, lighterDays: [] })).statusCode).toBe(401);
    expect((await as(context.app, null).get('/api/vocabulary/user/forecast')).statusCode).toBe(401);
  });

  it.each([
    [{ desiredRetentionPercent: 79, lighterDays: [] }, 'desiredRetentionPercent must be a whole number from 80 to 95'],
    [{ desiredRetentionPercent: 96, lighterDays: [] }, 'desiredRetentionPercent must be a whole number from 80 to 95'],
    [{ desiredRetentionPercent: 90.5, lighterDays: [] }, 'desiredRetentionPercent must be a whole number'],
    [{ desiredRetentionPercent: '90', lighterDays: [] }, 'desiredRetentionPercent must be a whole number'],
    [{ desiredRetentionPercent: 90, lighterDays: [7] }, 'weekdays 0 (Sunday) to 6 (Saturday)'],
    [{ desiredRetentionPercent: 90, lighterDays: [1, 1] }, 'each weekday at most once'],
    [{ desiredRetentionPercent: 90, lighterDays: [1, 2, 3, 4] }, 'at most 3 lighter days'],
    [{ desiredRetentionPercent: 90 }, 'lighterDays'],
    [{ desiredRetentionPercent: 90, lighterDays: [], extra: true }, 'extra'],
  ])('answers 400 with the reason for %j', async (body, reason) => {
    const user = await registerUser(context.app);
    const response = await as(context.app, user).put('/api/vocabulary/user/settings', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(response.json())).toContain(reason);
    expect((await as(context.app, user).get('/api/vocabulary/user/settings')).json()).toEqual({ desiredRetentionPercent: 90, lighterDays: [] });
  });
});

describe('GET /api/vocabulary/user/forecast', () => {
  it('previews unsaved settings over 30 days without saving them', async () => {
    const user = await registerUser(context.app);
    const response = await as(context.app, user).get('/api/vocabulary/user/forecast?desiredRetentionPercent=80&lighterDays=0,6');
    expect(response.statusCode).toBe(200);
    const forecast = response.json();
    expect(forecast.settings).toEqual({ desiredRetentionPercent: 80, lighterDays: [0, 6] });
    expect(forecast.days).toHaveLength(30);
    expect(forecast).toMatchObject({ termCount: 0, achievedRetention: null, spacedReviews: 0 });
    expect((await as(context.app, user).get('/api/vocabulary/user/settings')).json()).toEqual({ desiredRetentionPercent: 90, lighterDays: [] });
  });

  it.each([
    'desiredRetentionPercent=abc',
    'desiredRetentionPercent=99',
    'desiredRetentionPercent=85.5',
    'lighterDays=7',
    'lighterDays=1,1',
    'lighterDays=1,2,3,4',
    `lighterDays=${'1,'.repeat(500)}1`,
    'other=1',
  ])('answers 400 for ?%s', async (query) => {
    const user = await registerUser(context.app);
    const response = await as(context.app, user).get(`/api/vocabulary/user/forecast?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('the dial on a moving clock', () => {
  it('schedules sooner for a learner who wants to remember more', async () => {
    clock = new Date('2026-11-02T09:00:00Z');
    const relaxed = await registerUser(context.app);
    const keen = await registerUser(context.app);
    await saveReviewSettings(deps, relaxed.id, { desiredRetentionPercent: 80, lighterDays: [] });
    await saveReviewSettings(deps, keen.id, { desiredRetentionPercent: 95, lighterDays: [] });
    const [relaxedTerm] = await learnTerms(relaxed.id, 1);
    const [keenTerm] = await learnTerms(keen.id, 1);
    const due = async (userId: number, termId: number) => (await repository.listStudiedCards(deps.db, userId)).find((card) => card.termId === termId)!.due.getTime();
    expect(await due(keen.id, keenTerm!)).toBeLessThan(await due(relaxed.id, relaxedTerm!));

    // The preview says the same: more reviews at 95% than at 80% for the same deck.
    const total = async (desiredRetentionPercent: number) => (await getReviewForecast(deps, keen.id, { desiredRetentionPercent })).days.reduce((sum, day) => sum + day.reviews, 0);
    await learnTerms(keen.id, 15);
    expect(await total(95)).toBeGreaterThan(await total(80));
  });

  it('moves reviews already planned on a day the learner makes lighter, and plans none there', async () => {
    clock = new Date('2026-11-02T09:00:00Z');
    const user = await registerUser(context.app);
    for (let day = 0; day < 8; day += 1) {
      await learnTerms(user.id, 6);
      clock = new Date(clock.getTime() + DAY_MS);
    }
    const spaced = (cards: Awaited<ReturnType<typeof repository.listStudiedCards>>) => cards.filter((card) => card.state === State.Review && card.scheduledDays >= 3 && card.due > clock);
    const before = spaced(await repository.listStudiedCards(deps.db, user.id));
    const busiest = [0, 1, 2, 3, 4, 5, 6].sort((a, b) => before.filter((card) => card.due.getUTCDay() === b).length - before.filter((card) => card.due.getUTCDay() === a).length)[0]!;
    expect(before.some((card) => card.due.getUTCDay() === busiest)).toBe(true);

    await saveReviewSettings(deps, user.id, { desiredRetentionPercent: 90, lighterDays: [busiest] });
    const after = spaced(await repository.listStudiedCards(deps.db, user.id));
    expect(after.filter((card) => card.due.getUTCDay() === busiest)).toEqual([]);
    expect(after).toHaveLength(before.length);
  });

  it('reports the retention achieved on spaced reviews once there are 20 of them', async () => {
    clock = new Date('2026-11-02T09:00:00Z');
    const user = await registerUser(context.app);
    // 20 new terms a day at most: 13 today, 12 tomorrow.
    const terms = await learnTerms(user.id, 13);
    clock = new Date(clock.getTime() + DAY_MS);
    terms.push(...(await learnTerms(user.id, 12)));
    expect((await getReviewForecast(deps, user.id, {})).achievedRetention).toBeNull();

    clock = new Date(clock.getTime() + 3 * DAY_MS);
    for (const [index, termId] of terms.entries()) {
      await recordTermReview(deps, user.id, { termId, learned: true, mastered: index % 5 !== 0 });
    }
    // A same-day relearning step is not a spaced review.
    await recordTermReview(deps, user.id, { termId: terms[0]!, learned: true, mastered: true });
    const forecast = await getReviewForecast(deps, user.id, {});
    expect(forecast.spacedReviews).toBe(25);
    expect(forecast.achievedRetention).toBeCloseTo(20 / 25);
    expect(forecast.termCount).toBe(25);
  });
});
