/**
 * GET /api/cryptos/update against a local fake CoinGecko-compatible provider (never the internet),
 * including its faults: 429 with Retry-After, a hanging connection, malformed payloads, 5xx.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Coin } from '../../../shared/contracts/coins';
import { marketSync } from '../../db/schema';
import { FORCED_REFRESH_GAP_MS, FORCED_REFRESH_USER_LIMIT } from './market.service';
import { startFakeMarketProvider, type FakeMarketProvider } from '../../test/fake-market-provider';
import { createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';

let provider: FakeMarketProvider;
let context: TestContext | undefined;

beforeAll(async () => {
  provider = await startFakeMarketProvider();
});
afterAll(async () => {
  await provider.close();
});
afterEach(async () => {
  await context?.app.services.market.settled();
  await context?.close();
  context = undefined;
  provider.setMode('ok');
  provider.setPriceFactor(1);
});

async function start(env: Record<string, string> = { MARKET_DATA_URL: provider.url }): Promise<{ context: TestContext; user: TestUser }> {
  context = await createTestContext({ env });
  return { context, user: await registerUser(context.app) };
}

const update = (ctx: TestContext, cookie: string | undefined, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/cryptos/update${query}`, headers: cookie ? { cookie } : {} });

async function bitcoinMarket(ctx: TestContext): Promise<Coin['market']> {
  const coins = (await ctx.app.inject({ url: '/api/cryptos' })).json() as Coin[];
  return coins.find((coin) => coin.symbol === 'BTC')?.market ?? null;
}

/** Moves the last provider call back past the global gap between forced refreshes. */
async function allowForcedRefresh(ctx: TestContext): Promise<void> {
  await ageSync(ctx, { lastAttemptAt: new Date(Date.now() - FORCED_REFRESH_GAP_MS - 1000) });
}

/** Moves the stored sync times back, as if time had passed (the service reads them from the database). */
async function ageSync(ctx: TestContext, values: Partial<typeof marketSync.$inferInsert>): Promise<void> {
  await ctx.database.db.update(marketSync).set(values).where(eq(marketSync.id, 1));
}

describe('GET /api/cryptos/update: access and input', () => {
  it('answers a guest with 401 and never calls the provider', async () => {
    const { context: ctx } = await start();
    const before = provider.requestCount();
    const response = await update(ctx, undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
    expect(provider.requestCount()).toBe(before);
  });

  it('rejects an unknown force value and unknown query fields with 400', async () => {
    const { context: ctx, user } = await start();
    expect((await update(ctx, user.cookie, '?force=yes')).statusCode).toBe(400);
    expect((await update(ctx, user.cookie, '?force=true&debug=1')).statusCode).toBe(400);
  });

  it('works offline with MARKET_DATA_URL=off: answered from the (empty) cache', async () => {
    const { context: ctx, user } = await start({ MARKET_DATA_URL: 'off' });
    const before = provider.requestCount();
    const response = await update(ctx, user.cookie, '?force=true');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fromCache: true, forceUpdate: true, forceUpdatedCoins: 0, asOf: null });
    expect(response.json().count).toBeGreaterThanOrEqual(60);
    expect(provider.requestCount()).toBe(before);
  });
});

