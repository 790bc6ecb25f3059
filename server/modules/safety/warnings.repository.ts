import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userWarnings } from '../../db/schema';

export async function insertWarning(db: Executor, values: { userId: number; reportId: number | null; message: string }): Promise<number> {
  const [row] = await db.insert(userWarnings).values(values).returning({ id: userWarnings.id });
  return (row as { id: number }).id;
}

export async function listUnacknowledged(db: Executor, userId: number) {
  return db
    .select({ id: userWarnings.id, message: userWarnings.message, createdAt: userWarnings.createdAt })
    .from(userWarnings)
    .where(and(eq(userWarnings.userId, userId), isNull(userWarnings.acknowledgedAt)))
    .orderBy(asc(userWarnings.id));
}

/** Only the warned user's own warning; returns whether one changed. */
export async function acknowledge(db: Executor, userId: number, warningId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(userWarnings)
    .set({ acknowledgedAt: at })
    .where(and(eq(userWarnings.id, warningId), eq(userWarnings.userId, userId), isNull(userWarnings.acknowledgedAt)))
    .returning({ id: userWarnings.id });
  return rows.length > 0;
}
