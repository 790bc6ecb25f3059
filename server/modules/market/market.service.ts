/**
 * Market data refresh: at most hourly unless forced, one refresh in flight at a time, the provider's
 * back-off honoured, failures never touching the last good snapshot. The `market.refresh` job keeps it
 * fresh (once per interval across all instances); a user's request waits for a stale snapshot's refresh
 * only up to a short deadline, and never for a forced one: that is claimed in the request and made by the
 * job (docs/decisions/002-market-data-off-the-request-path.md).
 *
 * Across instances, a provider call is preceded by an atomic claim on the shared sync row: forced
 * refreshes at most once per FORCED_REFRESH_GAP_MS globally (and a few per user), other refreshes at most
 * once per REFRESH_CLAIM_MS, so N instances seeing a stale snapshot at once call the provider once
 * (docs/decisions/011-advisory-lock-and-job-queue.md).
 */
import type { CryptoUpdateResponse } from '../../../shared/contracts/coins';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import { fetchMarkets, ProviderRateLimitedError } from './market-data.client';
import * as repository from './market.repository';

export const MARKET_CACHE_MS = 60 * 60 * 1000;
export const USER_WAIT_DEADLINE_MS = 4_000;
/** Globally, at most one forced provider call per minute; a forced request within it gets the cache. */
export const FORCED_REFRESH_GAP_MS = 60_000;
/** Unforced refreshes (stale snapshot) claim the provider for this long, so concurrent ones call it once. */
export const REFRESH_CLAIM_MS = 15_000;
/** Per user: this many forced refreshes per window, then 429 with Retry-After. */
export const FORCED_REFRESH_USER_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_CAP_MS = 30 * 60 * 1000;

export interface MarketServiceOptions {
  db: Database;
  providerUrl: string | 'off';
  onUpdated: () => void;
  rateLimiter: RateLimiter;
  log: { warn(object: object, message: string): void };
  /** Queues the `market.refresh` job for a forced refresh the request has claimed. */
  queueForcedRefresh: () => Promise<void>;
  now?: () => Date;
  random?: () => number;
}

type RefreshOutcome = { updated: number; asOf: Date } | { rateLimitedFor: number } | { claimedElsewhere: true };

