/**
 * Chat between the two users of a match. Every function starts with the match access check; a send goes
 * through the one send pipeline (send-pipeline.ts: rate limit, scam shield, idempotent by client id,
 * announced live to the other user).
 */
import { LINKS_UNLOCK_AFTER_MESSAGES_EACH } from '../../../shared/constants/links';
import { SCAM_WARNING_KINDS, type ScamWarningKind } from '../../../shared/constants/scam-rules';
import { MESSAGES_PER_MINUTE, type Message, type MessageHistoryQuery, type SendMessageInput } from '../../../shared/contracts/messages';
import type { Database } from '../../db/client';
import type { DomainEventBus } from '../../events/domain-events';
import type { RateLimiter } from '../../lib/rate-limiter';
import { publishQuietly, type EventBus, type WarningLogger } from '../../live/event-bus';
import { sendsReadReceipts } from '../account/settings.service';
import { canMatchAndChat, type UserRow } from '../auth/users.service';
import { requireChatParticipant } from '../matching/matching.service';
import * as repository from './messages.repository';
import { toTeachBackCard } from './teach-back/teach-back.mapper';
import { findCards, type CardRow } from './teach-back/teach-back.repository';
import { isNewPair, linksToStore, toMessageLinks } from './links/message-links';
import { sendThroughPipeline } from './send-pipeline';

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
  if (row.kind === 'teach_back' && card && !row.removedAt && !row.hiddenAt) return { ...fields, kind: 'teach_back', teachBack: toTeachBackCard(card) };
  return { ...fields, kind: 'text' };
}

function messageFields(row: repository.MessageRow, viewerId: number, options: { partnerSendsReceipts: boolean }): Omit<Message, 'kind' | 'teachBack'> {
  const isOwn = row.senderId === viewerId;
  return {
    id: row.id,
    // A moderator removed it, or it was a piece of a seed phrase: both users see that, never what it said.
    content: row.removedAt || row.hiddenAt ? '' : row.content,
    isRemoved: row.removedAt !== null || row.hiddenAt !== null,
    isHidden: row.hiddenAt !== null && row.removedAt === null,
    sent: row.sentAt.toISOString(),
    senderId: row.senderId,
    readAt: row.readAt && (!isOwn || options.partnerSendsReceipts) ? row.readAt.toISOString() : null,
    clientId: row.clientId,
    warning: isOwn ? null : toWarning(row.warningKind),
    links: row.removedAt ? [] : toMessageLinks(row.links),
  };
}

/** A page of history, oldest first; the newest page when no cursor is given. */
type Caller = Pick<UserRow, 'id' | 'birthYear' | 'birthMonth'>;

export async function listMessages(deps: MessagesDeps, caller: Caller, matchId: number, query: MessageHistoryQuery): Promise<Message[]> {
  const { otherUserId } = await requireChatParticipant(deps.db, matchId, caller);
  const userId = caller.id;
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
  return sendThroughPipeline(deps, sender, matchId, {
    kind: 'text',
    clientId: input.clientId,
    rateLimits: [{ key: `messages:${sender.id}`, limit: MESSAGES_PER_MINUTE, windowMs: 60_000 }],
    rateLimitedMessage: 'You are sending messages too fast. Please wait a moment.',
    prepare: async () => ({
      kind: 'text',
      content: input.content,
      userTexts: [input.content],
      // Links sent while the pair is new are held for both (docs/decisions/044-safe-links.md).
      links: await linksToStore(input.content, async () => {
        const activity = await repository.findPairActivity(deps.db, matchId, LINKS_UNLOCK_AFTER_MESSAGES_EACH);
        return !activity || isNewPair(activity, new Date());
      }),
    }),
    present: async (row) => toMessage(row, sender.id),
  });
}

export async function markRead(deps: MessagesDeps, caller: Caller, matchId: number): Promise<{ updated: number }> {
  const { otherUserId } = await requireChatParticipant(deps.db, matchId, caller);
  const userId = caller.id;
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

/** Nothing is unread for a member who may not chat (docs/decisions/045-age-gate.md): their chats are closed. */
export async function unreadCount(deps: Pick<MessagesDeps, 'db'>, user: Caller): Promise<{ count: number }> {
  if (!canMatchAndChat(user)) return { count: 0 };
  return { count: await repository.countUnread(deps.db, user.id) };
}

/** Typing indicator: relayed to the other user only (the client expires it by itself). */
export async function relayTyping(deps: MessagesDeps, userId: number, matchId: number): Promise<void> {
  const { otherUserId } = await requireChatParticipant(deps.db, matchId, userId);
  await publishQuietly(deps.bus, otherUserId, { type: 'typing', matchId, userId }, deps.log);
}

export async function listMatchPartners(deps: Pick<MessagesDeps, 'db'>, userId: number): Promise<number[]> {
  return repository.listMatchPartners(deps.db, userId);
}
