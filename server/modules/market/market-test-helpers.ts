/** Shared set-up of the market tests: a local fake provider per file, a fresh app per test. */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Coin } from '../../../shared/contracts/coins';
import { marketSync } from '../../db/schema';
import { createInProcessJobQueue } from '../../jobs/in-process-job-queue';
import type { JobQueue } from '../../jobs/job-queue';
import { startFakeMarketProvider, type FakeMarketProvider } from '../../test/fake-market-provider';
import { createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';
import { FORCED_REFRESH_GAP_MS } from './market.service';

export interface MarketTestSetup {
  provider: () => FakeMarketProvider;
  start: (env?: Record<string, string>, jobs?: JobQueue) => Promise<{ context: TestContext; user: TestUser }>;
}

/** Registers the hooks: the provider lives for the file; each test's app is closed after it (its job settled). */
export function setUpMarketTests(): MarketTestSetup {
  let provider: FakeMarketProvider;
  let context: TestContext | undefined;
  beforeAll(async () => {
    provider = await startFakeMarketProvider();
  });
  afterAll(async () => {
    await provider.close();
  });
  afterEach(async () => {
    provider.release();
    await context?.app.services.jobs.drained();
    await context?.app.services.market.settled();
    await context?.close();
    context = undefined;
    provider.setMode('ok');
    provider.setPriceFactor(1);
  });
  return {
    provider: () => provider,
    async start(env = { MARKET_DATA_URL: provider.url }, jobs?: JobQueue) {
      context = await createTestContext({ env, jobs });
      return { context, user: await registerUser(context.app) };
    },
  };
}

export const update = (ctx: TestContext, cookie: string | undefined, query = '') => ctx.app.inject({ method: 'GET', url: `/api/cryptos/update${query}`, headers: cookie ? { cookie } : {} });

export async function bitcoinMarket(ctx: TestContext): Promise<Coin['market']> {
  const coins = (await ctx.app.inject({ url: '/api/cryptos' })).json() as Coin[];
  return coins.find((coin) => coin.symbol === 'BTC')?.market ?? null;
}

/** Moves the stored sync times back, as if time had passed (the service reads them from the database). */
export async function ageSync(ctx: TestContext, values: Partial<typeof marketSync.$inferInsert>): Promise<void> {
  await ctx.database.db.update(marketSync).set(values).where(eq(marketSync.id, 1));
}

/** Moves the last provider call back past the global gap between forced refreshes. */
export async function allowForcedRefresh(ctx: TestContext): Promise<void> {
  await ageSync(ctx, { lastAttemptAt: new Date(Date.now() - FORCED_REFRESH_GAP_MS - 1000) });
}

/** Polls until `accept` holds (a sentinel the test waits for, never a fixed sleep); the last value otherwise. */
export async function until<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await probe();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await probe();
  }
  return value;
}

/**
 * The real in-process queue behind a gate: what is enqueued reaches the queue only once open() is called,
 * so a test can observe the answer of a request before any job it queued has run.
 */
export function createGatedJobQueue(): { jobs: JobQueue; open: () => void } {
  const inner = createInProcessJobQueue({ warn: () => undefined });
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const jobs: JobQueue = {
    ...inner,
    async enqueue(name, payload, options) {
      void opened.then(() => inner.enqueue(name, payload, options));
    },
  };
  return { jobs, open };
}
