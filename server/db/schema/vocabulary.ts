import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const vocabularyTerms = pgTable('vocabulary_terms', {
  id: integer('id').primaryKey(),
  term: text('term').notNull(),
  definition: text('definition').notNull(),
  example: text('example').notNull(),
  category: text('category').notNull(),
  difficulty: integer('difficulty').notNull(),
  pronunciationText: text('pronunciation_text').notNull(),
  pronunciationAudioUrl: text('pronunciation_audio_url'),
});

/** One FSRS card per user and term, plus the spec's learned/mastered flags. */
export const vocabularyCards = pgTable(
  'vocabulary_cards',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => vocabularyTerms.id, { onDelete: 'cascade' }),
    learned: boolean('learned').notNull().default(false),
    mastered: boolean('mastered').notNull().default(false),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: integer('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.termId] }), index('vocabulary_cards_due_idx').on(table.userId, table.due)],
);

export const vocabularyReviews = pgTable(
  'vocabulary_reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => vocabularyTerms.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    /** Optional client id: a retried submission records one review. */
    clientId: text('client_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vocabulary_reviews_user_idx').on(table.userId, table.reviewedAt), uniqueIndex('vocabulary_reviews_client_unique').on(table.userId, table.clientId)],
);

/** Calendar days (in the user's time zone) on which the user was active, by kind ('vocabulary', 'login'). */
export const activityDays = pgTable(
  'activity_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.day] })],
);

/**
 * The trainer's dial per learner (docs/decisions/065-the-trainers-dial.md): the desired retention in hundredths
 * (80-95) and the lighter weekdays as a bit mask (bit 0 Sunday ... bit 6 Saturday). No row: the defaults.
 */
export const vocabularySettings = pgTable(
  'vocabulary_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    desiredRetentionPercent: smallint('desired_retention_percent').notNull().default(90),
    lighterDaysMask: smallint('lighter_days_mask').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('vocabulary_settings_retention_range', sql`${table.desiredRetentionPercent} between 80 and 95`),
    check('vocabulary_settings_lighter_days_mask', sql`${table.lighterDaysMask} between 0 and 127`),
  ],
);
