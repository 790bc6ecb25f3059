/**
 * GET /api/cryptos/update against a local fake CoinGecko-compatible provider (never the internet),
 * including its faults: 429 with Retry-After, a hanging connection, malformed payloads, 5xx. Forced
 * refreshes (made by the job, off the request) are in market-forced-refresh.int.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ageSync, allowForcedRefresh, bitcoinMarket, createGatedJobQueue, update, setUpMarketTests } from './market-test-helpers';

const { provider, start } = setUpMarketTests();

describe('GET /api/cryptos/update: access and input', () => {
  it('answers a guest with 401 and never calls the provider', async () => {
    const { context: ctx } = await start();
    const before = provider().requestCount();
    const response = await update(ctx, undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
    expect(provider().requestCount()).toBe(before);
  });

  it('rejects an unknown force value and unknown query fields with 400', async () => {
    const { context: ctx, user } = await start();
    expect((await update(ctx, user.cookie, '?force=yes')).statusCode).toBe(400);
    expect((await update(ctx, user.cookie, '?force=true&debug=1')).statusCode).toBe(400);
  });

  it('works offline with MARKET_DATA_URL=off: answered from the (empty) cache, nothing queued', async () => {
    const { context: ctx, user } = await start({ MARKET_DATA_URL: 'off' });
    const before = provider().requestCount();
    const response = await update(ctx, user.cookie, '?force=true');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fromCache: true, forceUpdate: false, forceUpdatedCoins: 0, asOf: null });
    expect(response.json().count).toBeGreaterThanOrEqual(60);
    await ctx.app.services.jobs.drained();
    expect(provider().requestCount()).toBe(before);
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

    const requests = provider().requestCount();
    const second = await update(ctx, user.cookie);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ fromCache: true, forceUpdate: false, forceUpdatedCoins: 0, asOf: body.asOf });
    expect(provider().requestCount()).toBe(requests);
  });

  it('asks the provider once for concurrent refreshes, forced or not', async () => {
    // The start-up refresh is held back until the requests have raced, so it cannot be the one call counted.
    const gate = createGatedJobQueue();
    const { context: ctx, user } = await start(undefined, gate.jobs);
    const requests = provider().requestCount();
    const responses = await Promise.all([update(ctx, user.cookie, '?force=true'), update(ctx, user.cookie, '?force=true'), update(ctx, user.cookie)]);
    for (const response of responses) expect(response.statusCode).toBe(200);
    gate.open();
    await new Promise((resolve) => setImmediate(resolve));
    await ctx.app.services.jobs.drained();
    await ctx.app.services.market.settled();
    expect(provider().requestCount()).toBe(requests + 1);
    expect(await bitcoinMarket(ctx)).not.toBeNull();
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
    provider().setMode('rate-limited');
    const limited = await update(ctx, user.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(120);

    // The provider is fine again, but it asked for 120 s: we do not ask it, even when forced.
    provider().setMode('ok');
    const requests = provider().requestCount();
    for (const query of ['', '?force=true']) {
      const response = await update(ctx, user.cookie, query);
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    await ctx.app.services.jobs.drained();
    expect(provider().requestCount()).toBe(requests);

    // Once the back-off has passed, the next call refreshes.
    await ageSync(ctx, { backoffUntil: new Date(Date.now() - 1000), lastAttemptAt: new Date(Date.now() - 120_000) });
    const after = await update(ctx, user.cookie);
    expect(after.statusCode).toBe(200);
    expect(after.json().fromCache).toBe(false);
    expect(provider().requestCount()).toBe(requests + 1);
  });

  it('answers a stale snapshot from the cache within the deadline when the provider hangs', async () => {
    const { context: ctx, user } = await start();
    await update(ctx, user.cookie);
    const snapshot = await bitcoinMarket(ctx);

    provider().setMode('hang');
    const anHourAgo = new Date(Date.now() - 61 * 60 * 1000);
    await ageSync(ctx, { lastSuccessAt: anHourAgo, lastAttemptAt: anHourAgo });
    const response = await update(ctx, user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fromCache: true, forceUpdate: false, forceUpdatedCoins: 0, asOf: anHourAgo.toISOString() });
    expect(await bitcoinMarket(ctx)).toEqual(snapshot);
  });

  it('rejects a malformed payload without touching the stored snapshot, and backs off', async () => {
    const { context: ctx, user } = await start();
    await update(ctx, user.cookie);
    const snapshot = await bitcoinMarket(ctx);

    provider().setMode('malformed');
    provider().setPriceFactor(3);
    await allowForcedRefresh(ctx);
    expect((await update(ctx, user.cookie, '?force=true')).json()).toMatchObject({ forceUpdate: true });
    await ctx.app.services.jobs.drained();
    const response = await update(ctx, user.cookie, '?force=true');
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(await bitcoinMarket(ctx)).toEqual(snapshot);
  });

  it('keeps serving the fresh snapshot from cache while backing off after a failed forced refresh', async () => {
    const { context: ctx, user } = await start();
    const first = await update(ctx, user.cookie);
    provider().setMode('server-error');
    await allowForcedRefresh(ctx);
    expect((await update(ctx, user.cookie, '?force=true')).statusCode).toBe(200);
    await ctx.app.services.jobs.drained();
    expect((await update(ctx, user.cookie, '?force=true')).statusCode).toBe(429);
    const cached = await update(ctx, user.cookie);
    expect(cached.statusCode).toBe(200);
    expect(cached.json()).toMatchObject({ fromCache: true, asOf: first.json().asOf });
  });

  it('answers a provider failure before any snapshot with 429, and the catalogue still loads', async () => {
    const { context: ctx, user } = await start();
    provider().setMode('server-error');
    const response = await update(ctx, user.cookie);
    expect(response.statusCode).toBe(429);
    const list = await ctx.app.inject({ url: '/api/cryptos' });
    expect(list.statusCode).toBe(200);
    expect(await bitcoinMarket(ctx)).toBeNull();
  });
});

describe('the market.refresh job', () => {
  it('refreshes a stale snapshot once and leaves a fresh one alone', async () => {
    const { context: ctx } = await start();
    const requests = provider().requestCount();
    await ctx.app.services.startPeriodicJobs();
    await ctx.app.services.jobs.drained();
    expect(provider().requestCount()).toBe(requests + 1);
    expect(await bitcoinMarket(ctx)).not.toBeNull();

    await ctx.app.services.jobs.enqueue('market.refresh', { isForced: false });
    await ctx.app.services.jobs.drained();
    expect(provider().requestCount()).toBe(requests + 1);
  });
});
