import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { CARD_LIMITS } from '../../../shared/constants/discover';
import type { Coin } from '../../../shared/contracts/coins';
import { deckCardSchema, deckPageSchema, type DeckPage } from '../../../shared/contracts/deck';
import { as, createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const swipe = (user: TestUser, coinId: number, liked: boolean) => as(context.app, user).post('/api/preferences', { coinId, liked });
const catalogue = async () => (await as(context.app, null).get('/api/cryptos')).json() as Coin[];

/** Follows nextCursor from the first page to the last, as the client does. */
async function wholeDeck(user: TestUser | null, limit = 20): Promise<number[]> {
  const ids: number[] = [];
  let cursor: number | null | undefined;
  do {
    const response = await as(context.app, user).get(`/api/cryptos/unswipped?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    // A page sends only its cards, never the whole deck.
    expect(deckPageSchema.parse(response.json()).items.length).toBeLessThanOrEqual(limit);
    expect(response.statusCode).toBe(200);
    const page = deckPageSchema.parse(response.json());
    ids.push(...page.items.map((card) => card.id));
    cursor = page.nextCursor;
  } while (cursor !== null);
  return ids;
}

describe('GET /api/cryptos/unswipped (the swipe deck)', () => {
  it('gives a guest the first 20 coins as lean cards: what a card shows, within the card limits', async () => {
    const all = await catalogue();
    const response = await as(context.app, null).get('/api/cryptos/unswipped');
    expect(response.statusCode).toBe(200);
    const page = deckPageSchema.parse(response.json());
    expect(page.items.map((card) => card.id)).toEqual(all.slice(0, 20).map((coin) => coin.id));
    expect(page.nextCursor).toBe(all[19]?.id);
    expect(page.total).toBe(all.length);
    for (const card of page.items) {
      const coin = all.find((candidate) => candidate.id === card.id) as Coin;
      expect(Object.keys(card).sort()).toEqual(Object.keys(deckCardSchema.shape).sort());
      expect(card).toMatchObject({ name: coin.name, description: coin.description, personality: coin.personality, imageUrl: coin.imageUrl });
      expect(card.uniqueFeatures).toEqual(coin.uniqueFeatures.slice(0, CARD_LIMITS.uniqueFeatures));
      expect(card.funFacts).toEqual(coin.funFacts.slice(0, CARD_LIMITS.funFacts));
      expect(card.tags).toEqual(coin.tags.slice(0, CARD_LIMITS.tags));
      expect(card.useCases).toEqual(coin.useCases.slice(0, CARD_LIMITS.useCases));
    }
    // The first page compresses to well under the 25 KB budget (README, Measured speed).
    expect(gzipSync(response.rawPayload).length).toBeLessThan(25 * 1024);
  });

  it('pages a guest through every coin exactly once, in id order, whatever the page size', async () => {
    const allIds = (await catalogue()).map((coin) => coin.id);
    expect(await wholeDeck(null, 20)).toEqual(allIds);
    expect(await wholeDeck(null, 7)).toEqual(allIds);
    const last = (await as(context.app, null).get(`/api/cryptos/unswipped?cursor=${allIds.at(-1)}`)).json() as DeckPage;
    expect(last).toEqual({ items: [], nextCursor: null, total: allIds.length });
  });

  it('leaves out exactly the coins the signed-in user swiped, not other users swipes, across pages', async () => {
    const allIds = (await catalogue()).map((coin) => coin.id);
    const alice = await registerUser(context.app);
    const bob = await registerUser(context.app);
    expect((await swipe(alice, 1, true)).statusCode).toBe(200);
    expect((await swipe(alice, 25, false)).statusCode).toBe(200);
    expect((await swipe(bob, 2, true)).statusCode).toBe(200);

    const aliceFirst = await as(context.app, alice).get('/api/cryptos/unswipped');
    expect(aliceFirst.headers['cache-control']).toBe('no-store');
    expect(deckPageSchema.parse(aliceFirst.json()).total).toBe(allIds.length - 2);
    expect(await wholeDeck(alice)).toEqual(allIds.filter((id) => id !== 1 && id !== 25));
    expect(await wholeDeck(bob)).toEqual(allIds.filter((id) => id !== 2));
  });

  it('brings the coins back after a reset', async () => {
    const all = await catalogue();
    const user = await registerUser(context.app);
    await swipe(user, 3, true);
    expect((await wholeDeck(user)).length).toBe(all.length - 1);
    await as(context.app, user).post('/api/preferences/reset');
    expect((await wholeDeck(user)).length).toBe(all.length);
  });

  it('answers 400 for a page size or cursor that is not a sensible whole number', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'cursor=-1', 'cursor=1.5', 'cursor=99999999999', 'other=1']) {
      const response = await as(context.app, null).get(`/api/cryptos/unswipped?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });
});
