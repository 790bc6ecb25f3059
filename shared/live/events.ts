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
  /** A drill challenge of this conversation got its result: to both users (docs/decisions/054-practice-wallet-and-quiz-fairness.md). */
  z.object({ type: z.literal('drill_challenge_done'), matchId: z.number().int(), messageId: z.number().int(), passed: z.boolean() }),
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

// The live channel's timings and limits, apart so a page can read them without loading zod.
export * from './limits';
