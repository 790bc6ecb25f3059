import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Web push (docs/decisions/052-push-and-reminders.md), written only by server/modules/push/. Each row is
 * one browser's subscription: the push service URL and the keys the payload is encrypted for.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint), index('push_subscriptions_user_idx').on(table.userId)],
);

/** Which kinds of push a user wants and their quiet hours (minutes after local midnight). No row: the defaults. */
export const pushSettings = pgTable('push_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newMatch: boolean('new_match').notNull().default(true),
  newMessage: boolean('new_message').notNull().default(true),
  teachBack: boolean('teach_back').notNull().default(true),
  sharedJourney: boolean('shared_journey').notNull().default(true),
  pairStreak: boolean('pair_streak').notNull().default(true),
  reviewReminder: boolean('review_reminder').notNull().default(true),
  quietStart: smallint('quiet_start')
    .notNull()
    .default(22 * 60),
  quietEnd: smallint('quiet_end')
    .notNull()
    .default(8 * 60),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A kind the user resumed after it paused itself: only pushes after `resumedAt` count as ignored. */
export const pushKindResumes = pgTable(
  'push_kind_resumes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    resumedAt: timestamp('resumed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/**
 * Every push sent: the daily cap counts them per local day, the pause reads the last ones of a kind and
 * whether they were tapped; `slot` makes a reminder once per slot (e.g. one pair's evening) across instances.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The user's calendar day when it was sent, in their time zone. */
    localDay: text('local_day').notNull(),
    slot: text('slot'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('push_deliveries_user_slot_idx').on(table.userId, table.slot), index('push_deliveries_user_day_idx').on(table.userId, table.localDay)],
);
