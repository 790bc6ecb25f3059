/** Term cards: the term index, a term's card, and "Add to my deck" (docs/decisions/031). */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termIndexSchema, type TermIndex } from '../../../shared/contracts/vocabulary';
import { vocabularyCards, vocabularyReviews } from '../../db/schema';
import { as, createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';
import { recordTermReview } from './review-term.service';
import { addTermToDeck } from './term-cards.service';
import { listNextTerms, type VocabularyDeps } from './vocabulary.service';

const DAY_MS = 86_400_000;

let context: TestContext;
let index: TermIndex;
beforeAll(async () => {
  context = await createTestContext();
  index = termIndexSchema.parse((await as(context.app, null).get('/api/vocabulary/terms')).json());
});
afterAll(async () => {
  await context.close();
});

const addToDeck = (user: TestUser | null, payload: object) => as(context.app, user).post('/api/vocabulary/user/deck', payload);
const nextIds = async (user: TestUser) => ((await as(context.app, user).get('/api/vocabulary/user/next')).json() as Array<{ id: number }>).map((term) => term.id);
const termId = (name: string) => {
  const entry = index.terms.find((term) => term.term === name);
  if (!entry) throw new Error(`no term named ${name} in the catalogue`);
  return entry.id;
};

async function cardsOf(userId: number, id: number) {
  return context.database.db
    .select()
    .from(vocabularyCards)
    .where(and(eq(vocabularyCards.userId, userId), eq(vocabularyCards.termId, id)));
}

describe('GET /api/vocabulary/terms', () => {
  it('lists every term with the forms the matcher recognises, for guests too', async () => {
    const stats = (await as(context.app, await registerUser(context.app)).get('/api/vocabulary/user/stats')).json() as { total: number };
    expect(index.terms).toHaveLength(stats.total);
    // English forms first; then the term's names in the translated languages (docs/decisions/056-translations.md).
    expect(index.terms.find((term) => term.term === 'Layer 2')?.forms.slice(0, 2)).toEqual(['Layer 2', 'L2']);
    expect(index.terms.find((term) => term.term === 'Centralized Exchange (CEX)')?.forms).toEqual(expect.arrayContaining(['Centralized Exchange', 'CEX']));
  });
});

describe('GET /api/vocabulary/terms/:id', () => {
  it('shows a guest the card without deck status', async () => {
    const response = await as(context.app, null).get(`/api/vocabulary/terms/${termId('Layer 2')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: termId('Layer 2'), term: 'Layer 2', inDeck: null, definition: expect.any(String), example: expect.any(String) });
  });

  it('answers 404 for an unknown term and 400 for an id that is not one', async () => {
    expect((await as(context.app, null).get('/api/vocabulary/terms/999999')).statusCode).toBe(404);
    const bad = await as(context.app, null).get('/api/vocabulary/terms/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('POST /api/vocabulary/user/deck', () => {
  it('refuses a guest with 401 and a message saying to sign in', async () => {
    const response = await addToDeck(null, { termId: termId('Layer 2') });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Sign in to add terms to your deck.' });
  });

  it('answers 404 for an unknown term and 400 for a malformed body', async () => {
    const user = await registerUser(context.app);
    expect((await addToDeck(user, { termId: 999_999 })).statusCode).toBe(404);
    for (const payload of [{}, { termId: 'x' }, { termId: 0 }, { termId: 1, extra: true }]) {
      expect((await addToDeck(user, payload)).statusCode).toBe(400);
    }
  });

  it('puts a never-seen term first in the queue as a new card, once', async () => {
    const user = await registerUser(context.app);
    const id = termId('Layer 2');
    expect((await nextIds(user))[0]).not.toBe(id);

    const first = await addToDeck(user, { termId: id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ termId: id, wasInDeck: false, hasChanged: true });
    const next = (await as(context.app, user).get('/api/vocabulary/user/next')).json() as Array<{ id: number; isNew: boolean; learned: boolean }>;
    expect(next[0]).toMatchObject({ id, isNew: true, learned: false });
    expect(next.filter((term) => term.id === id)).toHaveLength(1);
    expect((await as(context.app, user).get(`/api/vocabulary/terms/${id}`)).json()).toMatchObject({ inDeck: true });

    const again = await addToDeck(user, { termId: id });
    expect(again.json()).toMatchObject({ termId: id, wasInDeck: true, hasChanged: false, due: first.json<{ due: string }>().due });
    expect(await cardsOf(user.id, id)).toHaveLength(1);
    // Adding puts nothing in the review history.
    const [reviews] = await context.database.db.select({ total: count() }).from(vocabularyReviews).where(eq(vocabularyReviews.userId, user.id));
    expect(reviews?.total).toBe(0);
  });

  it('moves the latest added term to the front, and back again when re-added', async () => {
    const user = await registerUser(context.app);
    const [a, b] = [termId('Staking'), termId('Gas')];
    await addToDeck(user, { termId: a });
    await addToDeck(user, { termId: b });
    expect((await nextIds(user)).slice(0, 2)).toEqual([b, a]);
    expect((await addToDeck(user, { termId: a })).json()).toMatchObject({ wasInDeck: true, hasChanged: true });
    expect((await nextIds(user)).slice(0, 2)).toEqual([a, b]);
  });

  it('leaves another user queue alone', async () => {
    const [alice, bob] = [await registerUser(context.app), await registerUser(context.app)];
    const before = await nextIds(bob);
    await addToDeck(alice, { termId: termId('Whale') });
    expect(await nextIds(bob)).toEqual(before);
    expect(await cardsOf(bob.id, termId('Whale'))).toHaveLength(0);
  });

  it('records one card when the same term is added concurrently', async () => {
    const user = await registerUser(context.app);
    const id = termId('Bridge');
    const responses = await Promise.all(Array.from({ length: 5 }, () => addToDeck(user, { termId: id })));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await cardsOf(user.id, id)).toHaveLength(1);
    expect((await nextIds(user))[0]).toBe(id);
  });
});

describe('add to deck on a moving clock (the FSRS queue)', () => {
  let clock: Date;
  let deps: VocabularyDeps;
  beforeAll(() => {
    deps = { db: context.database.db, domainEvents: context.app.services.domainEvents, now: () => clock };
  });

  it('brings a mastered term scheduled days ahead back now, keeping its memory state', async () => {
    const user = await registerUser(context.app);
    clock = new Date('2026-03-10T09:00:00Z');
    const id = termId('Halving');
    await recordTermReview(deps, user.id, { termId: id, learned: true, mastered: true });
    const [before] = await cardsOf(user.id, id);
    expect(before!.due.getTime()).toBeGreaterThan(clock.getTime() + DAY_MS);

    clock = new Date(clock.getTime() + 3_600_000);
    const result = await addTermToDeck(deps, user.id, id);
    expect(result).toMatchObject({ wasInDeck: true, hasChanged: true, due: clock.toISOString() });
    const [after] = await cardsOf(user.id, id);
    expect(after).toMatchObject({ stability: before!.stability, difficulty: before!.difficulty, reps: before!.reps, state: before!.state, mastered: true });
    expect((await listNextTerms(deps, user.id))[0]).toMatchObject({ id, isNew: false, mastered: true });
  });

  it('goes ahead of terms that are already overdue', async () => {
    const user = await registerUser(context.app);
    clock = new Date('2026-03-10T09:00:00Z');
    const failed = termId('Mempool');
    await recordTermReview(deps, user.id, { termId: failed, learned: true, mastered: false });
    clock = new Date(clock.getTime() + DAY_MS);
    const [overdue] = await cardsOf(user.id, failed);

    const added = termId('Nonce');
    const result = await addTermToDeck(deps, user.id, added);
    expect(new Date(result.due).getTime()).toBe(overdue!.due.getTime() - 1);
    expect((await listNextTerms(deps, user.id)).slice(0, 2).map((term) => term.id)).toEqual([added, failed]);
  });
});
