import { and, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { matches, messages } from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;

/** Newest first, older than the cursor when given. */
export async function listMessages(db: Executor, matchId: number, options: { before?: number; limit: number }): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.matchId, matchId), options.before ? lt(messages.id, options.before) : undefined))
    .orderBy(desc(messages.id))
    .limit(options.limit);
}

export async function insertMessage(db: Executor, values: { matchId: number; senderId: number; content: string; clientId: string | null }): Promise<MessageRow | undefined> {
  const [row] = await db
    .insert(messages)
    .values(values)
    .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
    .returning();
  return row;
}

export async function findByClientId(db: Executor, senderId: number, clientId: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId))).limit(1);
  return row;
}

export async function touchMatch(db: Executor, matchId: number, at: Date): Promise<void> {
  await db.update(matches).set({ lastMessageAt: at }).where(eq(matches.id, matchId));
}

/** Marks the other user's unread messages in the match as read; returns how many changed. */
export async function markRead(db: Executor, matchId: number, readerId: number, at: Date): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: at })
    .where(and(eq(messages.matchId, matchId), ne(messages.senderId, readerId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return rows.length;
}

/** Unread messages across every match the user is in. */
export async function countUnread(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(matches, eq(matches.id, messages.matchId))
    .where(and(or(eq(matches.userLowId, userId), eq(matches.userHighId, userId)), ne(messages.senderId, userId), isNull(messages.readAt)));
  return row?.count ?? 0;
}

export async function listMatchPartners(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ other: sql<number>`case when ${matches.userLowId} = ${userId} then ${matches.userHighId} else ${matches.userLowId} end` })
    .from(matches)
    .where(or(eq(matches.userLowId, userId), eq(matches.userHighId, userId)));
  return rows.map((row) => row.other);
}
