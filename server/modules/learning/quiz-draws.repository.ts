import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { quizDraws } from '../../db/schema';

export type DrawRow = typeof quizDraws.$inferSelect;

export async function insertDraw(db: Executor, values: { userId: number; moduleId: number; questionIds: number[]; optionOrders: number[][] }): Promise<DrawRow> {
  const [row] = await db.insert(quizDraws).values(values).returning();
  return row!;
}

/** The learner's latest draw for the module: what a retake should avoid repeating. */
export async function latestDraw(db: Executor, userId: number, moduleId: number): Promise<DrawRow | undefined> {
  const [row] = await db
    .select()
    .from(quizDraws)
    .where(and(eq(quizDraws.userId, userId), eq(quizDraws.moduleId, moduleId)))
    .orderBy(desc(quizDraws.id))
    .limit(1);
  return row;
}

/** Only the owner's draw of this module. */
export async function findDraw(db: Executor, userId: number, moduleId: number, drawId: number): Promise<DrawRow | undefined> {
  const [row] = await db
    .select()
    .from(quizDraws)
    .where(and(eq(quizDraws.id, drawId), eq(quizDraws.userId, userId), eq(quizDraws.moduleId, moduleId)))
    .limit(1);
  return row;
}

/** Marks the draw submitted; false when it already was (a second submission of the same draw). */
export async function markSubmitted(db: Executor, drawId: number): Promise<boolean> {
  const rows = await db
    .update(quizDraws)
    .set({ submittedAt: new Date() })
    .where(and(eq(quizDraws.id, drawId), isNull(quizDraws.submittedAt)))
    .returning({ id: quizDraws.id });
  return rows.length === 1;
}
