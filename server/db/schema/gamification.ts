import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * How many capped awards of one source a user had on one of their calendar days: the counter row the
 * database locks, so concurrent awards cannot pass a daily cap (docs/decisions/042).
 */
export const pointsDailyCaps = pgTable(
  'points_daily_caps',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.source, table.day] })],
);

/** Append-only: each activity that earns points writes one row, keyed so it can never score twice. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    points: integer('points').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('points_ledger_user_key_unique').on(table.userId, table.idempotencyKey), index('points_ledger_user_idx').on(table.userId, table.createdAt)],
);

export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementKey: text('achievement_key').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.achievementKey] })],
);

/**
 * What one partner taught the other (docs/decisions/061-teaching-that-sticks.md): a term the learner added to
 * their deck from the teacher's message, or a quiz question of an answered teach-back card. One row per learner
 * and item (the first teacher keeps it). `outcome` is settled once, by the learner's first review or quiz
 * answer of the item 7 or more days after `taught_at`: 'stuck' pays the teacher, 'failed' never will.
 */
export const teachingCredits = pgTable(
  'teaching_credits',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    learnerId: integer('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'term' (a vocabulary term id), 'quiz_question' (a learning quiz question id) or 'teach_back_card' (the card's message id, for a question the teacher wrote). */
    itemKind: text('item_kind').notNull(),
    itemId: integer('item_id').notNull(),
    /** The chat message that taught it (kept as a number: a deleted conversation keeps the credit). */
    sourceMessageId: integer('source_message_id').notNull(),
    taughtAt: timestamp('taught_at', { withTimezone: true }).notNull(),
    outcome: text('outcome'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('teaching_credits_learner_item_unique').on(table.learnerId, table.itemKind, table.itemId),
    index('teaching_credits_stuck_idx')
      .on(table.teacherId, table.learnerId)
      .where(sql`${table.outcome} = 'stuck'`),
    check('teaching_credits_item_kind', sql`${table.itemKind} in ('term', 'quiz_question', 'teach_back_card')`),
    check('teaching_credits_outcome', sql`${table.outcome} is null or ${table.outcome} in ('stuck', 'failed')`),
    check('teaching_credits_settled_whole', sql`(${table.outcome} is null) = (${table.settledAt} is null)`),
    check('teaching_credits_not_self', sql`${table.teacherId} <> ${table.learnerId}`),
  ],
);

/** Which content version was last upserted, so start-up skips unchanged content. */
export const contentVersions = pgTable('content_versions', {
  name: text('name').primaryKey(),
  hash: text('hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
