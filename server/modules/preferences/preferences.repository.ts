import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { coins, preferences } from '../../db/schema';

export async function listPreferences(db: Executor, userId: number) {
  return db
    .select({ coinId: preferences.coinId, liked: preferences.liked, swipedAt: preferences.swipedAt })
    .from(preferences)
    .where(eq(preferences.userId, userId))
    .orderBy(preferences.swipedAt, preferences.id);
}

export async function coinExists(db: Executor, coinId: number): Promise<boolean> {
  const [row] = await db.select({ id: coins.id }).from(coins).where(eq(coins.id, coinId)).limit(1);
  return row !== undefined;
}

export async function existingCoinIds(db: Executor, coinIds: number[]): Promise<Set<number>> {
  if (coinIds.length === 0) return new Set();
  const rows = await db.select({ id: coins.id }).from(coins).where(inArray(coins.id, coinIds));
  return new Set(rows.map((row) => row.id));
}

/** One preference per user and coin: a repeated swipe updates it. */
export async function upsertPreference(db: Executor, values: { userId: number; coinId: number; liked: boolean; swipedAt?: Date }): Promise<void> {
  await db
    .insert(preferences)
    .values(values)
    .onConflictDoUpdate({
      target: [preferences.userId, preferences.coinId],
      set: { liked: values.liked, swipedAt: values.swipedAt ?? sql`now()` },
    });
}

/** Guest merge: insert, or overwrite only when the guest's swipe is newer than the stored one. */
export async function mergePreference(db: Executor, values: { userId: number; coinId: number; liked: boolean; swipedAt: Date }): Promise<void> {
  await db
    .insert(preferences)
    .values(values)
    .onConflictDoUpdate({
      target: [preferences.userId, preferences.coinId],
      set: { liked: values.liked, swipedAt: values.swipedAt },
      setWhere: sql`${preferences.swipedAt} < excluded.swiped_at`,
    });
}

export async function deletePreferences(db: Executor, userId: number): Promise<number> {
  const rows = await db
    .delete(preferences)
    .where(and(eq(preferences.userId, userId)))
    .returning({ id: preferences.id });
  return rows.length;
}
