/**
 * Trust and safety: blocks and unmatches between two users, reports, warnings and the moderators' audit
 * log (docs/decisions/015-blocks-hide-matches.md, docs/decisions/016-moderation-audit-log.md).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A pair that ended its match: by a block or an unmatch. Stored once per pair with the lower id first,
 * so candidate search and match creation can ask "is this pair excluded?" with one index probe.
 */
export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    userLowId: integer('user_low_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHighId: integer('user_high_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who blocked or unmatched. */
    blockerId: integer('blocker_id').notNull(),
    kind: text('kind', { enum: ['blocked', 'unmatched'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('blocks_pair_unique').on(table.userLowId, table.userHighId),
    index('blocks_user_high_idx').on(table.userHighId),
    check('blocks_ordered_pair', sql`${table.userLowId} < ${table.userHighId}`),
  ],
);

/** One message as the reporter saw it when reporting: kept with the report even if the chat ends. */
export interface ReportContextMessage {
  id: number;
  senderId: number;
  content: string;
  sent: string;
  /** The texts it had before its sender edited it, oldest first (absent when never edited). */
  earlierVersions?: string[];
  /** Its sender deleted it after sending (its text is kept here for the moderators). */
  isDeleted?: boolean;
}

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    /**
     * No foreign keys on the parties either: an open report outlives a deleted account, pseudonymised
     * (docs/decisions/046-moderation-integrity-and-evidence-retention.md); the account deletion settles
     * each of its reports explicitly.
     */
    reporterId: integer('reporter_id').notNull(),
    reportedUserId: integer('reported_user_id').notNull(),
    /** "Deleted user #…", set when that party deleted their account: shown instead of their names. */
    reporterPseudonym: text('reporter_pseudonym'),
    reportedPseudonym: text('reported_pseudonym'),
    /** When a party's account was deleted: the report is purged once resolved, or 90 days after this. */
    partyDeletedAt: timestamp('party_deleted_at', { withTimezone: true }),
    /** No foreign keys: the match and message may end (block, unmatch) while the report stays. */
    matchId: integer('match_id'),
    messageId: integer('message_id'),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    /** The reported message and a few around it, copied at report time. */
    context: jsonb('context')
      .$type<ReportContextMessage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    resolution: text('resolution'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    // A repeated report (double tap, retry) while the first is open is the same report.
    uniqueIndex('reports_open_unique')
      .on(table.reporterId, table.reportedUserId, sql`coalesce(${table.messageId}, 0)`)
      .where(sql`${table.status} = 'open'`),
    index('reports_status_idx').on(table.status, table.id),
    index('reports_reporter_idx').on(table.reporterId),
    index('reports_reported_user_idx').on(table.reportedUserId),
    index('reports_party_deleted_idx')
      .on(table.partyDeletedAt)
      .where(sql`${table.partyDeletedAt} is not null`),
  ],
);

/**
 * The system inbox: official notices from Coinmates (a moderator's warning, the outcome of a report the
 * user filed). The text is the app's own, never a user's; a warning stays on screen until acknowledged.
 */
export const systemNotices = pgTable(
  'system_notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['warning', 'report_outcome'] })
      .notNull()
      .default('warning'),
    reportId: integer('report_id'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Read (a report outcome) or acknowledged (a warning). */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (table) => [index('system_notices_user_idx').on(table.userId, table.id)],
);

export interface ModerationAuditDetails {
  messageId?: number;
  durationHours?: number;
  until?: string;
  note?: string;
}

/**
 * Append-only: the code has no update or delete path, and a trigger (migration) refuses both. Ids only,
 * no names or message text, so the log outlives a deleted account without naming it.
 */
export const moderationAudit = pgTable(
  'moderation_audit',
  {
    id: serial('id').primaryKey(),
    /** Null for the operator's command line (role grants). */
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    targetUserId: integer('target_user_id'),
    reportId: integer('report_id'),
    details: jsonb('details')
      .$type<ModerationAuditDetails>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('moderation_audit_created_idx').on(table.createdAt)],
);
