import { and, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client';
import type { MessageKind } from '../../../shared/contracts/messages';
import { matches, messageEdits, messageReactions, messages, type StoredMessageLink } from '../../db/schema';
import type { MessageReaction } from '../../../shared/contracts/messages';

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
  /** The match's other user (the search index keys the message's words by both people). */
  recipientId: number;
  content: string;
  clientId: string | null;
  /** The scam-shield rule the message triggered, if any. */
  warningKind: string | null;
  /** The links in the text (none for a teach-back card). */
  links?: StoredMessageLink[];
  /** 'text' unless given. */
  kind?: MessageKind;
  /** Another insert over `inserted` in the same statement (a teach-back's card row). */
  attachedInsert?: SQL;
  /** The message of the same match this one answers (checked by the caller). */
  replyToId?: number | null;
}

/**
 * Stores a message (and its attached row, in the same statement). The caller awards its points through
 * gamification in the same transaction. Returns undefined when the sender already stored a message with
 * that client id.
 */
export async function storeMessage(db: Executor, input: StoreMessageInput): Promise<MessageRow | undefined> {
  const links = input.links?.length ? input.links : null;
  const [row] = await queryRows<{ id: number; sent_at_ms: number }>(
    db,
    sql`
    with inserted as (
      insert into messages (match_id, sender_id, recipient_id, content, client_id, warning_kind, kind, links, reply_to_id)
      values (${input.matchId}, ${input.senderId}, ${input.recipientId}, ${input.content}, ${input.clientId}, ${input.warningKind}, ${input.kind ?? 'text'}, ${links ? JSON.stringify(links) : null}::jsonb, ${input.replyToId ?? null})
      on conflict (sender_id, client_id) do nothing
      returning id, sent_at
    )${
      input.attachedInsert
        ? sql`, attached as (${input.attachedInsert}
    )`
        : sql``
    }
    select id, (extract(epoch from sent_at) * 1000)::float8 as sent_at_ms from inserted`,
  );
  if (!row) return undefined;
  const { matchId, senderId, recipientId, content, clientId, warningKind } = input;
  return {
    id: row.id,
    matchId,
    senderId,
    recipientId,
    content,
    clientId,
    warningKind,
    kind: input.kind ?? 'text',
    links,
    sentAt: new Date(row.sent_at_ms),
    readAt: null,
    removedAt: null,
    hiddenAt: null,
    replyToId: input.replyToId ?? null,
    editedAt: null,
    deletedAt: null,
  };
}

/** The sender's latest visible messages in the match since a time, oldest first (the seed shield's window). */
export async function recentFromSender(db: Executor, input: { matchId: number; senderId: number; since: Date; limit: number; except?: number }): Promise<Array<{ id: number; content: string }>> {
  const rows = await db
    .select({ id: messages.id, content: messages.content })
    .from(messages)
    .where(
      and(
        eq(messages.matchId, input.matchId),
        eq(messages.senderId, input.senderId),
        gte(messages.sentAt, input.since),
        isNull(messages.removedAt),
        isNull(messages.hiddenAt),
        isNull(messages.deletedAt),
        input.except === undefined ? undefined : ne(messages.id, input.except),
      ),
    )
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
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
    .limit(1);
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
  const [row] = await queryRows<{ matched_at_ms: number; by_low: number; by_high: number }>(
    db,
    sql`
    select (extract(epoch from created_at) * 1000)::float8 as matched_at_ms,
      ${sentBy(sql`matches.user_low_id`)} as by_low, ${sentBy(sql`matches.user_high_id`)} as by_high
    from matches where id = ${matchId}`,
  );
  return row ? { matchedAt: new Date(row.matched_at_ms), sentByEach: [row.by_low, row.by_high] } : undefined;
}

/** One message of the match, or undefined (another match's message is as unknown as a missing one). */
export async function findInMatch(db: Executor, matchId: number, messageId: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.matchId, matchId), eq(messages.id, messageId)))
    .limit(1);
  return row;
}

export type QuotedRow = Pick<MessageRow, 'id' | 'senderId' | 'content' | 'removedAt' | 'hiddenAt' | 'deletedAt'>;

