/** The pairs a user is in, read-only (matching owns `matches`; a blocked or removed pair has no row). */
import { eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { matches } from '../../db/schema';

export interface PairRow {
  matchId: number;
  otherUserId: number;
  createdAt: Date;
}

export async function listPairsOfUser(db: Executor, userId: number): Promise<PairRow[]> {
  return db
    .select({
      matchId: matches.id,
      otherUserId: sql<number>`case when ${matches.userLowId} = ${userId} then ${matches.userHighId} else ${matches.userLowId} end`.mapWith(Number),
      createdAt: matches.createdAt,
    })
    .from(matches)
    .where(or(eq(matches.userLowId, userId), eq(matches.userHighId, userId)));
}
