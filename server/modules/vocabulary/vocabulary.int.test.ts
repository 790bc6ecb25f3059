import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS } from '../../../shared/constants/gamification';
import { ACHIEVEMENTS_BY_KEY } from '../gamification/achievements';
import { users, vocabularyReviews } from '../../db/schema';
import { as, createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';
import { calendarDay } from '../../lib/calendar';
import { NEW_TERMS_PER_DAY } from './vocabulary.service';

const FIRST_WORD = ACHIEVEMENTS_BY_KEY.get('first-term')?.points ?? Number.NaN;

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const progress = (user: TestUser | undefined, payload: unknown) => as(context.app, user ?? null).post('/api/vocabulary/user/progress', payload as object);
const nextTerms = async (user: TestUser) => (await as(context.app, user).get('/api/vocabulary/user/next')).json() as Array<{ id: number; isNew: boolean; mastered: boolean }>;
const stats = async (user: TestUser) => (await as(context.app, user).get('/api/vocabulary/user/stats')).json();
const streak = async (user: TestUser) => (await as(context.app, user).get('/api/vocabulary/user/streak')).json();

async function countReviews(userId: number) {
  const [row] = await context.database.db.select({ total: count() }).from(vocabularyReviews).where(eq(vocabularyReviews.userId, userId));
  return row?.total ?? 0;
}

describe('vocabulary trainer for a guest', () => {
  it('answers every endpoint with 401', async () => {
    for (const url of ['/api/vocabulary/user/next', '/api/vocabulary/user/stats', '/api/vocabulary/user/streak']) {
      expect((await as(context.app, null).get(url)).statusCode).toBe(401);
    }
    expect((await progress(undefined, { termId: 1, learned: true, mastered: true })).statusCode).toBe(401);
  });
});

describe('reviewing terms', () => {
  let alice: TestUser;
  let bob: TestUser;
  let total: number;
  beforeAll(async () => {
    alice = await registerUser(context.app);
    bob = await registerUser(context.app);
    total = (await stats(alice)).total;
  });

  it('starts a new learner on the day allowance of new terms, easiest first, with every term field', async () => {
    expect(total).toBeGreaterThanOrEqual(150);
    expect(await stats(alice)).toEqual({ learned: 0, mastered: 0, total });
    expect(await streak(alice)).toEqual({ userId: alice.id, currentStreak: 0, longestStreak: 0, lastActivityDate: null, freezes: 0, totalTermsLearned: 0, totalPoints: 0 });
    const terms = await nextTerms(alice);
    expect(terms).toHaveLength(NEW_TERMS_PER_DAY);
    expect(terms.every((term) => term.isNew && !term.mastered)).toBe(true);
    expect(terms[0]).toEqual({
      id: expect.any(Number),
      term: expect.any(String),
      definition: expect.any(String),
      example: expect.any(String),
      category: expect.any(String),
      difficulty: 1,
      pronunciationText: expect.any(String),
      pronunciationAudioUrl: null,
      isNew: true,
      learned: false,
      mastered: false,
    });
  });

  it('records Mark as Mastered and Still Learning, then updates next terms, stats and streak', async () => {
    const [first, second] = await nextTerms(alice);
    const mastered = await progress(alice, { termId: first!.id, learned: true, mastered: true });
    expect(mastered.statusCode).toBe(200);
    expect(mastered.json()).toMatchObject({ termId: first!.id, learned: true, mastered: true, pointsAwarded: POINTS.termMastered });
    expect(new Date(mastered.json().due).getTime()).toBeGreaterThan(Date.now() + 86_400_000);

    const learning = await progress(alice, { termId: second!.id, learned: true, mastered: false });
    expect(learning.json()).toMatchObject({ termId: second!.id, learned: true, mastered: false, pointsAwarded: 0 });

    expect(await stats(alice)).toEqual({ learned: 2, mastered: 1, total });
    const ids = (await nextTerms(alice)).map((term) => term.id);
    expect(ids).not.toContain(first!.id);
    expect(ids).not.toContain(second!.id);
    expect(ids).toHaveLength(NEW_TERMS_PER_DAY - 2);
    expect(await streak(alice)).toEqual({
      userId: alice.id,
      currentStreak: 1,
      longestStreak: 1,
      lastActivityDate: calendarDay(new Date(), 'UTC'),
      freezes: 0,
      totalTermsLearned: 2,
      // First Word scores with the first mastered term (docs/decisions/008).
      totalPoints: POINTS.termMastered + FIRST_WORD,
    });
  });

  it("does not show one learner's progress to another", async () => {
    expect(await stats(bob)).toEqual({ learned: 0, mastered: 0, total });
    expect(await nextTerms(bob)).toHaveLength(NEW_TERMS_PER_DAY);
    expect(await streak(bob)).toMatchObject({ userId: bob.id, currentStreak: 0, totalTermsLearned: 0, totalPoints: 0 });
  });

  it('awards the first mastery of a term once, however often it is mastered again', async () => {
    const [term] = await nextTerms(bob);
    expect((await progress(bob, { termId: term!.id, learned: true, mastered: true })).json().pointsAwarded).toBe(POINTS.termMastered);
    expect((await progress(bob, { termId: term!.id, learned: true, mastered: false })).json()).toMatchObject({ mastered: false, pointsAwarded: 0 });
    expect((await progress(bob, { termId: term!.id, learned: true, mastered: true })).json().pointsAwarded).toBe(0);
    expect(await stats(bob)).toMatchObject({ learned: 1, mastered: 1 });
    expect((await streak(bob)).totalPoints).toBe(POINTS.termMastered + FIRST_WORD);
  });

  it('records a retried submission (same clientId) once', async () => {
    const [term] = await nextTerms(alice);
    const payload = { termId: term!.id, learned: true, mastered: true, clientId: 'retry-0001-abcdef' };
    const before = await countReviews(alice.id);
    const firstTry = await progress(alice, payload);
    const retry = await progress(alice, payload);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ termId: term!.id, mastered: true, due: firstTry.json().due, pointsAwarded: 0 });
    expect(await countReviews(alice.id)).toBe(before + 1);

    const reused = await progress(alice, { ...payload, termId: (await nextTerms(alice))[0]!.id });
    expect(reused.statusCode).toBe(409);
  });

  it('stores the time zone the client sends and counts the streak day there', async () => {
    const carol = await registerUser(context.app);
    const [term] = await nextTerms(carol);
    expect((await progress(carol, { termId: term!.id, learned: true, mastered: false, timeZone: 'Pacific/Kiritimati' })).statusCode).toBe(200);
    const [row] = await context.database.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, carol.id));
    expect(row?.timeZone).toBe('Pacific/Kiritimati');
    expect((await streak(carol)).lastActivityDate).toBe(calendarDay(new Date(), 'Pacific/Kiritimati'));
  });
});

describe('validation', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await registerUser(context.app);
  });

  it('answers an unknown term with 404', async () => {
    const response = await progress(user, { termId: 987_654, learned: true, mastered: true });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('answers a malformed body with 400 and records nothing', async () => {
    const bodies = [
      {},
      { termId: 'one', learned: true, mastered: true },
      { termId: 1, learned: true },
      { termId: 1, learned: false, mastered: false },
      { termId: -3, learned: true, mastered: true },
      { termId: 1, learned: true, mastered: 'yes' },
      { termId: 1, learned: true, mastered: true, points: 1000 },
      { termId: 1, learned: true, mastered: true, timeZone: 'Mars/Olympus_Mons' },
      { termId: 1, learned: true, mastered: true, clientId: 'x' },
      { termId: 1, learned: true, mastered: true, clientId: 'has spaces in it' },
    ];
    for (const body of bodies) {
      const response = await progress(user, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect(await stats(user)).toMatchObject({ learned: 0, mastered: 0 });
    expect(await countReviews(user.id)).toBe(0);
  });
});
