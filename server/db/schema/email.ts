import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An account's e-mail (docs/decisions/050-accounts-and-mail.md), written only by the email module. `address`
 * is the verified one (password reset goes there); `pendingAddress` waits for its link to be opened. A
 * verified address belongs to one account (case-insensitive: `addressKey`).
 */
export const userEmails = pgTable(
  'user_emails',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address'),
    /** Lower-case `address`: the uniqueness key. */
    addressKey: text('address_key'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    pendingAddress: text('pending_address'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_emails_address_key_unique').on(table.addressKey),
    check('user_emails_verified_check', sql`(${table.address} is null) = (${table.verifiedAt} is null) and (${table.address} is null) = (${table.addressKey} is null)`),
    check('user_emails_length_check', sql`char_length(${table.address}) <= 254 and char_length(${table.pendingAddress}) <= 254`),
  ],
);

/**
 * Single-use links mailed to the user: only the SHA-256 (hex) of the token is stored. `verify` proves an
 * address (`address` is the one it proves); `reset` sets a new password.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('email_tokens_user_id_idx').on(table.userId, table.purpose), index('email_tokens_expires_at_idx').on(table.expiresAt)],
);
