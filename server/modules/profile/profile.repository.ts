import { eq, sql } from 'drizzle-orm';
import type { Traits } from '../../../shared/constants/personality';
import type { Executor } from '../../db/client';
import { coins, personalities, preferences } from '../../db/schema';

export async function listSwipesWithTraits(db: Executor, userId: number): Promise<Array<{ coinId: number; coinName: string; liked: boolean; traits: Traits }>> {
  const rows = await db
    .select({ coinId: coins.id, coinName: coins.name, liked: preferences.liked, traits: coins.traits })
    .from(preferences)
    .innerJoin(coins, eq(coins.id, preferences.coinId))
    .where(eq(preferences.userId, userId))
    .orderBy(preferences.coinId);
  // Coin traits are validated against TRAIT_KEYS when content is loaded.
  return rows.map((row) => ({ ...row, traits: row.traits as Traits }));
}

export async function upsertPersonality(db: Executor, values: { userId: number; type: string; traits: Traits; swipeCount: number }): Promise<void> {
  await db
    .insert(personalities)
    .values(values)
    .onConflictDoUpdate({
      target: personalities.userId,
      set: { type: values.type, traits: values.traits, swipeCount: values.swipeCount, updatedAt: sql`now()` },
    });
}

export async function deletePersonality(db: Executor, userId: number): Promise<void> {
  await db.delete(personalities).where(eq(personalities.userId, userId));
}

export async function findPersonality(db: Executor, userId: number) {
  const [row] = await db.select().from(personalities).where(eq(personalities.userId, userId)).limit(1);
  return row;
}