describe('GET /api/cryptos/update: refresh and cache', () => {
  it('fetches fresh data, shows it on /api/cryptos, then serves the cache within the hour', async () => {
    const { context: ctx, user } = await start();
    expect(await bitcoinMarket(ctx)).toBeNull();

    const first = await update(ctx, user.cookie);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ fromCache: false, forceUpdate: false });
    expect(body.forceUpdatedCoins).toBeGreaterThan(0);
    expect(body.forceUpdatedCoins).toBeLessThanOrEqual(body.count);
    expect(typeof body.asOf).toBe('string');

    const market = await bitcoinMarket(ctx);
    expect(market).not.toBeNull();
    expect(market?.priceUsd).toBeGreaterThan(0);
    expect(market?.asOf).toBe(body.asOf);

    const requests = provider.requestCount();
    const second = await update(ctx, user.cookie);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ fromCache: true, forceUpdate: false, forceUpdatedCoins: 0, asOf: body.asOf });
    expect(provider.requestCount()).toBe(requests);
  });

  it('force=true bypasses the cache and stores the new prices', async () => {
    const { context: ctx, user } = await start();
    await update(ctx, user.cookie);
    const firstPrice = (await bitcoinMarket(ctx))?.priceUsd;

    provider.setPriceFactor(2);
    await allowForcedRefresh(ctx);
    const requests = provider.requestCount();
    const forced = await update(ctx, user.cookie, '?force=true');
    expect(forced.statusCode).toBe(200);
    expect(forced.json()).toMatchObject({ fromCache: false, forceUpdate: true });
    expect(forced.json().forceUpdatedCoins).toBeGreaterThan(0);
    expect(provider.requestCount()).toBe(requests + 1);
    expect((await bitcoinMarket(ctx))?.priceUsd).toBeCloseTo((firstPrice ?? 0) * 2, 1);
  });

  it('asks the provider once for concurrent refreshes', async () => {
    const { context: ctx, user } = await start();
    const requests = provider.requestCount();
    const responses = await Promise.all([update(ctx, user.cookie, '?force=true'), update(ctx, user.cookie, '?force=true'), update(ctx, user.cookie)]);
    for (const response of responses) expect(response.statusCode).toBe(200);
    const bodies = responses.map((response) => response.json() as { fromCache: boolean; asOf: string | null });
    expect(provider.requestCount()).toBe(requests + 1);
    // The requests that joined the call in flight say so (fromCache false). On a loaded machine one may only
    // reach the provider step once that call is over: it is answered from what the call stored (fromCache
    // true, CI once). Either way every answer carries the new snapshot's time.
    expect(bodies.some((body) => !body.fromCache)).toBe(true);
    expect(bodies[0]?.asOf).not.toBeNull();
    expect(new Set(bodies.map((body) => body.asOf))).toEqual(new Set([bodies[0]?.asOf]));
  });

  it('refreshes again once the snapshot is older than an hour', async () => {
    const { context: ctx, user } = await start();
    await update(ctx, user.cookie);
    await ageSync(ctx, { lastSuccessAt: new Date(Date.now() - 61 * 60 * 1000), lastAttemptAt: new Date(Date.now() - 61 * 60 * 1000) });
    const response = await update(ctx, user.cookie);
    expect(response.json()).toMatchObject({ fromCache: false });
  });
});

