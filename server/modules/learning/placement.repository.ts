import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { learningProgress, placementChecks } from '../../db/schema';

export type PlacementRow = typeof placementChecks.$inferSelect;

export async function insertCheck(db: Executor, values: { userId: number; moduleId: number; questionIds: number[]; optionOrders: number[][] }): Promise<PlacementRow> {
  const [row] = await db.insert(placementChecks).values(values).returning();
  return row!;
}

/** The learner's latest check of the module (open or graded). */
export async function latestCheck(db: Executor, userId: number, moduleId: number): Promise<PlacementRow | undefined> {
  const [row] = await db
    .select()
    .from(placementChecks)
    .where(and(eq(placementChecks.userId, userId), eq(placementChecks.moduleId, moduleId)))
    .orderBy(desc(placementChecks.id))
    .limit(1);
  return row;
}

/** Only the owner's check of this module. */
export async function findCheck(db: Executor, userId: number, moduleId: number, checkId: number): Promise<PlacementRow | undefined> {
  const [row] = await db
    .select()
    .from(placementChecks)
    .where(and(eq(placementChecks.id, checkId), eq(placementChecks.userId, userId), eq(placementChecks.moduleId, moduleId)))
    .limit(1);
  return row;
}

/** Grades the check once; false when it already was. */
export async function markGraded(db: Executor, checkId: number, correctCount: number, passed: boolean, now: Date): Promise<boolean> {
  const rows = await db
    .update(placementChecks)
    .set({ submittedAt: now, correctCount, passed })
    .where(and(eq(placementChecks.id, checkId), isNull(placementChecks.submittedAt)))
    .returning({ id: placementChecks.id });
  return rows.length === 1;
}

/**
 * Completes the module by placement: creates or turns the record completed with completed_via = 'placement',
 * started and completed at the same instant (so the streak does not count it as learning done). Awards nothing.
 */
export async function completeByPlacement(tx: Executor, userId: number, moduleId: number, score: number, now: Date): Promise<boolean> {
  await tx
    .insert(learningProgress)
    .values({ userId, moduleId, startedAt: now })
    .onConflictDoNothing({ target: [learningProgress.userId, learningProgress.moduleId] });
  const rows = await tx
    .update(learningProgress)
    .set({ completed: true, completedAt: now, score, completedVia: 'placement', updatedAt: sql`now()` })
    .where(and(eq(learningProgress.userId, userId), eq(learningProgress.moduleId, moduleId), eq(learningProgress.completed, false)))
    .returning({ id: learningProgress.id });
  return rows.length === 1;
}