/** The messages the given ones answer, by id (only of this match). */
export async function findQuoted(db: Executor, matchId: number, ids: number[]): Promise<Map<number, QuotedRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: messages.id, senderId: messages.senderId, content: messages.content, removedAt: messages.removedAt, hiddenAt: messages.hiddenAt, deletedAt: messages.deletedAt })
    .from(messages)
    .where(and(eq(messages.matchId, matchId), inArray(messages.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Who reacted how to the given messages, oldest reaction first. */
export async function listReactions(db: Executor, messageIds: number[]): Promise<Array<{ messageId: number; userId: number; reaction: string }>> {
  if (messageIds.length === 0) return [];
  return db
    .select({ messageId: messageReactions.messageId, userId: messageReactions.userId, reaction: messageReactions.reaction })
    .from(messageReactions)
    .where(inArray(messageReactions.messageId, messageIds))
    .orderBy(messageReactions.createdAt, messageReactions.userId);
}

/** Adds the reaction (once: a repeat changes nothing); false when it was there already. */
export async function addReaction(db: Executor, input: { messageId: number; userId: number; reaction: MessageReaction }): Promise<boolean> {
  const rows = await db.insert(messageReactions).values(input).onConflictDoNothing().returning({ messageId: messageReactions.messageId });
  return rows.length > 0;
}

export async function removeReaction(db: Executor, input: { messageId: number; userId: number; reaction: MessageReaction }): Promise<boolean> {
  const rows = await db
    .delete(messageReactions)
    .where(and(eq(messageReactions.messageId, input.messageId), eq(messageReactions.userId, input.userId), eq(messageReactions.reaction, input.reaction)))
    .returning({ messageId: messageReactions.messageId });
  return rows.length > 0;
}

/**
 * Replaces a plain message's text, keeping the old one in `message_edits`, only while the edit is allowed
 * (the sender's, a plain message, not deleted, removed or hidden, sent after `sentAfter`): the conditions
 * are in the update itself, so an edit racing a deletion or the window's end cannot slip through.
 */
export async function editMessage(
  db: Database,
  input: { messageId: number; senderId: number; content: string; links: StoredMessageLink[] | null; warningKind: string | null; sentAfter: Date; at: Date },
): Promise<MessageRow | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ content: messages.content }).from(messages).where(eq(messages.id, input.messageId)).for('update');
    if (!before) return undefined;
    const [row] = await tx
      .update(messages)
      .set({ content: input.content, links: input.links, warningKind: input.warningKind, editedAt: input.at })
      .where(
        and(
          eq(messages.id, input.messageId),
          eq(messages.senderId, input.senderId),
          eq(messages.kind, 'text'),
          gte(messages.sentAt, input.sentAfter),
          isNull(messages.deletedAt),
          isNull(messages.removedAt),
          isNull(messages.hiddenAt),
        ),
      )
      .returning();
    if (!row) return undefined;
    await tx.insert(messageEdits).values({ messageId: input.messageId, content: before.content, replacedAt: input.at });
    return row;
  });
}

/** The sender deletes their message (once); its text stays for report evidence, nobody in the chat sees it. */
export async function deleteMessage(db: Executor, input: { messageId: number; senderId: number; at: Date }): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({ deletedAt: input.at })
    .where(and(eq(messages.id, input.messageId), eq(messages.senderId, input.senderId), isNull(messages.deletedAt)))
    .returning();
  return row;
}

/** The texts a message had before its edits, oldest first (moderators only). */
export async function listEdits(db: Executor, messageIds: number[]): Promise<Array<{ messageId: number; content: string; replacedAt: Date }>> {
  if (messageIds.length === 0) return [];
  return db
    .select({ messageId: messageEdits.messageId, content: messageEdits.content, replacedAt: messageEdits.replacedAt })
    .from(messageEdits)
    .where(inArray(messageEdits.messageId, messageIds))
    .orderBy(messageEdits.messageId, messageEdits.id);
}

/** A deleted account's own messages (its matches, and with them its partners' messages, go in matching). */
export async function deleteMessagesSentBy(db: Executor, senderId: number): Promise<void> {
  await db.delete(messages).where(eq(messages.senderId, senderId));
}
