/** FSRS scheduling, the daily new-term allowance and streaks through the service, on a moving clock. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerUser, type TestContext } from '../../test/test-app';
import { recordTermReview } from './review-term.service';
import { getStreak, listNextTerms, NEW_TERMS_PER_DAY, type VocabularyDeps } from './vocabulary.service';

const MINUTE_MS = 60_000;
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

const at = (iso: string) => {
  clock = new Date(iso);
};
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const nextIds = async (userId: number) => (await listNextTerms(deps, userId)).map((term) => term.id);

describe('FSRS scheduling through the service', () => {
  it('does not bring a mastered term back tomorrow, but does once it is due', async () => {
    const { id: userId } = await registerUser(context.app);
    at('2026-03-10T09:00:00Z');
    const [termId] = await nextIds(userId);
    await recordTermReview(deps, userId, { termId: termId!, learned: true, mastered: true });

    later(DAY_MS);
    expect(await nextIds(userId)).not.toContain(termId);
    later(2 * DAY_MS);
    const next = await listNextTerms(deps, userId);
    expect(next[0]).toMatchObject({ id: termId, isNew: false, learned: true, mastered: true });
  });

  it('brings a failed term back within minutes, ahead of new terms', async () => {
    const { id: userId } = await registerUser(context.app);
    at('2026-03-10T09:00:00Z');
    const [termId] = await nextIds(userId);
    await recordTermReview(deps, userId, { termId: termId!, learned: true, mastered: false });

    later(MINUTE_MS);
    expect(await nextIds(userId)).not.toContain(termId);
    later(5 * MINUTE_MS);
    const next = await listNextTerms(deps, userId);
    expect(next[0]).toMatchObject({ id: termId, isNew: false, learned: true, mastered: false });
    expect(next.slice(1).every((term) => term.isNew)).toBe(true);
  });

  it('offers at most the daily allowance of new terms per calendar day in the user time zone', async () => {
    const { id: userId } = await registerUser(context.app);
    // 20:00 in New York on 10 March (DST already began on 8 March).
    at('2026-03-11T00:00:00Z');
    const firstBatch = await nextIds(userId);
    for (const termId of firstBatch) {
      await recordTermReview(deps, userId, { termId, learned: true, mastered: true, timeZone: 'America/New_York' });
    }
    expect(await nextIds(userId)).toEqual([]);
    // 23:59 in New York: still the same day, though UTC has moved on.
    later(3 * 60 * MINUTE_MS + 59 * MINUTE_MS);
    expect(await nextIds(userId)).toEqual([]);
    // Midnight in New York: a new day, a new allowance, none of yesterday's terms.
    later(MINUTE_MS);
    const secondBatch = await nextIds(userId);
    expect(secondBatch).toHaveLength(NEW_TERMS_PER_DAY);
    expect(secondBatch.some((termId) => firstBatch.includes(termId))).toBe(false);
  });
});

describe('streaks through the service', () => {
  it('grows day by day, survives the next day, and breaks after a missed day', async () => {
    const { id: userId } = await registerUser(context.app);
    const review = async (termIndex: number) => {
      const terms = await nextIds(userId);
      await recordTermReview(deps, userId, { termId: terms[termIndex]!, learned: true, mastered: false, timeZone: 'Europe/Berlin' });
    };
    at('2026-03-10T08:00:00Z');
    await review(0);
    later(DAY_MS);
    await review(0);
    expect(await getStreak(deps, userId)).toMatchObject({ currentStreak: 2, longestStreak: 2, lastActivityDate: '2026-03-11' });
    later(DAY_MS);
    expect(await getStreak(deps, userId)).toMatchObject({ currentStreak: 2, lastActivityDate: '2026-03-11' });
    later(DAY_MS);
    expect(await getStreak(deps, userId)).toMatchObject({ currentStreak: 0, longestStreak: 2, lastActivityDate: '2026-03-11' });
    await review(0);
    expect(await getStreak(deps, userId)).toMatchObject({ currentStreak: 1, longestStreak: 2, lastActivityDate: '2026-03-13' });
  });

  it('counts the streak day in the time zone the client sent', async () => {
    const { id: userId } = await registerUser(context.app);
    const terms = await nextIds(userId);
    // 23:30 and 00:30 in Tokyo: two calendar days there, one in UTC.
    at('2026-03-10T14:30:00Z');
    await recordTermReview(deps, userId, { termId: terms[0]!, learned: true, mastered: false, timeZone: 'Asia/Tokyo' });
    later(60 * MINUTE_MS);
    await recordTermReview(deps, userId, { termId: terms[1]!, learned: true, mastered: false, timeZone: 'Asia/Tokyo' });
    expect(await getStreak(deps, userId)).toMatchObject({ currentStreak: 2, lastActivityDate: '2026-03-11', totalTermsLearned: 2 });
  });
});
