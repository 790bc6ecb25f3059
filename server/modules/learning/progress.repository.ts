import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { learningModules, learningProgress, quizAttempts, users } from '../../db/schema';

export type ProgressRow = typeof learningProgress.$inferSelect;

export async function listProgress(db: Executor, userId: number, moduleId?: number): Promise<ProgressRow[]> {
  const where = moduleId === undefined ? eq(learningProgress.userId, userId) : and(eq(learningProgress.userId, userId), eq(learningProgress.moduleId, moduleId));
  return db.select().from(learningProgress).where(where).orderBy(asc(learningProgress.id));
}

/** Only the owner's record: another user's id answers undefined, like a missing one. */
export async function findOwnProgress(db: Executor, userId: number, progressId: number): Promise<ProgressRow | undefined> {
  const [row] = await db
    .select()
    .from(learningProgress)
    .where(and(eq(learningProgress.id, progressId), eq(learningProgress.userId, userId)))
    .limit(1);
  return row;
}

export async function findProgress(db: Executor, userId: number, moduleId: number): Promise<ProgressRow | undefined> {
  const [row] = await db
    .select()
    .from(learningProgress)
    .where(and(eq(learningProgress.userId, userId), eq(learningProgress.moduleId, moduleId)))
    .limit(1);
  return row;
}

/** Creates the in-progress record; a repeated start keeps the first one. Returns whether it was new. */
export async function insertProgress(db: Executor, userId: number, moduleId: number): Promise<boolean> {
  const rows = await db
    .insert(learningProgress)
    .values({ userId, moduleId })
    .onConflictDoNothing({ target: [learningProgress.userId, learningProgress.moduleId] })
    .returning({ id: learningProgress.id });
  return rows.length > 0;
}

/** Serialises one user's completions (journey rewards read the other completions). */
export async function lockUser(tx: Executor, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The in-progress -> completed transition; only one caller ever gets the row back. */
export async function markCompleted(tx: Executor, userId: number, moduleId: number, score: number): Promise<ProgressRow | undefined> {
  const [row] = await tx
    .update(learningProgress)
    .set({ completed: true, completedAt: sql`now()`, score, updatedAt: sql`now()` })
    .where(and(eq(learningProgress.userId, userId), eq(learningProgress.moduleId, moduleId), eq(learningProgress.completed, false)))
    .returning();
  return row;
}

/** A later, better pass of a completed module raises its recorded score. */
export async function raiseScore(tx: Executor, userId: number, moduleId: number, score: number): Promise<void> {
  await tx
    .update(learningProgress)
    .set({ score: sql`greatest(coalesce(${learningProgress.score}, 0), ${score})`, updatedAt: sql`now()` })
    .where(and(eq(learningProgress.userId, userId), eq(learningProgress.moduleId, moduleId), eq(learningProgress.completed, true)));
}

export async function touchProgress(tx: Executor, userId: number, moduleId: number): Promise<void> {
  await tx
    .update(learningProgress)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(learningProgress.userId, userId), eq(learningProgress.moduleId, moduleId)));
}

export async function insertAttempt(tx: Executor, values: { userId: number; moduleId: number; score: number; answers: Record<string, number> }): Promise<void> {
  await tx.insert(quizAttempts).values(values);
}

export async function bestAttemptScore(db: Executor, userId: number, moduleId: number): Promise<number | null> {
  const [row] = await db
    .select({ best: max(quizAttempts.score) })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.moduleId, moduleId)));
  return row?.best ?? null;
}

/** Completed module ids of each of `userIds` (one read). */
export async function completedModuleIdsOf(db: Executor, userIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const completed = new Map(userIds.map((userId) => [userId, new Set<number>()]));
  if (userIds.length === 0) return completed;
  const rows = await db
    .select({ userId: learningProgress.userId, moduleId: learningProgress.moduleId })
    .from(learningProgress)
    .where(and(inArray(learningProgress.userId, [...new Set(userIds)]), eq(learningProgress.completed, true)));
  for (const row of rows) completed.get(row.userId)?.add(row.moduleId);
  return completed;
}

export async function completedModuleIds(db: Executor, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ moduleId: learningProgress.moduleId })
    .from(learningProgress)
    .where(and(eq(learningProgress.userId, userId), eq(learningProgress.completed, true)));
  return new Set(rows.map((row) => row.moduleId));
}

/** What skills are made of: each completed module with its difficulty, topics and score. */
export async function listCompletedModules(db: Executor, userId: number) {
  return db
    .select({
      moduleId: learningModules.id,
      difficultyLevel: learningModules.difficultyLevel,
      topics: learningModules.topics,
      category: learningModules.category,
      score: learningProgress.score,
    })
    .from(learningProgress)
    .innerJoin(learningModules, eq(learningModules.id, learningProgress.moduleId))
    .where(and(eq(learningProgress.userId, userId), eq(learningProgress.completed, true)));
}
