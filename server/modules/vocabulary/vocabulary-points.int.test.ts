/** Points for mastering terms and the trophy: recorded once, whatever the retries or the concurrency. */
import { and, count, eq, notLike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS } from '../../../shared/constants/gamification';
import { pointsLedger, vocabularyReviews } from '../../db/schema';
import { as, createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';
import { ACHIEVEMENTS_BY_KEY } from '../gamification/achievements';

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

/** The trainer's own ledger rows (masteries, the trophy); the vocabulary achievements score beside them. */
async function countVocabularyPoints(userId: number) {
  const [row] = await context.database.db
    .select({ total: count() })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.source, 'vocabularyMastered'), notLike(pointsLedger.idempotencyKey, 'achievement:%')));
  return row?.total ?? 0;
}

/** Achievement points land under the source they reward (docs/decisions/008), as soon as they are earned. */
const FIRST_WORD = ACHIEVEMENTS_BY_KEY.get('first-term')?.points ?? Number.NaN;
const WORDSMITH = ACHIEVEMENTS_BY_KEY.get('wordsmith')?.points ?? Number.NaN;

describe('concurrency and the trophy', () => {
  it('records first-mastery points once under 20 concurrent identical requests', async () => {
    const user = await registerUser(context.app);
    const [term] = await nextTerms(user);
    const payload = { termId: term!.id, learned: true, mastered: true };
    const responses = await Promise.all(Array.from({ length: 20 }, () => progress(user, payload)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(responses.reduce((sum, response) => sum + response.json().pointsAwarded, 0)).toBe(POINTS.termMastered);
    expect(await countVocabularyPoints(user.id)).toBe(1);
    await context.app.services.jobs.drained();
    expect((await streak(user)).totalPoints).toBe(POINTS.termMastered + FIRST_WORD);
    expect(await stats(user)).toMatchObject({ learned: 1, mastered: 1 });

    const sameClient = { ...payload, termId: (await nextTerms(user))[0]!.id, clientId: 'concurrent-client-1' };
    const retries = await Promise.all(Array.from({ length: 20 }, () => progress(user, sameClient)));
    expect(retries.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const [reviews] = await context.database.db
      .select({ total: count() })
      .from(vocabularyReviews)
      .where(and(eq(vocabularyReviews.userId, user.id), eq(vocabularyReviews.clientId, sameClient.clientId)));
    expect(reviews?.total).toBe(1);
    expect((await streak(user)).totalPoints).toBe(2 * POINTS.termMastered + FIRST_WORD);
  });

  it('awards the vocabulary trophy once when every term is mastered', async () => {
    const user = await registerUser(context.app);
    const { total } = await stats(user);
    // The API accepts any term (the day allowance only limits what "next" offers), so master them all by id.
    const termIds = (await context.database.db.query.vocabularyTerms.findMany({ columns: { id: true } })).map((row) => row.id);
    expect(termIds).toHaveLength(total);
    let lastResponse: { pointsAwarded: number } | undefined;
    for (const termId of termIds) {
      lastResponse = (await progress(user, { termId, learned: true, mastered: true })).json();
    }
    expect(lastResponse?.pointsAwarded).toBe(POINTS.termMastered + POINTS.vocabularyTrophy);
    expect(await stats(user)).toEqual({ learned: total, mastered: total, total });
    expect((await streak(user)).totalPoints).toBe(total * POINTS.termMastered + POINTS.vocabularyTrophy + FIRST_WORD + WORDSMITH);
    expect(await countVocabularyPoints(user.id)).toBe(total + 1);

    const again = await progress(user, { termId: termIds[0], learned: true, mastered: true });
    expect(again.json().pointsAwarded).toBe(0);
    expect((await streak(user)).totalPoints).toBe(total * POINTS.termMastered + POINTS.vocabularyTrophy + FIRST_WORD + WORDSMITH);
    // One review per term of the whole catalogue (232 requests in a row): more than the suite's 30 s on a busy machine.
  }, 120_000);
});
