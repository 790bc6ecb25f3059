import { and, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client';
import type { MessageKind } from '../../../shared/contracts/messages';
import { matches, messages, type StoredMessageLink } from '../../db/schema';

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

export interface StoreMessageInput {
  matchId: number;
  senderId: number;
  content: string;
  clientId: string | null;
  /** The scam-shield rule the message triggered, if any. */
  warningKind: string | null;
  /** The links in the text (none for a teach-back card). */
  links?: StoredMessageLink[];
  /** The ledger CTEs gamification owns (`messagingPointsInsert`), run over this statement's `inserted`. */
  pointsInsert: SQL;
  /** 'text' unless given. */
  kind?: MessageKind;
  /** Another insert over `inserted` in the same statement (a teach-back's card row). */
  attachedInsert?: SQL;
}

/**
 * Stores a message, moves the match's last-message time and records the sender's capped messaging points,
 * in one statement (atomic on its own, and one round trip instead of six: bench/live-delivery.ts). The
 * ledger part and its rule (the daily cap in the sender's time zone) come from gamification.
 * Returns undefined when the sender already stored a message with that client id.
 */
export async function storeMessage(db: Database, input: StoreMessageInput): Promise<MessageRow | undefined> {
  const links = input.links?.length ? input.links : null;
  const [row] = await queryRows<{ id: number; sent_at_ms: number }>(db, sql`
    with inserted as (
      insert into messages (match_id, sender_id, content, client_id, warning_kind, kind, links)
      values (${input.matchId}, ${input.senderId}, ${input.content}, ${input.clientId}, ${input.warningKind}, ${input.kind ?? 'text'}, ${links ? JSON.stringify(links) : null}::jsonb)
      on conflict (sender_id, client_id) do nothing
      returning id, sent_at
    ), touched as (
      -- greatest(): of two sends racing in one match, the later commit may carry the earlier time.
      update matches set last_message_at = greatest(matches.last_message_at, inserted.sent_at)
      from inserted where matches.id = ${input.matchId}
    ), ${input.pointsInsert}${input.attachedInsert ? sql`, attached as (${input.attachedInsert}
    )` : sql``}
    select id, (extract(epoch from sent_at) * 1000)::float8 as sent_at_ms from inserted`);
  if (!row) return undefined;
  const { matchId, senderId, content, clientId, warningKind } = input;
  return { id: row.id, matchId, senderId, content, clientId, warningKind, kind: input.kind ?? 'text', links, sentAt: new Date(row.sent_at_ms), readAt: null, removedAt: null, hiddenAt: null };
}

/** The sender's latest visible messages in the match since a time, oldest first (the seed shield's window). */
export async function recentFromSender(db: Executor, input: { matchId: number; senderId: number; since: Date; limit: number }): Promise<Array<{ id: number; content: string }>> {
  const rows = await db
    .select({ id: messages.id, content: messages.content })
    .from(messages)
    .where(and(eq(messages.matchId, input.matchId), eq(messages.senderId, input.senderId), gte(messages.sentAt, input.since), isNull(messages.removedAt), isNull(messages.hiddenAt)))
    .orderBy(desc(messages.id))
    .limit(input.limit);
  return rows.reverse();
}

/** Hides messages of the match that turned out to be pieces of a seed phrase; returns the ids it hid. */
export async function hideMessages(db: Executor, matchId: number, ids: number[], at: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(messages)
    .set({ hiddenAt: at })
    .where(and(eq(messages.matchId, matchId), inArray(messages.id, ids), isNull(messages.hiddenAt)))
    .returning({ id: messages.id });
  return rows.map((row) => row.id);
}

export async function findByClientId(db: Executor, senderId: number, clientId: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId))).limit(1);
  return row;
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

/** When the pair matched and how many messages each has sent (counted up to `countUpTo`: a long conversation is not counted whole). */
export async function findPairActivity(db: Database, matchId: number, countUpTo: number): Promise<{ matchedAt: Date; sentByEach: [number, number] } | undefined> {
  const sentBy = (column: SQL) => sql`(select count(*)::int from (select 1 from messages where messages.match_id = matches.id and messages.sender_id = ${column} limit ${countUpTo}) as sent)`;
  const [row] = await queryRows<{ matched_at_ms: number; by_low: number; by_high: number }>(db, sql`
    select (extract(epoch from created_at) * 1000)::float8 as matched_at_ms,
      ${sentBy(sql`matches.user_low_id`)} as by_low, ${sentBy(sql`matches.user_high_id`)} as by_high
    from matches where id = ${matchId}`);
  return row ? { matchedAt: new Date(row.matched_at_ms), sentByEach: [row.by_low, row.by_high] } : undefined;
}
