/**
 * GET /api/cryptos/update?force=true: answered from the current snapshot at once; the provider call runs in
 * the `market.refresh` job (docs/decisions/002-market-data-off-the-request-path.md), behind the per-user
 * and global limits. Against a local fake provider, never the internet.
 */
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/test-app';
import { FORCED_REFRESH_USER_LIMIT } from './market.service';
import { allowForcedRefresh, bitcoinMarket, createGatedJobQueue, until, update, setUpMarketTests } from './market-test-helpers';

const { provider, start } = setUpMarketTests();

describe('GET /api/cryptos/update?force=true', () => {
  it('answers from the snapshot without calling the provider, and the job stores the new prices afterwards', async () => {
    const gate = createGatedJobQueue();
    const { context: ctx, user } = await start(undefined, gate.jobs);
    await update(ctx, user.cookie);
    const before = await bitcoinMarket(ctx);
    expect(before).not.toBeNull();

    provider().setMode('held');
    provider().setPriceFactor(2);
    await allowForcedRefresh(ctx);
    const requests = provider().requestCount();
    const forced = await update(ctx, user.cookie, '?force=true');
    expect(forced.statusCode).toBe(200);
    // Says a refresh was queued, and carries the snapshot the caller has now; the provider was not asked.
    expect(forced.json()).toMatchObject({ fromCache: true, forceUpdate: true, forceUpdatedCoins: 0, asOf: before?.asOf });
    expect(provider().requestCount()).toBe(requests);

    // The job runs: its call reaches the slow provider, and nothing changes until the provider answers.
    gate.open();
    expect(
      await until(
        async () => provider().heldCount(),
        (count) => count === 1,
      ),
    ).toBe(1);
    expect(await bitcoinMarket(ctx)).toEqual(before);
    provider().release();
    const after = await until(
      () => bitcoinMarket(ctx),
      (market) => market?.asOf !== before?.asOf,
    );
    expect(after?.asOf).not.toBe(before?.asOf);
    expect(after?.priceUsd).toBeCloseTo((before?.priceUsd ?? 0) * 2, 1);
  });

  it('queues one provider call per minute for forced refreshes from many users, serving the snapshot otherwise', async () => {
    const { context: ctx, user } = await start();
    const others = [await registerUser(ctx.app), await registerUser(ctx.app), await registerUser(ctx.app)];
    const requests = provider().requestCount();
    expect((await update(ctx, user.cookie, '?force=true')).json()).toMatchObject({ fromCache: true, forceUpdate: true });
    await ctx.app.services.jobs.drained();
    expect(provider().requestCount()).toBe(requests + 1);
    const snapshot = await bitcoinMarket(ctx);

    for (const other of [user, ...others]) {
      const response = await update(ctx, other.cookie, '?force=true');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ fromCache: true, forceUpdate: false, forceUpdatedCoins: 0, asOf: snapshot?.asOf });
    }
    await ctx.app.services.jobs.drained();
    expect(provider().requestCount()).toBe(requests + 1);

    await allowForcedRefresh(ctx);
    expect((await update(ctx, others[0]?.cookie, '?force=true')).json()).toMatchObject({ forceUpdate: true });
    await ctx.app.services.jobs.drained();
    expect(provider().requestCount()).toBe(requests + 2);
  });

  it('answers one user past the per-user limit with 429 and Retry-After, without calling the provider', async () => {
    const { context: ctx, user } = await start();
    for (let attempt = 0; attempt < FORCED_REFRESH_USER_LIMIT.limit; attempt += 1) {
      expect((await update(ctx, user.cookie, '?force=true')).statusCode).toBe(200);
    }
    await ctx.app.services.jobs.drained();
    await allowForcedRefresh(ctx);
    const requests = provider().requestCount();
    const limited = await update(ctx, user.cookie, '?force=true');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await ctx.app.services.jobs.drained();
    expect(provider().requestCount()).toBe(requests);
    // Another user is not affected.
    const other = await registerUser(ctx.app);
    expect((await update(ctx, other.cookie, '?force=true')).json()).toMatchObject({ forceUpdate: true });
    await ctx.app.services.jobs.drained();
    expect(provider().requestCount()).toBe(requests + 1);
  });
});
