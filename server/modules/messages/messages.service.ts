/**
 * Chat between the two users of a match. Every function starts with the match access check; sends are
 * idempotent by client id, rate limited per user, and announced live to the other user.
 */
import { LINKS_UNLOCK_AFTER_MESSAGES_EACH } from '../../../shared/constants/links';
import { SCAM_WARNING_KINDS, SEED_PHRASE_BLOCKED_MESSAGE, type ScamWarningKind } from '../../../shared/constants/scam-rules';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { MESSAGES_PER_MINUTE, type Message, type MessageHistoryQuery, type SendMessageInput } from '../../../shared/contracts/messages';
import { isForeignKeyViolation, type Database } from '../../db/client';
import type { DomainEventBus } from '../../events/domain-events';
import { AppError, notFound } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import { publishQuietly, type EventBus, type WarningLogger } from '../../live/event-bus';
import { sendsReadReceipts } from '../account/settings.service';
import type { UserRow } from '../auth/users.service';
import { messagingPointsInsert } from '../gamification/points.service';
import { requireMatchParticipant } from '../matching/matching.service';
import * as repository from './messages.repository';
import { toTeachBackCard } from './teach-back/teach-back.mapper';
import { findCards, type CardRow } from './teach-back/teach-back.repository';
import { isNewPair, linksToStore, toMessageLinks } from './links/message-links';
import { detectScamWarning } from './scam-shield/scam-rules';
import { containsSeedPhrase } from './scam-shield/seed-phrase';

export interface MessagesDeps {
  db: Database;
  bus: EventBus;
  rateLimiter: RateLimiter;
  /** Publishes `message.sent` once a message is stored and announced (gamification reacts). */
  events: DomainEventBus;
  log?: WarningLogger;
}

function toWarning(kind: string | null): ScamWarningKind | null {
  return SCAM_WARNING_KINDS.find((known) => known === kind) ?? null;
}

/**
 * A message as the viewer sees it: the scam warning only on messages they received, and their own
 * messages' read time only when the partner sends read receipts (docs/decisions/017). A teach-back carries
 * its card (docs/decisions/029-teach-back-cards.md); a removed one is a plain removed message.
 */
export function toMessage(
  row: repository.MessageRow,
  viewerId: number,
  options: { partnerSendsReceipts: boolean } = { partnerSendsReceipts: true },
  card?: CardRow,
): Message {
  const fields = messageFields(row, viewerId, options);
  if (row.kind === 'teach_back' && card && !row.removedAt) return { ...fields, kind: 'teach_back', teachBack: toTeachBackCard(card) };
  return { ...fields, kind: 'text' };
}

function messageFields(row: repository.MessageRow, viewerId: number, options: { partnerSendsReceipts: boolean }): Omit<Message, 'kind' | 'teachBack'> {
  const isOwn = row.senderId === viewerId;
  return {
    id: row.id,
    // A moderator removed it: both users see that it was removed, never what it said.
    content: row.removedAt ? '' : row.content,
    isRemoved: row.removedAt !== null,
    sent: row.sentAt.toISOString(),
    senderId: row.senderId,
    readAt: row.readAt && (!isOwn || options.partnerSendsReceipts) ? row.readAt.toISOString() : null,
    clientId: row.clientId,
    warning: isOwn ? null : toWarning(row.warningKind),
    links: row.removedAt ? [] : toMessageLinks(row.links),
  };
}

/**
 * The scam shield on text a user wrote for the chat (docs/decisions/018-scam-shield.md): a seed phrase is
 * refused with 422 (never stored, never logged); otherwise the warning kind its recipient should see.
 */
export function screenOutgoingText(text: string): string | null {
  if (containsSeedPhrase(text)) throw new AppError(ERROR_CODES.seedPhraseBlocked, SEED_PHRASE_BLOCKED_MESSAGE);
  return detectScamWarning(text);
}

/** A page of history, oldest first; the newest page when no cursor is given. */
export async function listMessages(deps: MessagesDeps, userId: number, matchId: number, query: MessageHistoryQuery): Promise<Message[]> {
  const { otherUserId } = await requireMatchParticipant(deps.db, matchId, userId);
  const [rows, partnerSendsReceipts] = await Promise.all([
    repository.listMessages(deps.db, matchId, { before: query.before, limit: query.limit }),
    sendsReadReceipts(deps.db, otherUserId),
  ]);
  const cards = await findCards(
    deps.db,
    rows.filter((row) => row.kind === 'teach_back').map((row) => row.id),
  );
  return rows.reverse().map((row) => toMessage(row, userId, { partnerSendsReceipts }, cards.get(row.id)));
}

