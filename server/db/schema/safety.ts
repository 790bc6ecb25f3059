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
}

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedUserId: integer('reported_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** No foreign keys: the match and message may end (block, unmatch) while the report stays. */
    matchId: integer('match_id'),
    messageId: integer('message_id'),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    /** The reported message and a few around it, copied at report time. */
    context: jsonb('context').$type<ReportContextMessage[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['open', 'resolved'] }).notNull().default('open'),
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
  ],
);

/** A moderator's warning, shown to its user until they acknowledge it. */
export const userWarnings = pgTable(
  'user_warnings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportId: integer('report_id'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (table) => [index('user_warnings_user_idx').on(table.userId)],
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
    details: jsonb('details').$type<ModerationAuditDetails>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('moderation_audit_created_idx').on(table.createdAt)],
);
