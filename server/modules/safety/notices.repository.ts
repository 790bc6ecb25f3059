import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { systemNotices } from '../../db/schema';

export type NoticeKind = (typeof systemNotices.$inferInsert)['kind'] & string;

export interface NewNotice {
  userId: number;
  kind: NoticeKind;
  reportId: number | null;
  message: string;
  createdAt: Date;
}

export async function insertNotice(db: Executor, values: NewNotice): Promise<number> {
  const [row] = await db.insert(systemNotices).values(values).returning({ id: systemNotices.id });
  return (row as { id: number }).id;
}

/** The newest notices first. */
export async function listNotices(db: Executor, userId: number, limit: number) {
  return db
    .select({ id: systemNotices.id, kind: systemNotices.kind, message: systemNotices.message, createdAt: systemNotices.createdAt, acknowledgedAt: systemNotices.acknowledgedAt })
    .from(systemNotices)
    .where(eq(systemNotices.userId, userId))
    .orderBy(desc(systemNotices.id))
    .limit(limit);
}

/** Only the user's own unread notice; returns whether one changed. */
export async function markRead(db: Executor, userId: number, noticeId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(systemNotices)
    .set({ acknowledgedAt: at })
    .where(and(eq(systemNotices.id, noticeId), eq(systemNotices.userId, userId), isNull(systemNotices.acknowledgedAt)))
    .returning({ id: systemNotices.id });
  return rows.length > 0;
}