export function createMarketService(options: MarketServiceOptions) {
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  let inFlight: Promise<RefreshOutcome> | undefined;

  async function countCoins(): Promise<number> {
    return (await repository.listMarketDataIds(options.db)).length;
  }

  async function refresh(minGapMs: number): Promise<RefreshOutcome> {
    if (!(await repository.claimAttempt(options.db, now(), minGapMs))) return { claimedElsewhere: true };
    return fetchAndStore();
  }

  /** Calls the provider (the caller holds the claim) and stores the snapshot, or the back-off after a failure. */
  async function fetchAndStore(): Promise<RefreshOutcome> {
    const attemptAt = now();
    const coins = await repository.listMarketDataIds(options.db);
    const sync = await repository.getSync(options.db);
    try {
      const rows = await fetchMarkets(
        options.providerUrl,
        coins.map((coin) => coin.marketDataId),
      );
      const idByMarketId = new Map(coins.map((coin) => [coin.marketDataId, coin.id]));
      const snapshots = rows.flatMap((row) => {
        const coinId = idByMarketId.get(row.id);
        if (coinId === undefined) return [];
        return [
          {
            coinId,
            priceUsd: row.current_price,
            change24h: row.price_change_percentage_24h ?? null,
            marketCapUsd: row.market_cap ?? null,
            marketCapRank: row.market_cap_rank ?? null,
            fetchedAt: attemptAt,
          },
        ];
      });
      await options.db.transaction(async (tx) => {
        await repository.upsertSnapshots(tx, snapshots);
        await repository.saveSync(tx, { lastAttemptAt: attemptAt, lastSuccessAt: attemptAt, backoffUntil: null, consecutiveFailures: 0 });
      });
      options.onUpdated();
      return { updated: snapshots.length, asOf: attemptAt };
    } catch (error) {
      const failures = (sync?.consecutiveFailures ?? 0) + 1;
      const retryAfterMs =
        error instanceof ProviderRateLimitedError
          ? error.retryAfterSeconds * 1000
          : // Exponential back-off with full jitter.
            Math.round(random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (failures - 1)));
      await repository.saveSync(options.db, {
        lastAttemptAt: attemptAt,
        backoffUntil: new Date(attemptAt.getTime() + retryAfterMs),
        consecutiveFailures: failures,
      });
      options.log.warn({ err: error, failures, retryAfterMs }, 'market data refresh failed; keeping the last snapshot');
      return { rateLimitedFor: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    }
  }

  /** Joins the refresh in flight on this instance, or starts one (claiming first unless already claimed). */
  function refreshOnce(minGapMs: number | 'claimed'): Promise<RefreshOutcome> {
    inFlight ??= (minGapMs === 'claimed' ? fetchAndStore() : refresh(minGapMs)).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  return {
    /** GET /api/cryptos/update (signed in). */
    async update(force: boolean, userId: number): Promise<CryptoUpdateResponse> {
      const count = await countCoins();
      const sync = await repository.getSync(options.db);
      const asOf = sync?.lastSuccessAt?.toISOString() ?? null;
      const cached = { count, fromCache: true, forceUpdate: force, forceUpdatedCoins: 0, asOf };
      if (options.providerUrl === 'off') return { ...cached, forceUpdate: false };
      const current = now();
      // A fresh snapshot is served even while backing off (a failed forced refresh must not hide it).
      const isFresh = sync?.lastSuccessAt && current.getTime() - sync.lastSuccessAt.getTime() < MARKET_CACHE_MS;
      if (isFresh && !force) return cached;
      if (sync?.backoffUntil && sync.backoffUntil > current) {
        const seconds = Math.max(1, Math.ceil((sync.backoffUntil.getTime() - current.getTime()) / 1000));
        throw new AppError(ERROR_CODES.rateLimited, 'Market data is rate limited. Please try again later.', { retryAfterSeconds: seconds });
      }

      if (force) {
        const { limit, windowMs } = FORCED_REFRESH_USER_LIMIT;
        const decision = await options.rateLimiter.consume(`market-force:${userId}`, limit, windowMs);
        if (!decision.allowed) {
          throw new AppError(ERROR_CODES.rateLimited, 'Too many forced refreshes. Please try again later.', {
            retryAfterSeconds: decision.retryAfterSeconds,
          });
        }
        // Answered from the snapshot at once; the provider call runs in the job. `forceUpdate` says whether
        // this request queued it (false within the global gap: a forced refresh was made or is under way).
        if (!(await repository.claimAttempt(options.db, current, FORCED_REFRESH_GAP_MS))) return { ...cached, forceUpdate: false };
        await options.queueForcedRefresh();
        return cached;
      }

      const deadline = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), USER_WAIT_DEADLINE_MS).unref());
      const outcome = await Promise.race([refreshOnce(REFRESH_CLAIM_MS), deadline]);
      // Another request (here or on another instance) holds or just made the refresh: answer with what is
      // stored now, not with the snapshot time read before it finished.
      if (outcome === 'timeout' || 'claimedElsewhere' in outcome) return { ...cached, asOf: (await repository.getSync(options.db))?.lastSuccessAt?.toISOString() ?? asOf };
      if ('rateLimitedFor' in outcome) {
        throw new AppError(ERROR_CODES.rateLimited, 'Market data is temporarily unavailable. Please try again later.', {
          retryAfterSeconds: outcome.rateLimitedFor,
        });
      }
      return { count, fromCache: false, forceUpdate: false, forceUpdatedCoins: outcome.updated, asOf: outcome.asOf.toISOString() };
    },

    /** The `market.refresh` job for a forced refresh: the request that queued it holds the claim. */
    async refreshClaimed(): Promise<void> {
      if (options.providerUrl === 'off') return;
      await refreshOnce('claimed');
    },

    /** The `market.refresh` job: skipped while the snapshot is fresh or the provider asked us to wait. */
    async refreshIfStale(): Promise<void> {
      if (options.providerUrl === 'off') return;
      const sync = await repository.getSync(options.db);
      const current = now();
      if (sync?.backoffUntil && sync.backoffUntil > current) return;
      if (sync?.lastSuccessAt && current.getTime() - sync.lastSuccessAt.getTime() < MARKET_CACHE_MS) return;
      await refreshOnce(REFRESH_CLAIM_MS);
    },

    /** Waits for the refresh in flight on this instance (shutdown, tests). */
    async settled(): Promise<void> {
      await inFlight?.catch(() => undefined);
    },
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
