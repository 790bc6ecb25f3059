/**
 * The one way a message reaches a partner, whatever its kind (a plain text, a teach-back card): the match
 * access check, the rate limits, the scam shield, the store with its client-id retry, and the announcement.
 * A kind only says what it stores and which of its texts the recipient will read
 * (docs/decisions/043-seed-shield.md).
 */
import type { SQL } from 'drizzle-orm';
import { SEED_PHRASE_BLOCKED_MESSAGE, SEED_WINDOW_MESSAGES, SEED_WINDOW_MS } from '../../../shared/constants/scam-rules';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { MESSAGE_EDIT_WINDOW_MS, type MessageKind } from '../../../shared/contracts/messages';
import { isForeignKeyViolation } from '../../db/client';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error';
import { publishQuietly } from '../../live/user-channel';
import type { UserRow } from '../auth/users.service';
import { awardMessagingPoints } from '../gamification/points.service';
import { requireChatParticipant } from '../matching/matching.service';
import * as repository from './messages.repository';
import type { MessagesDeps } from './messages.service';
import { detectScamWarning } from './scam-shield/scam-rules';
import { screenSeedPhrase } from './scam-shield/seed-phrase';

export interface RateLimit {
  key: string;
  limit: number;
  windowMs: number;
}

export interface Outgoing {
  kind: MessageKind;
  /** What the messages row holds: the text, or a card's question. */
  content: string;
  /** Every text of the user's own the recipient will read (a card's question, options and explanation). */
  userTexts: string[];
  attachedInsert?: SQL;
  /** The links found in the text, with their held flag (docs/decisions/044-safe-links.md). */
  links?: repository.StoreMessageInput['links'];
  /** The message of the conversation this one answers. */
  replyToId?: number | null;
}

export interface SendKind<Result> {
  kind: MessageKind;
  clientId: string | undefined;
  /** Checked in order after the access check; the first one exceeded refuses the send. */
  rateLimits: RateLimit[];
  rateLimitedMessage: string;
  /** What to store, once the sender may send (a teach-back resolves its card here). */
  prepare: (recipientId: number) => Promise<Outgoing>;
  /** The sender's view of a stored row of this kind. */
  present: (row: repository.MessageRow) => Promise<Result>;
}

/** The sender's own view of a stored message with this client id in this match and of this kind (a retry). */
async function storedRetry<Result>(deps: MessagesDeps, senderId: number, matchId: number, spec: SendKind<Result>): Promise<Result | undefined> {
  const stored = spec.clientId ? await repository.findByClientId(deps.db, senderId, spec.clientId) : undefined;
  if (!stored || stored.matchId !== matchId || stored.kind !== spec.kind) return undefined;
  return spec.present(stored);
}

async function consumeLimits(deps: MessagesDeps, limits: RateLimit[]): Promise<number | null> {
  for (const { key, limit, windowMs } of limits) {
    const result = await deps.rateLimiter.consume(key, limit, windowMs);
    if (!result.allowed) return result.retryAfterSeconds;
  }
  return null;
}

/**
 * The scam shield, in one place: a seed phrase, alone or completed by this message from the sender's recent
 * ones, is refused with 422 (never stored, never logged) and the earlier pieces are hidden from both users;
 * otherwise the warning kind the recipient should see.
 */
async function shield(deps: MessagesDeps, sent: { matchId: number; senderId: number; recipientId: number; texts: string[]; editedId?: number }): Promise<string | null> {
  const text = sent.texts.join('\n');
  const now = Date.now();
  // An edit is screened as if it were sent now, with the sender's other recent messages (never its own old text).
  const recent = await repository.recentFromSender(deps.db, {
    matchId: sent.matchId,
    senderId: sent.senderId,
    since: new Date(now - SEED_WINDOW_MS),
    limit: SEED_WINDOW_MESSAGES,
    except: sent.editedId,
  });
  const screening = screenSeedPhrase(
    recent.map((message) => message.content),
    text,
  );
  if (!screening.isBlocked) return detectScamWarning(text);
  const hidden = await repository.hideMessages(
    deps.db,
    sent.matchId,
    screening.hiddenPieces.map((piece) => recent[piece]!.id),
    new Date(now),
  );
  for (const messageId of hidden) {
    for (const userId of [sent.recipientId, sent.senderId]) await publishQuietly(deps.userChannel, userId, { type: 'message_removed', matchId: sent.matchId, messageId }, deps.log);
  }
  throw new AppError(ERROR_CODES.seedPhraseBlocked, SEED_PHRASE_BLOCKED_MESSAGE);
}

