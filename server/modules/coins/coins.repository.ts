import { and, eq, notExists } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { coinMarket, coins, preferences } from '../../db/schema';

export type CoinRow = typeof coins.$inferSelect;
export type CoinMarketRow = typeof coinMarket.$inferSelect;
export interface CoinWithMarket {
  coin: CoinRow;
  market: CoinMarketRow | null;
}

export async function listCoinsWithMarket(db: Executor): Promise<CoinWithMarket[]> {
  return db.select({ coin: coins, market: coinMarket }).from(coins).leftJoin(coinMarket, eq(coinMarket.coinId, coins.id)).orderBy(coins.id);
}

export async function listUnswipedCoinIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: coins.id })
    .from(coins)
    .where(
      notExists(
        db
          .select({ one: preferences.id })
          .from(preferences)
          .where(and(eq(preferences.userId, userId), eq(preferences.coinId, coins.id))),
      ),
    )
    .orderBy(coins.id);
  return rows.map((row) => row.id);
}
