/**
 * The queries behind message-evidence.service.ts: a reported message and the messages around it, with
 * their earlier versions, and a moderator's removal.
 */
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listEdits } from './messages.repository';
import { deleteCard } from './teach-back/teach-back.repository';
import { messages } from '../../db/schema';

export interface EvidenceMessage {
  id: number;
  matchId: number;
  senderId: number;
  content: string;
  sent: string;
  isRemoved: boolean;
  /** Deleted by its sender: the chat shows "Message deleted", the evidence keeps the text. */
  isDeleted: boolean;
  /** The texts before its sender's edits, oldest first (empty when never edited). */
  earlierVersions: string[];
}

type Row = typeof messages.$inferSelect;
const toEvidence = (row: Row): EvidenceMessage => ({
  id: row.id,
  matchId: row.matchId,
  senderId: row.senderId,
  content: row.removedAt ? '' : row.content,
  sent: row.sentAt.toISOString(),
  isRemoved: row.removedAt !== null,
  isDeleted: row.deletedAt !== null,
  earlierVersions: [],
});

/** The evidence with each message's earlier versions (what the report copies keeps what was first sent). */
async function withEdits(db: Executor, evidence: EvidenceMessage[]): Promise<EvidenceMessage[]> {
  const edits = await listEdits(
    db,
    evidence.map((message) => message.id),
  );
  if (edits.length === 0) return evidence;
  return evidence.map((message) => ({ ...message, earlierVersions: message.isRemoved ? [] : edits.filter((edit) => edit.messageId === message.id).map((edit) => edit.content) }));
}

export async function findMessage(db: Executor, messageId: number): Promise<EvidenceMessage | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId)).limit(1);
  return row ? toEvidence(row) : undefined;
}

/** Up to `radius` messages before and after the given one, with it, oldest first; the newest ones without it. */
export async function messagesAround(db: Executor, matchId: number, messageId: number | undefined, radius: number): Promise<EvidenceMessage[]> {
  if (messageId === undefined) {
    const rows = await db
      .select()
      .from(messages)
      .where(eq(messages.matchId, matchId))
      .orderBy(desc(messages.id))
      .limit(radius * 2 + 1);
    return withEdits(db, rows.reverse().map(toEvidence));
  }
  const [before, after] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(and(eq(messages.matchId, matchId), lt(messages.id, messageId)))
      .orderBy(desc(messages.id))
      .limit(radius),
    db
      .select()
      .from(messages)
      .where(and(eq(messages.matchId, matchId), gt(messages.id, messageId - 1)))
      .orderBy(asc(messages.id))
      .limit(radius + 1),
  ]);
  return withEdits(db, [...before.reverse(), ...after].map(toEvidence));
}

/** A moderator's removal: the text is erased, the message stays as "removed" for both users. */
export async function eraseMessage(db: Executor, messageId: number, at: Date): Promise<EvidenceMessage | undefined> {
  const [row] = await db.update(messages).set({ content: '', links: null, removedAt: at }).where(eq(messages.id, messageId)).returning();
  // A teach-back's question and options go with it (docs/decisions/029-teach-back-cards.md).
  if (row?.kind === 'teach_back') await deleteCard(db, messageId);
  return row ? toEvidence(row) : undefined;
}