export async function sendThroughPipeline<Result>(deps: MessagesDeps, sender: UserRow, matchId: number, spec: SendKind<Result>): Promise<{ message: Result; isNew: boolean }> {
  // The access check and the rate limits are independent reads: one round trip instead of two.
  const [{ otherUserId }, retryAfterSeconds] = await Promise.all([requireChatParticipant(deps.db, matchId, sender), consumeLimits(deps, spec.rateLimits)]);
  if (retryAfterSeconds !== null) {
    // A retry of a message that was stored still gets its message back.
    const retried = await storedRetry(deps, sender.id, matchId, spec);
    if (retried) return { message: retried, isNew: false };
    throw new AppError(ERROR_CODES.rateLimited, spec.rateLimitedMessage, { retryAfterSeconds });
  }

  const outgoing = await spec.prepare(otherUserId);
  const warningKind = await shield(deps, { matchId, senderId: sender.id, recipientId: otherUserId, texts: outgoing.userTexts });
  // The message and its capped points in one transaction; the rule and the ledger are gamification's.
  const row = await deps.db
    .transaction(async (tx) => {
      const stored = await repository.storeMessage(tx, {
        matchId,
        senderId: sender.id,
        recipientId: otherUserId,
        content: outgoing.content,
        clientId: spec.clientId ?? null,
        warningKind: outgoing.userTexts.length > 0 ? warningKind : null,
        kind: outgoing.kind,
        attachedInsert: outgoing.attachedInsert,
        links: outgoing.links,
        replyToId: outgoing.replyToId,
      });
      if (stored) await awardMessagingPoints(tx, { senderId: sender.id, senderTimeZone: sender.timeZone, messageId: stored.id, now: new Date() });
      return stored;
    })
    .catch((error: unknown) => {
      // The match went away with one of its users after the (remembered) access check.
      if (isForeignKeyViolation(error)) throw notFound('Match not found');
      throw error;
    });
  if (!row) {
    // A retry: this client id was stored already, by an earlier or a concurrent send.
    const retried = await storedRetry(deps, sender.id, matchId, spec);
    if (!retried) throw new AppError(ERROR_CODES.conflict, 'The message could not be saved. Please try again.');
    return { message: retried, isNew: false };
  }
  const message = await spec.present(row);
  await announceMessage(deps, { matchId, messageId: row.id, sender, recipientId: otherUserId });
  return { message, isNew: true };
}

/**
 * After a message is stored: `new_message` live to the recipient and `message.sent` for the modules that
 * react. A lost live announcement must not make the sender retry (a retry would not announce it either);
 * the recipient still sees the message on the next refetch.
 */
async function announceMessage(deps: MessagesDeps, sent: { matchId: number; messageId: number; sender: Pick<UserRow, 'id' | 'displayName'>; recipientId: number }): Promise<void> {
  const { matchId, messageId, sender, recipientId } = sent;
  await publishQuietly(deps.userChannel, recipientId, { type: 'new_message', matchId, messageId, receiverId: recipientId, senderId: sender.id, senderName: sender.displayName }, deps.log);
  await deps.domainEvents.publish('message.sent', { messageId, matchId, senderId: sender.id, recipientId });
}

export interface EditSpec {
  messageId: number;
  content: string;
  rateLimits: RateLimit[];
  /** The links of the new text, with their held flag (the same rule as a send). */
  links: (text: string) => Promise<repository.StoreMessageInput['links']>;
}

/**
 * An edit goes through the same gates as a send: the access check, the rate limit, then the sender's own
 * plain message inside the edit window, and the scam shield and link checks on the new text
 * (docs/decisions/053-chat-replies-reactions-edits-search.md). Returns the stored row and the partner to tell.
 */
export async function editThroughPipeline(deps: MessagesDeps, sender: UserRow, matchId: number, spec: EditSpec): Promise<{ row: repository.MessageRow; otherUserId: number }> {
  const [{ otherUserId }, retryAfterSeconds] = await Promise.all([requireChatParticipant(deps.db, matchId, sender), consumeLimits(deps, spec.rateLimits)]);
  if (retryAfterSeconds !== null) throw new AppError(ERROR_CODES.rateLimited, 'You are changing messages too fast. Please wait a moment.', { retryAfterSeconds });
  const message = await repository.findInMatch(deps.db, matchId, spec.messageId);
  if (!message) throw notFound('Message not found');
  const now = new Date();
  const sentAfter = new Date(now.getTime() - MESSAGE_EDIT_WINDOW_MS);
  refuseEdit(message, sender.id, sentAfter);
  const links = await spec.links(spec.content);
  const warningKind = await shield(deps, { matchId, senderId: sender.id, recipientId: otherUserId, texts: [spec.content], editedId: message.id });
  const row = await repository.editMessage(deps.db, { messageId: message.id, senderId: sender.id, content: spec.content, links: links?.length ? links : null, warningKind, sentAfter, at: now });
  if (!row) {
    // Deleted, removed or past the window between the check and the write.
    const latest = await repository.findInMatch(deps.db, matchId, spec.messageId);
    if (!latest) throw notFound('Message not found');
    refuseEdit(latest, sender.id, sentAfter);
    throw conflict('The message could not be edited. Please try again.');
  }
  return { row, otherUserId };
}

/** Why an edit is refused, as a clear 4xx (nothing when it is allowed). */
export function refuseEdit(message: repository.MessageRow, senderId: number, sentAfter: Date): void {
  if (message.senderId !== senderId) throw forbidden('You can only edit your own messages.');
  if (message.removedAt || message.hiddenAt) throw conflict('This message was removed and cannot be edited.');
  if (message.deletedAt) throw conflict('This message was deleted and cannot be edited.');
  if (message.kind !== 'text') throw conflict('Only plain messages can be edited.');
  if (message.sentAt < sentAfter) throw conflict(`Messages can only be edited within ${MESSAGE_EDIT_WINDOW_MS / 60_000} minutes of sending.`);
}
