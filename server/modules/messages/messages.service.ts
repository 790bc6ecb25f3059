/**
 * Chat between the two users of a match. Every function starts with the match access check; a send goes
 * through the one send pipeline (send-pipeline.ts: rate limit, scam shield, idempotent by client id,
 * announced live to the other user).
 */
import { LINKS_UNLOCK_AFTER_MESSAGES_EACH } from '../../../shared/constants/links';
import { SCAM_WARNING_KINDS, type ScamWarningKind } from '../../../shared/constants/scam-rules';
import {
  MESSAGE_CHANGES_PER_MINUTE,
  MESSAGE_REACTIONS,
  MESSAGES_PER_MINUTE,
  type EditMessageInput,
  type Message,
  type MessageReaction,
  type MessageHistoryQuery,
  type SendMessageInput,
} from '../../../shared/contracts/messages';
import type { Database, Executor } from '../../db/client';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import type { DomainEventBus } from '../../events/domain-events';
import type { RateLimiter } from '../../lib/rate-limiter';
import { publishQuietly, type UserChannel, type WarningLogger } from '../../live/user-channel';
import { sendsReadReceipts } from '../account/settings.service';
import { canMatchAndChat, type UserRow } from '../auth/users.service';
import { requireChatParticipant } from '../matching/matching.service';
import * as repository from './messages.repository';
import { toDrillChallenge } from './drill-challenge/drill-challenge.repository';
import { loadAttached, type Attached } from './message-attachments';
import { toTeachBackCard } from './teach-back/teach-back.mapper';
import { isNewPair, linksToStore, toMessageLinks } from './links/message-links';
import { editThroughPipeline, sendThroughPipeline } from './send-pipeline';

export interface MessagesDeps {
  db: Database;
  userChannel: UserChannel;
  rateLimiter: RateLimiter;
  /** Publishes `message.sent` once a message is stored and announced (gamification reacts). */
  domainEvents: DomainEventBus;
  log?: WarningLogger;
  /** The clock (tests move it); the real time when absent. */
  now?: () => Date;
}

function toWarning(kind: string | null): ScamWarningKind | null {
  return SCAM_WARNING_KINDS.find((known) => known === kind) ?? null;
}

/**
 * A message as the viewer sees it: the scam warning only on messages they received, and their own
 * messages' read time only when the partner sends read receipts (docs/decisions/017). A teach-back carries
 * its card (docs/decisions/029-teach-back-cards.md), a drill challenge its drill and result (docs/decisions/054);
 * a removed one is a plain removed message.
 */
export function toMessage(
  row: repository.MessageRow,
  viewerId: number,
  options: { partnerSendsReceipts: boolean } = { partnerSendsReceipts: true },
  attached: Attached = {},
  extras: MessageExtras = {},
): Message {
  const fields = messageFields(row, viewerId, options, extras);
  if (row.kind === 'teach_back' && attached.card && !isGone(row)) return { ...fields, kind: 'teach_back', teachBack: toTeachBackCard(attached.card) };
  if (row.kind === 'drill_challenge' && attached.challenge && !isGone(row)) return { ...fields, kind: 'drill_challenge', drillChallenge: toDrillChallenge(attached.challenge) };
  return { ...fields, kind: 'text' };
}

/** What a message shows besides its own row: the quote of the message it answers and its reactions. */
export interface MessageExtras {
  quoted?: repository.QuotedRow;
  reactions?: Array<{ userId: number; reaction: string }>;
}

/** Deleted by its sender, removed by a moderator, or hidden by the seed shield: nobody in the chat reads it. */
function isGone(row: Pick<repository.MessageRow, 'removedAt' | 'hiddenAt' | 'deletedAt'>): boolean {
  return row.removedAt !== null || row.hiddenAt !== null || row.deletedAt !== null;
}

/** How much of the original a reply quotes: its first line, cut. */
const QUOTE_MAX_CHARS = 120;

