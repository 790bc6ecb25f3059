/**
 * Every WebSocket message, both ways, as one zod union per direction (docs/design.md section 3).
 */
import { z } from 'zod';

const matchedUserSchema = z.object({ id: z.number().int(), displayName: z.string(), avatarUrl: z.string().nullable() });

export const serverEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('new_match'), matchId: z.number().int(), matchedUser: matchedUserSchema }),
  z.object({
    type: z.literal('new_message'),
    matchId: z.number().int(),
    messageId: z.number().int(),
    receiverId: z.number().int(),
    senderId: z.number().int(),
    senderName: z.string(),
  }),
  z.object({ type: z.literal('messages_read'), matchId: z.number().int(), readerId: z.number().int(), readAt: z.string() }),
  /** To the reader's own sockets: they read this conversation (on any device), so unread badges clear everywhere. */
  z.object({ type: z.literal('conversation_read'), matchId: z.number().int() }),
  z.object({ type: z.literal('typing'), matchId: z.number().int(), userId: z.number().int() }),
  z.object({ type: z.literal('presence'), userId: z.number().int(), isOnline: z.boolean() }),
  z.object({
    type: z.literal('achievement_earned'),
    achievementKey: z.string(),
    name: z.string(),
    points: z.number().int(),
  }),
  z.object({ type: z.literal('level_up'), level: z.number().int() }),
  /** The partner of this match learned (a module or a vocabulary review): the pair streak may have moved. */
  z.object({ type: z.literal('pair_streak_changed'), matchId: z.number().int() }),
  /** A match ended (unmatch or block, by either user): the same event for both, whoever ended it. */
  z.object({ type: z.literal('match_removed'), matchId: z.number().int() }),
  /** A teach-back card of this conversation was answered: to both users (docs/decisions/029-teach-back-cards.md). */
  z.object({ type: z.literal('teach_back_answered'), matchId: z.number().int(), messageId: z.number().int(), isCorrect: z.boolean() }),
  /** A message of this conversation was edited, deleted by its sender, or reacted to: to both users. */
  z.object({ type: z.literal('message_changed'), matchId: z.number().int(), messageId: z.number().int() }),
  /** A moderator removed a message of this conversation. */
  z.object({ type: z.literal('message_removed'), matchId: z.number().int(), messageId: z.number().int() }),
  /** A notice from Coinmates arrived in the user's system inbox (a moderator's warning, a report's outcome). */
  z.object({ type: z.literal('notice_received') }),
  /** The user's sessions were ended (suspension, ban): the gateway closes their sockets with 4401. */
  z.object({ type: z.literal('session_ended') }),
  /**
   * A shared journey of this match changed (docs/decisions/034-shared-journeys.md): the partner invited the
   * user, joined or left, or completed one of its steps (then `moduleId` and `moduleTitle` say which).
   */
  z.object({
    type: z.literal('shared_journey'),
    change: z.enum(['invited', 'joined', 'left', 'step_completed']),
    matchId: z.number().int(),
    journeyId: z.number().int(),
    journeyName: z.string(),
    partnerName: z.string(),
    moduleId: z.number().int().optional(),
    moduleTitle: z.string().optional(),
  }),
  z.object({ type: z.literal('pong') }),
  /** Sent once the server is subscribed to this user's events: from then on nothing addressed to them is missed. */
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ServerEvent = z.infer<typeof serverEventSchema>;
export type ServerEventType = ServerEvent['type'];

export const clientEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('typing'), matchId: z.number().int().positive() }),
  /**
   * Sent once, after 'ready': for how long (ms) the page could not hear its user's events before this socket was
   * subscribed. The server answers with what was published meanwhile (docs/decisions/038-live-catch-up.md).
   */
  z.object({ type: z.literal('catch_up'), missedMs: z.number().int().nonnegative() }),
]);
export type ClientEvent = z.infer<typeof clientEventSchema>;

/** docs/product.md section 9: the client pings every 30 s; at most 5 reconnects, 1000 ms x 2^attempt capped at 30 s. */
export const LIVE_PING_INTERVAL_MS = 30_000;
export const LIVE_MAX_RECONNECT_ATTEMPTS = 5;
export const LIVE_RECONNECT_BASE_MS = 1_000;
export const LIVE_RECONNECT_CAP_MS = 30_000;
export const LIVE_MAX_PAYLOAD_BYTES = 64 * 1024;
export const TYPING_EXPIRES_MS = 5_000;
/** The close code of a socket whose session ended (logout, expiry): the client must not reconnect with it. */
export const LIVE_SESSION_ENDED_CLOSE_CODE = 4401;

/**
 * Catch-up (docs/decisions/038-live-catch-up.md): a socket may ask once for the events of the last `missedMs`
 * milliseconds its page could not hear (loading, or the socket was down). Longer gaps are cut to this: after
 * five minutes the lists and badges tell the story, not a celebration.
 */
export const LIVE_CATCH_UP_MAX_MS = 5 * 60_000;
/** Added by the client to a gap that began after the page's start: the 'ready' and 'catch_up' frames' round trip. */
export const LIVE_CATCH_UP_MARGIN_MS = 1_000;

export function reconnectDelayMs(attempt: number): number {
  return Math.min(LIVE_RECONNECT_BASE_MS * 2 ** attempt, LIVE_RECONNECT_CAP_MS);
}
