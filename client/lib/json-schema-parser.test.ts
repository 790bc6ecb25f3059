import { describe, expect, it } from 'vitest';
import { userSchema, type User } from '@shared/contracts/auth';
import { coinSchema, type Coin } from '@shared/contracts/coins';
import { deckPageSchema, type DeckPage } from '@shared/contracts/deck';
import coinJsonSchema from '@shared/contracts/first-paint-schemas/coin.json';
import deckPageJsonSchema from '@shared/contracts/first-paint-schemas/deck-page.json';
import userJsonSchema from '@shared/contracts/first-paint-schemas/user.json';
import { jsonSchemaParser } from './json-schema-parser';

const user: User = {
  id: 7,
  username: 'ada',
  displayName: 'Ada',
  avatarUrl: null,
  learningGoals: ['Understand NFTs'],
  learningInterests: [],
  expertiseAreas: ['Bitcoin'],
  preferredLearningStyle: 'Visual',
  communicationStyle: null,
  role: 'user',
  ageGroup: 'adult',
  theme: 'light',
};
const card = {
  id: 1,
  name: 'Bitcoin',
  symbol: 'BTC',
  imageUrl: '/icons/btc.svg',
  backgroundColor: '#f7931a',
  description: 'Digital gold',
  personality: 'Steady',
  launchYear: 2009,
  uniqueFeatures: ['Proof of work'],
  funFacts: [],
  tags: ['store of value'],
  useCases: [],
};
const page: DeckPage = { items: [card], nextCursor: 1, total: 40 };
const market = { priceUsd: 97_000.5, change24h: -1.25, marketCapUsd: 1.9e12, marketCapRank: 1, asOf: '2026-11-24T12:00:00.000Z' };
const coin: Coin = { ...card, founderInfo: 'Satoshi Nakamoto', communityInfo: 'Worldwide', market };

/** Answers a server might send by mistake: each must be refused by zod and by the JSON Schema parser alike. */
const badUsers: Array<[string, unknown]> = [
  ['a missing field', { ...user, role: undefined }],
  ['a string id', { ...user, id: '7' }],
  ['a fractional id', { ...user, id: 7.5 }],
  ['an unsafe integer', { ...user, id: 2 ** 60 }],
  ['a goal outside the list', { ...user, learningGoals: ['Get rich'] }],
  ['a role outside the list', { ...user, role: 'admin' }],
  ['null where not allowed', { ...user, username: null }],
  ['an array for the user', [user]],
  ['an HTML page', '<!doctype html>'],
  ['nothing', undefined],
];
const badPages: Array<[string, unknown]> = [
  ['a card without a name', { ...page, items: [{ ...card, name: undefined }] }],
  ['a string cursor', { ...page, nextCursor: '1' }],
  ['tags that are not strings', { ...page, items: [{ ...card, tags: [1] }] }],
  ['items that are not a list', { ...page, items: card }],
  ['no total', { items: [], nextCursor: null }],
];

const badCoins: Array<[string, unknown]> = [
  ['no founder', { ...coin, founderInfo: undefined }],
  ['a market without a price', { ...coin, market: { ...market, priceUsd: undefined } }],
  ['a string price', { ...coin, market: { ...market, priceUsd: '97000' } }],
  ['a fractional rank', { ...coin, market: { ...market, marketCapRank: 1.5 } }],
  ['no market field at all', { ...coin, market: undefined }],
];

describe('jsonSchemaParser', () => {
  const parseUser = jsonSchemaParser<User>(userJsonSchema);
  const parsePage = jsonSchemaParser<DeckPage>(deckPageJsonSchema);
  const parseCoin = jsonSchemaParser<Coin>(coinJsonSchema);

  it('accepts what the contract accepts and returns what zod returns, unknown keys dropped', () => {
    for (const answer of [user, { ...user, avatarUrl: '/api/avatars/a.svg', extra: 'leak' }]) expect(parseUser.parse(answer)).toEqual(userSchema.parse(answer));
    for (const answer of [page, { ...page, nextCursor: null, items: [{ ...card, marketCap: 1 }] }]) expect(parsePage.parse(answer)).toEqual(deckPageSchema.parse(answer));
    expect(parsePage.parse({ ...page, items: [{ ...card, marketCap: 1 }] }).items[0]).not.toHaveProperty('marketCap');
    const withNulls = { ...coin, market: { ...market, change24h: null, marketCapUsd: null, marketCapRank: null } };
    for (const answer of [coin, { ...coin, market: null }, withNulls, { ...coin, internalNote: 'x' }]) expect(parseCoin.parse(answer)).toEqual(coinSchema.parse(answer));
  });

  it.each(badCoins)('refuses a coin with %s, as zod does', (_case, answer) => {
    expect(coinSchema.safeParse(answer).success).toBe(false);
    expect(() => parseCoin.parse(answer)).toThrow();
  });

  it.each(badUsers)('refuses a user with %s, as zod does', (_case, answer) => {
    expect(userSchema.safeParse(answer).success).toBe(false);
    expect(() => parseUser.parse(answer)).toThrow();
  });

  it.each(badPages)('refuses a deck page with %s, as zod does', (_case, answer) => {
    expect(deckPageSchema.safeParse(answer).success).toBe(false);
    expect(() => parsePage.parse(answer)).toThrow();
  });

  it('names the first field outside the contract', () => {
    expect(() => parsePage.parse({ ...page, items: [card, { ...card, launchYear: '2009' }] })).toThrow('$.items[1].launchYear: expected integer, got string');
  });
});
