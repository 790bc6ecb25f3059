/**
 * The append-only points ledger. Call it inside the same transaction as the activity that earns the
 * points; the idempotency key (unique per user) makes a repeated or concurrent activity score once.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PointSource } from '../../../shared/constants/gamification';
import type { Executor } from '../../db/client';
import { pointsLedger } from '../../db/schema';

export interface PointsAward {
  userId: number;
  source: PointSource;
  points: number;
  /** e.g. `module:12`, `term-mastered:301`, `daily-login:2026-11-22`. */
  idempotencyKey: string;
}

/** Returns true when the points were recorded now, false when that key had already scored. */
export async function awardPoints(db: Executor, award: PointsAward): Promise<boolean> {
  const rows = await db
    .insert(pointsLedger)
    .values(award)
    .onConflictDoNothing({ target: [pointsLedger.userId, pointsLedger.idempotencyKey] })
    .returning({ id: pointsLedger.id });
  return rows.length > 0;
}

export async function totalPoints(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return row?.total ?? 0;
}

/** The user's points from one source (e.g. everything the vocabulary trainer earned). */
export async function sumPointsBySource(db: Executor, userId: number, source: PointSource): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int` })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.source, source)));
  return row?.total ?? 0;
}