function quoteOf(row: repository.MessageRow, quoted: repository.QuotedRow | undefined): Message['replyTo'] {
  if (row.replyToId === null) return null;
  // The original's row is gone only with its match; a missing one is shown like a deleted one.
  if (!quoted || isGone(quoted)) return { id: row.replyToId, senderId: quoted?.senderId ?? 0, excerpt: '', isGone: true };
  const firstLine = quoted.content.split('\n').find((line) => line.trim() !== '') ?? '';
  const chars = Array.from(firstLine.trim());
  return { id: quoted.id, senderId: quoted.senderId, excerpt: chars.length > QUOTE_MAX_CHARS ? `${chars.slice(0, QUOTE_MAX_CHARS).join('')}\u2026` : chars.join(''), isGone: false };
}

function reactionsOf(rows: MessageExtras['reactions']): Message['reactions'] {
  return MESSAGE_REACTIONS.flatMap((reaction) => {
    const userIds = (rows ?? []).filter((row) => row.reaction === reaction).map((row) => row.userId);
    return userIds.length > 0 ? [{ reaction, userIds }] : [];
  });
}

function messageFields(row: repository.MessageRow, viewerId: number, options: { partnerSendsReceipts: boolean }, extras: MessageExtras): Omit<Message, 'kind' | 'teachBack' | 'drillChallenge'> {
  const isOwn = row.senderId === viewerId;
  const gone = isGone(row);
  return {
    id: row.id,
    // A moderator removed it, it was a piece of a seed phrase, or its sender deleted it: both users see that, never what it said.
    content: gone ? '' : row.content,
    isRemoved: row.removedAt !== null || row.hiddenAt !== null,
    isHidden: row.hiddenAt !== null && row.removedAt === null,
    isDeleted: row.deletedAt !== null && row.removedAt === null && row.hiddenAt === null,
    sent: row.sentAt.toISOString(),
    senderId: row.senderId,
    readAt: row.readAt && (!isOwn || options.partnerSendsReceipts) ? row.readAt.toISOString() : null,
    clientId: row.clientId,
    warning: isOwn || gone ? null : toWarning(row.warningKind),
    links: gone ? [] : toMessageLinks(row.links),
    editedAt: row.editedAt && !gone ? row.editedAt.toISOString() : null,
    replyTo: quoteOf(row, extras.quoted),
    reactions: gone ? [] : reactionsOf(extras.reactions),
  };
}

