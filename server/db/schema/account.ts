import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's notification and privacy choices (docs/decisions/017-account-controls-and-deletion.md).
 * No row means every default (all toasts on, online status, read receipts and learning progress shown).
 */
export const accountSettings = pgTable('account_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notifyMatches: boolean('notify_matches').notNull().default(true),
  notifyMessages: boolean('notify_messages').notNull().default(true),
  notifyAchievements: boolean('notify_achievements').notNull().default(true),
  showOnlineStatus: boolean('show_online_status').notNull().default(true),
  sendReadReceipts: boolean('send_read_receipts').notNull().default(true),
  /** Matches' study suggestions may use the modules this user completed (docs/decisions/030). */
  shareLearningProgress: boolean('share_learning_progress').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
