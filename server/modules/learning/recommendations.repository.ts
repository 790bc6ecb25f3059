import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { coins, preferences, users } from '../../db/schema';

export interface LearnerSignals {
  learningInterests: string[];
  learningGoals: string[];
  likedCoins: Array<{ id: number; name: string; tags: string[] }>;
}

export async function findLearnerSignals(db: Executor, userId: number): Promise<LearnerSignals> {
  const [user] = await db.select({ learningInterests: users.learningInterests, learningGoals: users.learningGoals }).from(users).where(eq(users.id, userId)).limit(1);
  const likedCoins = await db
    .select({ id: coins.id, name: coins.name, tags: coins.tags })
    .from(preferences)
    .innerJoin(coins, eq(coins.id, preferences.coinId))
    .where(and(eq(preferences.userId, userId), eq(preferences.liked, true)))
    .orderBy(preferences.swipedAt);
  return { learningInterests: user?.learningInterests ?? [], learningGoals: user?.learningGoals ?? [], likedCoins };
}
