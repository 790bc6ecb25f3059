import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TraitScores } from './coins';
import { journeys, learningModules } from './learning';
import { users } from './users';

/** A link in a message's text as detected when it was stored (server/modules/messages/links/message-links.ts). */
export interface StoredMessageLink {
  start: number;
  end: number;
  url: string;
  host: string;
  hasUserinfo: boolean;
  /** Sent while the pair was new: held for both users. */
  held: boolean;
}

/** The computed crypto personality (recomputed from preferences after each swipe or reset). */
export const personalities = pgTable(
  'personalities',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    traits: jsonb('traits').$type<TraitScores>().notNull(),
    swipeCount: integer('swipe_count').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The matching candidate index reloads personalities changed since its last sync (docs/decisions/028).
  (table) => [index('personalities_updated_at_idx').on(table.updatedAt)],
);

export interface MatchFactorBreakdown {
  knowledgeExchange: number;
  learningInterests: number;
  learningStyles: number;
  communication: number;
  personalityFit: number;
  mutualTeachingBonus: number;
}

/** A reason stored neutrally and phrased per viewer: "You know Staking, they want Staking". */
export interface MatchReason {
  kind: 'teaches' | 'shared-interest' | 'same-style' | 'difference';
  /** For 'teaches': the user who can teach. */
  teacherId?: number;
  topic?: string;
  text?: string;
  /** For a trait 'difference': each user's score, by user id. */
  values?: Record<string, number>;
  /** For a communication 'difference': each user's style, by user id. */
  styles?: Record<string, string>;
}

/** A pair of users, stored once with the lower id first, so a pair can only ever match once. */
export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    userLowId: integer('user_low_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHighId: integer('user_high_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    breakdown: jsonb('breakdown').$type<MatchFactorBreakdown>().notNull(),
    reasons: jsonb('reasons').$type<MatchReason[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('matches_pair_unique').on(table.userLowId, table.userHighId),
    index('matches_user_high_idx').on(table.userHighId),
    check('matches_ordered_pair', sql`${table.userLowId} < ${table.userHighId}`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The match's other user: with the sender, whose searches find the message (the search index keys words by person). */
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** Client-generated id: a retried send stores one message. */
    clientId: text('client_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set when a moderator removed the message (its text is erased then). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /**
     * Set when a later message of the same sender completed a seed phrase this one was a piece of: both users
     * then see it as hidden; its text stays for moderators (docs/decisions/043-seed-shield.md).
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The scam-shield rule the message triggered (shared/constants/scam-rules.ts), shown to the recipient only. */
    warningKind: text('warning_kind'),
    /** 'text' or 'teach_back' (shared/contracts/messages.ts); a teach-back's card is its `teach_back_cards` row. */
    kind: text('kind').notNull().default('text'),
    /** The links in the text and whether each was sent while the pair was new (server/modules/messages/links/). */
    links: jsonb('links').$type<StoredMessageLink[]>(),
    /** The message this one answers (docs/decisions/053-chat-replies-reactions-edits-search.md); kept when it is deleted. */
    replyToId: integer('reply_to_id').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    /** The sender's last edit (a plain message, within 15 minutes of sending); earlier texts are in `message_edits`. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** The sender deleted it: both users see "Message deleted"; the text stays for report evidence only. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('messages_match_id_idx').on(table.matchId, table.id),
    // A person's messages newest first, sent and received (search's two branches, account export and deletion).
    index('messages_sender_idx').on(table.senderId, table.id),
    index('messages_recipient_idx').on(table.recipientId, table.id),
    // Full-text search: each word keyed by each of the two people (docs/decisions/053-chat-replies-reactions-edits-search.md,
    // update of 2026-11-28); the function is created by migration 0030.
    index('messages_search_idx').using('gin', sql`message_search_vector(${table.content}, ${table.senderId}, ${table.recipientId})`),
    uniqueIndex('messages_sender_client_unique').on(table.senderId, table.clientId),
    index('messages_unread_idx')
      .on(table.matchId, table.senderId)
      .where(sql`${table.readAt} is null`),
  ],
);

/** One reaction of one user on one message, from a fixed set (shared/contracts/messages.ts MESSAGE_REACTIONS). */
export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.userId, table.reaction] }),
    check('message_reactions_known', sql`${table.reaction} in ('thumbs_up', 'heart', 'laughing', 'surprised', 'got_it', 'fire')`),
  ],
);

/** A text a message had before an edit (moderators see the history; report evidence keeps the first one). */
export const messageEdits = pgTable(
  'message_edits',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    /** The text before this edit. */
    content: text('content').notNull(),
    /** When the text was replaced. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('message_edits_message_idx').on(table.messageId, table.id)],
);

/**
 * A learning journey two matched users follow together (docs/decisions/034-shared-journeys.md). One user
 * starts it (an invitation); it becomes active when the partner joins, and only then does either see the
 * other's step progress. Gone with the match (unmatch, block, account deletion).
 */
export const sharedJourneys = pgTable(
  'shared_journeys',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    journeyId: integer('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    startedBy: integer('started_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the partner joined; null while the invitation is open. */
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('shared_journeys_match_journey_unique').on(table.matchId, table.journeyId)],
);

/**
 * A teach-back card (docs/decisions/029-teach-back-cards.md): one per `teach_back` message, a question from a
 * module the teacher completed (copied from the pool, or written by the teacher), answered once by the
 * other user of the match. The answer is graded here; the question text is kept as it was sent.
 */
export const teachBackCards = pgTable(
  'teach_back_cards',
  {
    messageId: integer('message_id')
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    learnerId: integer('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => learningModules.id, { onDelete: 'cascade' }),
    /** The module's title when the card was sent. */
    moduleTitle: text('module_title').notNull(),
    /** The pool question it copies; null for a question the teacher wrote. */
    questionId: integer('question_id'),
    question: text('question').notNull(),
    /** In the order the card shows them. */
    options: jsonb('options').$type<string[]>().notNull(),
    correctAnswer: integer('correct_answer').notNull(),
    explanation: text('explanation').notNull(),
    chosen: integer('chosen'),
    isCorrect: boolean('is_correct'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /**
     * A question the teacher wrote comes back once, 7 or more days after the answer: the learner answers it
     * again from memory, which settles the teacher's credit (docs/decisions/061-teaching-that-sticks.md).
     */
    recallChosen: integer('recall_chosen'),
    recallCorrect: boolean('recall_correct'),
    recalledAt: timestamp('recalled_at', { withTimezone: true }),
  },
  (table) => [
    index('teach_back_cards_teacher_idx')
      .on(table.teacherId)
      .where(sql`${table.answeredAt} is not null`),
    check('teach_back_cards_answer_whole', sql`(${table.answeredAt} is null) = (${table.chosen} is null) and (${table.chosen} is null) = (${table.isCorrect} is null)`),
    check(
      'teach_back_cards_recall_whole',
      sql`(${table.recalledAt} is null) = (${table.recallChosen} is null) and (${table.recallChosen} is null) = (${table.recallCorrect} is null) and (${table.recalledAt} is null or ${table.answeredAt} is not null)`,
    ),
  ],
);