describe('GET /api/cryptos/update: provider faults', () => {
  it('turns the provider 429 into our 429 with Retry-After, and honours the back-off afterwards', async () => {
    const { context: ctx, user } = await start();
    provider.setMode('rate-limited');
    const limited = await update(ctx, user.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(120);

    // The provider is fine again, but it asked for 120 s: we do not ask it, even when forced.
    provider.setMode('ok');
    const requests = provider.requestCount();
    for (const query of ['', '?force=true']) {
      const response = await update(ctx, user.cookie, query);
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(provider.requestCount()).toBe(requests);

    // Once the back-off has passed, the next call refreshes.
    await ageSync(ctx, { backoffUntil: new Date(Date.now() - 1000), lastAttemptAt: new Date(Date.now() - 120_000) });
    const after = await update(ctx, user.cookie);
    expect(after.statusCode).toBe(200);
    expect(after.json().fromCache).toBe(false);
    expect(provider.requestCount()).toBe(requests + 1);
  });

  it('answers a hanging provider from the last snapshot within the deadline', async () => {
    const { context: ctx, user } = await start();
    await update(ctx, user.cookie);
    const snapshot = await bitcoinMarket(ctx);

    provider.setMode('hang');
    await allowForcedRefresh(ctx);
    const response = await update(ctx, user.cookie, '?force=true');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fromCache: true, forceUpdate: true, forceUpdatedCoins: 0, asOf: snapshot?.asOf });
    expect(await bitcoinMarket(ctx)).toEqual(snapshot);
  });

  it('rejects a malformed payload without touching the stored snapshot', async () => {
    const { context: ctx, user } = await start();
    await update(ctx, user.cookie);
    const snapshot = await bitcoinMarket(ctx);

    provider.setMode('malformed');
    provider.setPriceFactor(3);
    await allowForcedRefresh(ctx);
    const response = await update(ctx, user.cookie, '?force=true');
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(await bitcoinMarket(ctx)).toEqual(snapshot);
  });

  it('keeps serving the fresh snapshot from cache while backing off after a failed forced refresh', async () => {
    const { context: ctx, user } = await start();
    const first = await update(ctx, user.cookie);
    provider.setMode('server-error');
    await allowForcedRefresh(ctx);
    expect((await update(ctx, user.cookie, '?force=true')).statusCode).toBe(429);
    const cached = await update(ctx, user.cookie);
    expect(cached.statusCode).toBe(200);
    expect(cached.json()).toMatchObject({ fromCache: true, asOf: first.json().asOf });
  });

  it('answers a provider failure before any snapshot with 429, and the catalogue still loads', async () => {
    const { context: ctx, user } = await start();
    provider.setMode('server-error');
    const response = await update(ctx, user.cookie);
    expect(response.statusCode).toBe(429);
    const list = await ctx.app.inject({ url: '/api/cryptos' });
    expect(list.statusCode).toBe(200);
    expect(await bitcoinMarket(ctx)).toBeNull();
  });
});

describe('GET /api/cryptos/update: forced refreshes are throttled', () => {
  it('calls the provider at most once per minute for forced refreshes from many users, serving the snapshot otherwise', async () => {
    const { context: ctx, user } = await start();
    const others = [await registerUser(ctx.app), await registerUser(ctx.app), await registerUser(ctx.app)];
    const first = await update(ctx, user.cookie, '?force=true');
    expect(first.json()).toMatchObject({ fromCache: false, forceUpdate: true });
    const requests = provider.requestCount();
    for (const other of [user, ...others]) {
      const response = await update(ctx, other.cookie, '?force=true');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ fromCache: true, forceUpdatedCoins: 0, asOf: first.json().asOf });
    }
    expect(provider.requestCount()).toBe(requests);

    await allowForcedRefresh(ctx);
    expect((await update(ctx, others[0]?.cookie, '?force=true')).json()).toMatchObject({ fromCache: false });
    expect(provider.requestCount()).toBe(requests + 1);
  });

  it('answers one user past the per-user limit with 429 and Retry-After, without calling the provider', async () => {
    const { context: ctx, user } = await start();
    for (let attempt = 0; attempt < FORCED_REFRESH_USER_LIMIT.limit; attempt += 1) {
      expect((await update(ctx, user.cookie, '?force=true')).statusCode).toBe(200);
    }
    await allowForcedRefresh(ctx);
    const requests = provider.requestCount();
    const limited = await update(ctx, user.cookie, '?force=true');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(provider.requestCount()).toBe(requests);
    // Another user is not affected.
    const other = await registerUser(ctx.app);
    expect((await update(ctx, other.cookie, '?force=true')).json()).toMatchObject({ fromCache: false });
  });
});

describe('the market.refresh job', () => {
  it('refreshes a stale snapshot once and leaves a fresh one alone', async () => {
    const { context: ctx } = await start();
    const requests = provider.requestCount();
    await ctx.app.services.startPeriodicJobs();
    await ctx.app.services.jobs.drained();
    expect(provider.requestCount()).toBe(requests + 1);
    expect(await bitcoinMarket(ctx)).not.toBeNull();

    await ctx.app.services.jobs.enqueue('market.refresh', { isForced: false });
    await ctx.app.services.jobs.drained();
    expect(provider.requestCount()).toBe(requests + 1);
  });
});
