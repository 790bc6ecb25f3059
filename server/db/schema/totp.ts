import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's TOTP second factor (RFC 6238; docs/decisions/062-totp-second-factor.md). Pending until a first
 * code confirms it (`enabledAt` null). The base32 secret is shown once, at set-up, and never returned or
 * logged again. Gone with the user.
 */
export const totpFactors = pgTable(
  'totp_factors',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted: a code is single-use within its window (replay refused). */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    /** Wrong codes in a row; the fifth locks the factor until `lockedUntil`. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('totp_factors_failed_attempts_range', sql`${table.failedAttempts} >= 0`)],
);

/** A one-time recovery code (10 per enabling, shown once): only its SHA-256 is stored. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('totp_recovery_codes_user_id_idx').on(table.userId)],
);

/**
 * A password sign-in waiting for its TOTP code: bound to an `HttpOnly; SameSite=Strict` cookie (only its
 * SHA-256 stored), 5 minutes long, single use.
 */
export const totpSignIns = pgTable(
  'totp_sign_ins',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('totp_sign_ins_user_id_idx').on(table.userId)],
);