export async function sendMessage(deps: MessagesDeps, sender: UserRow, matchId: number, input: SendMessageInput): Promise<{ message: Message; isNew: boolean }> {
  // The access check and the rate limit are independent reads: one round trip instead of two.
  const [{ otherUserId }, limit] = await Promise.all([
    requireMatchParticipant(deps.db, matchId, sender.id),
    deps.rateLimiter.consume(`messages:${sender.id}`, MESSAGES_PER_MINUTE, 60_000),
  ]);
  if (!limit.allowed) {
    // A retry of a message that was stored still gets its message back.
    const stored = input.clientId ? await repository.findByClientId(deps.db, sender.id, input.clientId) : undefined;
    if (stored) return { message: toMessage(stored, sender.id), isNew: false };
    throw new AppError(ERROR_CODES.rateLimited, 'You are sending messages too fast. Please wait a moment.', { retryAfterSeconds: limit.retryAfterSeconds });
  }

  // A seed phrase is never stored nor delivered; the text is not logged either (docs/decisions/018).
  if (containsSeedPhrase(input.content)) throw new AppError(ERROR_CODES.seedPhraseBlocked, SEED_PHRASE_BLOCKED_MESSAGE);

  // Links sent while the pair is new are held for both (docs/decisions/044-safe-links.md).
  const links = await linksToStore(input.content, async () => {
    const activity = await repository.findPairActivity(deps.db, matchId, LINKS_UNLOCK_AFTER_MESSAGES_EACH);
    return !activity || isNewPair(activity, new Date());
  });
  const row = await repository
    .storeMessage(deps.db, {
      matchId,
      senderId: sender.id,
      content: input.content,
      clientId: input.clientId ?? null,
      warningKind: detectScamWarning(input.content),
      links,
      pointsInsert: messagingPointsInsert({ senderId: sender.id, senderTimeZone: sender.timeZone, now: new Date() }),
    })
    .catch((error: unknown) => {
      // The match went away with one of its users after the (remembered) access check.
      if (isForeignKeyViolation(error)) throw notFound('Match not found');
      throw error;
    });
  if (!row) {
    // A retry: this client id was stored already, by an earlier or a concurrent send.
    const existing = input.clientId ? await repository.findByClientId(deps.db, sender.id, input.clientId) : undefined;
    if (!existing) throw new AppError(ERROR_CODES.conflict, 'The message could not be saved. Please try again.');
    return { message: toMessage(existing, sender.id), isNew: false };
  }

  await announceMessage(deps, { matchId, messageId: row.id, sender, recipientId: otherUserId });
  return { message: toMessage(row, sender.id), isNew: true };
}

/**
 * After a message (plain or a teach-back card) is stored: `new_message` live to the recipient and
 * `message.sent` for the modules that react. A lost live announcement must not make the sender retry (a
 * retry would not announce it either); the recipient still sees the message on the next refetch.
 */
export async function announceMessage(
  deps: MessagesDeps,
  sent: { matchId: number; messageId: number; sender: Pick<UserRow, 'id' | 'displayName'>; recipientId: number },
): Promise<void> {
  const { matchId, messageId, sender, recipientId } = sent;
  await publishQuietly(deps.bus, recipientId, { type: 'new_message', matchId, messageId, receiverId: recipientId, senderId: sender.id, senderName: sender.displayName }, deps.log);
  await deps.events.publish('message.sent', { messageId, matchId, senderId: sender.id, recipientId });
}

export async function markRead(deps: MessagesDeps, userId: number, matchId: number): Promise<{ updated: number }> {
  const { otherUserId } = await requireMatchParticipant(deps.db, matchId, userId);
  const readAt = new Date();
  const updated = await repository.markRead(deps.db, matchId, userId, readAt);
  if (updated > 0) {
    // Without read receipts the reader's own unread count still clears; only the partner is not told.
    if (await sendsReadReceipts(deps.db, userId)) await publishQuietly(deps.bus, otherUserId, { type: 'messages_read', matchId, readerId: userId, readAt: readAt.toISOString() }, deps.log);
    // The reader's other devices still show the unread badge: tell them (docs/decisions/026-live-read-and-notification-queue.md).
    await publishQuietly(deps.bus, userId, { type: 'conversation_read', matchId }, deps.log);
  }
  return { updated };
}

export async function unreadCount(deps: Pick<MessagesDeps, 'db'>, userId: number): Promise<{ count: number }> {
  return { count: await repository.countUnread(deps.db, userId) };
}

/** Typing indicator: relayed to the other user only (the client expires it by itself). */
export async function relayTyping(deps: MessagesDeps, userId: number, matchId: number): Promise<void> {
  const { otherUserId } = await requireMatchParticipant(deps.db, matchId, userId);
  await publishQuietly(deps.bus, otherUserId, { type: 'typing', matchId, userId }, deps.log);
}

export async function listMatchPartners(deps: Pick<MessagesDeps, 'db'>, userId: number): Promise<number[]> {
  return repository.listMatchPartners(deps.db, userId);
}
