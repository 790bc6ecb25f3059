import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A WebAuthn credential of a user (docs/decisions/051-passkeys-and-moderator-second-factor.md). Only
 * public material: the credential id and COSE public key (base64url), the signature counter last seen,
 * and the transports the browser reported. Gone with the user.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    /** 'singleDevice' or 'multiDevice' (synced), as the authenticator reported at registration. */
    deviceType: text('device_type').notNull(),
    isBackedUp: boolean('is_backed_up').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('passkeys_credential_id_unique').on(table.credentialId),
    index('passkeys_user_id_idx').on(table.userId),
    check('passkeys_name_length', sql`char_length(${table.name}) between 1 and 50`),
    check('passkeys_counter_range', sql`${table.counter} between 0 and 4294967295`),
  ],
);

/**
 * A WebAuthn challenge waiting for its answer: single use (deleted when it is answered), a few minutes
 * long, and bound to what asked for it: the session of the user adding a passkey, or the sign-in cookie
 * of the browser signing in.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['registration', 'authentication'] }).notNull(),
    /** The user adding a passkey; null for a sign-in (the credential names its user). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the session token (registration) or of the sign-in cookie (authentication). */
    bindingHash: text('binding_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webauthn_challenges_expires_at_idx').on(table.expiresAt)],
);
