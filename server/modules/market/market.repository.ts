import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Executor } from '../../db/client';
import { coinMarket, coins, marketSync } from '../../db/schema';

const SYNC_ROW_ID = 1;

export type MarketSyncRow = typeof marketSync.$inferSelect;

export async function getSync(db: Executor): Promise<MarketSyncRow | undefined> {
  const [row] = await db.select().from(marketSync).where(eq(marketSync.id, SYNC_ROW_ID));
  return row;
}

export async function saveSync(db: Executor, values: Partial<Omit<MarketSyncRow, 'id'>>): Promise<void> {
  await db
    .insert(marketSync)
    .values({ id: SYNC_ROW_ID, ...values })
    .onConflictDoUpdate({ target: marketSync.id, set: values });
}

export async function listMarketDataIds(db: Executor): Promise<Array<{ id: number; marketDataId: string }>> {
  return db.select({ id: coins.id, marketDataId: coins.marketDataId }).from(coins);
}

export async function upsertSnapshots(db: Executor, rows: Array<typeof coinMarket.$inferInsert>): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(coinMarket)
    .values(rows)
    .onConflictDoUpdate({
      target: coinMarket.coinId,
      set: {
        priceUsd: sql`excluded.price_usd`,
        change24h: sql`excluded.change_24h`,
        marketCapUsd: sql`excluded.market_cap_usd`,
        marketCapRank: sql`excluded.market_cap_rank`,
        fetchedAt: sql`excluded.fetched_at`,
      },
    });
}

/**
 * Claims the next provider call for this instance: records the attempt unless another one started less
 * than minGapMs ago (on any instance). One atomic statement, so concurrent claims cannot both win.
 */
export async function claimAttempt(db: Executor, at: Date, minGapMs: number): Promise<boolean> {
  const cutoff = new Date(at.getTime() - minGapMs);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into ${marketSync} (id, last_attempt_at) values (${SYNC_ROW_ID}, ${at})
        on conflict (id) do update set last_attempt_at = excluded.last_attempt_at
        where ${marketSync.lastAttemptAt} is null or ${marketSync.lastAttemptAt} <= ${cutoff}
        returning id`,
  );
  return rows.length === 1;
}
