import { sql } from 'drizzle-orm';
import { DEFAULT_THEME, THEMES } from '../../../shared/constants/theme';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** As the user typed it, NFKC-normalised. */
    username: text('username').notNull(),
    /** NFKC + lower-case: the uniqueness key, so "Alice" and "alice" cannot both exist. */
    usernameKey: text('username_key').notNull(),
    displayName: text('display_name').notNull(),
    avatarUrl: text('avatar_url'),
    passwordHash: text('password_hash').notNull(),
    learningGoals: text('learning_goals')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    learningInterests: text('learning_interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    expertiseAreas: text('expertise_areas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    preferredLearningStyle: text('preferred_learning_style'),
    communicationStyle: text('communication_style'),
    /** Topic keys (shared/constants/topics) derived from expertise: what this user can teach. */
    teachTopics: text('teach_topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Topic keys derived from interests and goals: what this user wants to learn. */
    learnTopics: text('learn_topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The language the person chose (shared/i18n/locales.ts); null: the browser's (docs/decisions/056). */
    language: text('language'),
    /** Birth year and month, never the day; null for an account from before the age gate that has not
     *  answered yet (docs/decisions/045-age-gate.md). */
    birthYear: smallint('birth_year'),
    birthMonth: smallint('birth_month'),
    /** 'moderator' is granted by the operator's command (npm run admin). */
    role: text('role', { enum: ['user', 'moderator'] })
      .notNull()
      .default('user'),
    /** Light, dark or system (docs/decisions/057-dark-theme.md): follows the user to every device. */
    theme: text('theme', { enum: THEMES }).notNull().default(DEFAULT_THEME),
    /** Sign-in refused until then (a moderator's suspension). */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set (database clock) whenever a field the matching score reads, or the ban, changes: the matching
     *  candidate index of every instance reloads the rows changed since its last sync (docs/decisions/028). */
    profileUpdatedAt: timestamp('profile_updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_key_unique').on(table.usernameKey),
    index('users_teach_topics_gin').using('gin', table.teachTopics),
    index('users_learn_topics_gin').using('gin', table.learnTopics),
    // Added for the candidate query of docs/decisions/004 (most recently active first), which decision 028
    // replaced; kept for activity queries.
    index('users_last_active_at_idx').on(table.lastActiveAt),
    index('users_profile_updated_at_idx').on(table.profileUpdatedAt),
    check('users_theme_check', sql`${table.theme} in ('light', 'dark', 'system')`),
    check('users_birth_month_check', sql`(${table.birthYear} is null) = (${table.birthMonth} is null) and ${table.birthMonth} between 1 and 12`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the opaque cookie token; the token itself is never stored. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** How the session was signed in: a passkey session, or the password with a TOTP code ('totp'), is the
     *  second factor moderation asks for (docs/decisions/051-passkeys-and-moderator-second-factor.md, 062). */
    signedInWith: text('signed_in_with', { enum: ['password', 'passkey', 'totp'] })
      .notNull()
      .default('password'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * The username key of a deleted or banned account, refused at registration until `heldUntil`, so nobody
 * can take over a name others knew (docs/decisions/046-moderation-integrity-and-evidence-retention.md).
 */
export const usernameHolds = pgTable('username_holds', {
  usernameKey: text('username_key').primaryKey(),
  heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
