import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinSchema, type Coin } from '../../../shared/contracts/coins';
import { as, createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('GET /api/cryptos', () => {
  it('lists the whole catalogue in id order, every field of the Coin entity filled', async () => {
    const response = await as(context.app, null).get('/api/cryptos');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const coins = coinSchema.array().parse(response.json());
    expect(coins.length).toBeGreaterThanOrEqual(60);
    expect(coins.map((coin) => coin.id)).toEqual([...coins.map((coin) => coin.id)].sort((a, b) => a - b));
    for (const coin of coins) {
      expect(coin.imageUrl).toBe(`/api/cryptos/${coin.id}/logo.svg`);
      expect(coin.description.length).toBeGreaterThan(40);
      expect(coin.personality.length).toBeGreaterThan(20);
      expect(coin.founderInfo.length).toBeGreaterThan(10);
      expect(coin.communityInfo.length).toBeGreaterThan(10);
      expect(coin.uniqueFeatures.length).toBeGreaterThan(0);
      expect(coin.funFacts.length).toBeGreaterThan(0);
      expect(coin.tags.length).toBeGreaterThan(0);
      expect(coin.useCases.length).toBeGreaterThan(0);
      expect(coin.backgroundColor).toMatch(/^#[0-9a-f]{6}$/i);
      // MARKET_DATA_URL=off in tests: no snapshot has ever been taken.
      expect(coin.market).toBeNull();
    }
    expect(coins.find((coin) => coin.symbol === 'BTC')).toMatchObject({ name: 'Bitcoin', launchYear: 2009 });
  });
});

describe('GET /api/cryptos/:id', () => {
  it('answers one coin, the same as in the list', async () => {
    const list = (await as(context.app, null).get('/api/cryptos')).json() as Coin[];
    const ethereum = list.find((coin) => coin.symbol === 'ETH');
    const response = await as(context.app, null).get(`/api/cryptos/${ethereum?.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(ethereum);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await as(context.app, null).get('/api/cryptos/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Cryptocurrency not found' });
  });

  it('answers 400 for ids that are not positive whole numbers', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await as(context.app, null).get(`/api/cryptos/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /api/cryptos/:id/logo.svg', () => {
  it('serves the packaged logo, cacheable, for a coin the icon package knows', async () => {
    const response = await as(context.app, null).get('/api/cryptos/1/logo.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(response.body).not.toContain('aria-label="BTC"');
  });

  it('generates a monogram in the coin colour for a coin the package lacks', async () => {
    const list = (await as(context.app, null).get('/api/cryptos')).json() as Coin[];
    const toncoin = list.find((coin) => coin.symbol === 'TON') as Coin;
    const response = await as(context.app, null).get(`/api/cryptos/${toncoin.id}/logo.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('aria-label="TON"');
    expect(response.body).toContain(`fill="${toncoin.backgroundColor}"`);
  });

  it('answers 404 for an unknown coin and 400 for a bad id', async () => {
    expect((await as(context.app, null).get('/api/cryptos/999999/logo.svg')).statusCode).toBe(404);
    expect((await as(context.app, null).get('/api/cryptos/abc/logo.svg')).statusCode).toBe(400);
  });
});