/** The quotes and reactions of a page of rows, in two reads. */
export async function loadExtras(db: Database, matchId: number, rows: repository.MessageRow[]): Promise<(row: repository.MessageRow) => MessageExtras> {
  const replyIds = [...new Set(rows.flatMap((row) => (row.replyToId === null ? [] : [row.replyToId])))];
  const [quoted, reactions] = await Promise.all([
    repository.findQuoted(db, matchId, replyIds),
    repository.listReactions(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return (row) => ({
    quoted: row.replyToId === null ? undefined : quoted.get(row.replyToId),
    reactions: reactions.filter((reaction) => reaction.messageId === row.id),
  });
}

/** A page of history, oldest first; the newest page when no cursor is given. */
type Caller = Pick<UserRow, 'id' | 'birthYear' | 'birthMonth'>;

export async function listMessages(deps: MessagesDeps, caller: Caller, matchId: number, query: MessageHistoryQuery): Promise<Message[]> {
  const { otherUserId } = await requireChatParticipant(deps.db, matchId, caller);
  const userId = caller.id;
  const [rows, partnerSendsReceipts] = await Promise.all([repository.listMessages(deps.db, matchId, { before: query.before, limit: query.limit }), sendsReadReceipts(deps.db, otherUserId)]);
  const [attachedOf, extrasOf] = await Promise.all([loadAttached(deps.db, rows), loadExtras(deps.db, matchId, rows)]);
  return rows.reverse().map((row) => toMessage(row, userId, { partnerSendsReceipts }, attachedOf(row), extrasOf(row)));
}

export async function sendMessage(deps: MessagesDeps, sender: UserRow, matchId: number, input: SendMessageInput): Promise<{ message: Message; isNew: boolean }> {
  return sendThroughPipeline(deps, sender, matchId, {
    kind: 'text',
    clientId: input.clientId,
    rateLimits: [{ key: `messages:${sender.id}`, limit: MESSAGES_PER_MINUTE, windowMs: 60_000 }],
    rateLimitedMessage: 'You are sending messages too fast. Please wait a moment.',
    prepare: async () => ({
      kind: 'text',
      content: input.content,
      replyToId: await checkReplyTarget(deps, matchId, input.replyToId),
      userTexts: [input.content],
      // Links sent while the pair is new are held for both (docs/decisions/044-safe-links.md).
      links: await linksToStore(input.content, async () => {
        const activity = await repository.findPairActivity(deps.db, matchId, LINKS_UNLOCK_AFTER_MESSAGES_EACH);
        return !activity || isNewPair(activity, new Date());
      }),
    }),
    present: async (row) => toMessage(row, sender.id, undefined, {}, (await loadExtras(deps.db, matchId, [row]))(row)),
  });
}

/** A reply answers a message of the same conversation (any: a deleted one is quoted as "Message deleted"). */
async function checkReplyTarget(deps: MessagesDeps, matchId: number, replyToId: number | undefined): Promise<number | null> {
  if (replyToId === undefined) return null;
  const original = await repository.findInMatch(deps.db, matchId, replyToId);
  if (!original) throw notFound('The message you are replying to was not found');
  return original.id;
}

export async function markRead(deps: MessagesDeps, caller: Caller, matchId: number): Promise<{ updated: number }> {
  const { otherUserId } = await requireChatParticipant(deps.db, matchId, caller);
  const userId = caller.id;
  const readAt = new Date();
  const updated = await repository.markRead(deps.db, matchId, userId, readAt);
  if (updated > 0) {
    // Without read receipts the reader's own unread count still clears; only the partner is not told.
    if (await sendsReadReceipts(deps.db, userId)) await publishQuietly(deps.userChannel, otherUserId, { type: 'messages_read', matchId, readerId: userId, readAt: readAt.toISOString() }, deps.log);
    // The reader's other devices still show the unread badge: tell them (docs/decisions/026-live-read-and-notification-queue.md).
    await publishQuietly(deps.userChannel, userId, { type: 'conversation_read', matchId }, deps.log);
  }
  return { updated };
}

/** Nothing is unread for a member who may not chat (docs/decisions/045-age-gate.md): their chats are closed. */
export async function unreadCount(deps: Pick<MessagesDeps, 'db'>, user: Caller): Promise<{ count: number }> {
  if (!canMatchAndChat(user)) return { count: 0 };
  return { count: await repository.countUnread(deps.db, user.id) };
}

/** Typing indicator: relayed to the other user only (the client expires it by itself). */
export async function relayTyping(deps: MessagesDeps, userId: number, matchId: number): Promise<void> {
  const { otherUserId } = await requireChatParticipant(deps.db, matchId, userId);
  await publishQuietly(deps.userChannel, otherUserId, { type: 'typing', matchId, userId }, deps.log);
}

export async function listMatchPartners(deps: Pick<MessagesDeps, 'db'>, userId: number): Promise<number[]> {
  return repository.listMatchPartners(deps.db, userId);
}

/**
 * A message of the caller's conversation as it is shown now, for what it taught the caller
 * (docs/decisions/061-teaching-that-sticks.md): the access check first, then 404 for a message not in
 * this match or no longer shown (deleted, removed, hidden).
 */
export async function findShownMessage(db: Database, callerId: number, matchId: number, messageId: number): Promise<{ senderId: number; content: string }> {
  await requireChatParticipant(db, matchId, callerId);
  const row = await repository.findInMatch(db, matchId, messageId);
  if (!row || row.deletedAt || row.removedAt || row.hiddenAt) throw notFound('Message not found');
  return { senderId: row.senderId, content: row.content };
}

/** Both users' other views of the message (their other devices too) refetch it: edited, deleted, reacted to. */
async function announceChange(deps: MessagesDeps, matchId: number, messageId: number, userIds: number[]): Promise<void> {
  for (const userId of userIds) await publishQuietly(deps.userChannel, userId, { type: 'message_changed', matchId, messageId }, deps.log);
}

async function presentOne(deps: MessagesDeps, row: repository.MessageRow, viewerId: number): Promise<Message> {
  const [attachedOf, extrasOf] = await Promise.all([loadAttached(deps.db, [row]), loadExtras(deps.db, row.matchId, [row])]);
  return toMessage(row, viewerId, undefined, attachedOf(row), extrasOf(row));
}

const changeLimit = (userId: number) => [{ key: `message-changes:${userId}`, limit: MESSAGE_CHANGES_PER_MINUTE, windowMs: 60_000 }];

async function consumeChange(deps: MessagesDeps, userId: number): Promise<void> {
  const [limit] = changeLimit(userId);
  const result = await deps.rateLimiter.consume(limit!.key, limit!.limit, limit!.windowMs);
  if (!result.allowed) throw new AppError(ERROR_CODES.rateLimited, 'You are changing messages too fast. Please wait a moment.', { retryAfterSeconds: result.retryAfterSeconds });
}

/** The sender edits a plain message within the window; the shield and link checks run on the new text. */
export async function editMessage(deps: MessagesDeps, sender: UserRow, matchId: number, messageId: number, input: EditMessageInput): Promise<Message> {
  const { row, otherUserId } = await editThroughPipeline(deps, sender, matchId, {
    messageId,
    content: input.content,
    rateLimits: changeLimit(sender.id),
    links: (text) =>
      linksToStore(text, async () => {
        const activity = await repository.findPairActivity(deps.db, matchId, LINKS_UNLOCK_AFTER_MESSAGES_EACH);
        return !activity || isNewPair(activity, new Date());
      }),
  });
  await announceChange(deps, matchId, row.id, [otherUserId, sender.id]);
  return presentOne(deps, row, sender.id);
}

/** The sender deletes any of their messages: "Message deleted" for both. */
export async function deleteMessage(deps: MessagesDeps, sender: Caller, matchId: number, messageId: number): Promise<Message> {
  const { otherUserId } = await requireChatParticipant(deps.db, matchId, sender);
  await consumeChange(deps, sender.id);
  const message = await repository.findInMatch(deps.db, matchId, messageId);
  if (!message) throw notFound('Message not found');
  if (message.senderId !== sender.id) throw forbidden('You can only delete your own messages.');
  if (message.deletedAt) throw conflict('This message was already deleted.');
  if (message.removedAt || message.hiddenAt) throw conflict('This message was removed and cannot be deleted.');
  const row = await repository.deleteMessage(deps.db, { messageId, senderId: sender.id, at: new Date() });
  if (!row) throw conflict('This message was already deleted.');
  await announceChange(deps, matchId, messageId, [otherUserId, sender.id]);
  return presentOne(deps, row, sender.id);
}

/** Adds or takes back one reaction of the caller's (idempotent either way); no points for reactions. */
export async function setReaction(deps: MessagesDeps, user: Caller, matchId: number, messageId: number, reaction: MessageReaction, isOn: boolean): Promise<Message> {
  const { otherUserId } = await requireChatParticipant(deps.db, matchId, user);
  await consumeChange(deps, user.id);
  const message = await repository.findInMatch(deps.db, matchId, messageId);
  if (!message) throw notFound('Message not found');
  if (message.deletedAt || message.removedAt || message.hiddenAt) throw conflict('This message was deleted and cannot be reacted to.');
  const changed = isOn ? await repository.addReaction(deps.db, { messageId, userId: user.id, reaction }) : await repository.removeReaction(deps.db, { messageId, userId: user.id, reaction });
  if (changed) await announceChange(deps, matchId, messageId, [otherUserId, user.id]);
  return presentOne(deps, message, user.id);
}

/** Account deletion: the user's own messages go explicitly (docs/decisions/017-account-controls-and-deletion.md). */
export function deleteMessagesSentBy(db: Executor, userId: number): Promise<void> {
  return repository.deleteMessagesSentBy(db, userId);
}
