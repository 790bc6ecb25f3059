/**
 * Chat between the two users of a match. Every function starts with the match access check; sends are
 * idempotent by client id, rate limited per user, and announced live to the other user.
 */
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { MESSAGES_PER_MINUTE, type Message, type MessageHistoryQuery, type SendMessageInput } from '../../../shared/contracts/messages';
import { isForeignKeyViolation, type Database } from '../../db/client';
import type { DomainEventBus } from '../../events/domain-events';
import { AppError, notFound } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import { publishQuietly, type EventBus, type WarningLogger } from '../../live/event-bus';
import type { UserRow } from '../auth/users.service';
import { messagingPointsInsert } from '../gamification/points.service';
import { requireMatchParticipant } from '../matching/matching.service';
import * as repository from './messages.repository';

export interface MessagesDeps {
  db: Database;
  bus: EventBus;
  rateLimiter: RateLimiter;
  /** Publishes `message.sent` once a message is stored and announced (gamification reacts). */
  events: DomainEventBus;
  log?: WarningLogger;
}

export function toMessage(row: repository.MessageRow): Message {
  return {
    id: row.id,
    content: row.content,
    sent: row.sentAt.toISOString(),
    senderId: row.senderId,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    clientId: row.clientId,
  };
}

/** A page of history, oldest first; the newest page when no cursor is given. */
export async function listMessages(deps: MessagesDeps, userId: number, matchId: number, query: MessageHistoryQuery): Promise<Message[]> {
  await requireMatchParticipant(deps.db, matchId, userId);
  const rows = await repository.listMessages(deps.db, matchId, { before: query.before, limit: query.limit });
  return rows.reverse().map(toMessage);
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
    if (stored) return { message: toMessage(stored), isNew: false };
    throw new AppError(ERROR_CODES.rateLimited, 'You are sending messages too fast. Please wait a moment.', { retryAfterSeconds: limit.retryAfterSeconds });
  }

  const row = await repository
    .storeMessage(deps.db, {
      matchId,
      senderId: sender.id,
      content: input.content,
      clientId: input.clientId ?? null,
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
    return { message: toMessage(existing), isNew: false };
  }

  // The message is stored: a lost announcement must not make the sender retry it (a retry would not
  // announce it either). The recipient still sees it on the next refetch.
  await publishQuietly(
    deps.bus,
    otherUserId,
    { type: 'new_message', matchId, messageId: row.id, receiverId: otherUserId, senderId: sender.id, senderName: sender.displayName },
    deps.log,
  );
  await deps.events.publish('message.sent', { messageId: row.id, matchId, senderId: sender.id, recipientId: otherUserId });
  return { message: toMessage(row), isNew: true };
}

export async function markRead(deps: MessagesDeps, userId: number, matchId: number): Promise<{ updated: number }> {
  const { otherUserId } = await requireMatchParticipant(deps.db, matchId, userId);
  const readAt = new Date();
  const updated = await repository.markRead(deps.db, matchId, userId, readAt);
  if (updated > 0) await publishQuietly(deps.bus, otherUserId, { type: 'messages_read', matchId, readerId: userId, readAt: readAt.toISOString() }, deps.log);
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
