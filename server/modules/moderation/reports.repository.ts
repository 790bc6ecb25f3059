import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { messages, reports, users } from '../../db/schema';

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');

/**
 * The reports this moderator may see and decide (docs/decisions/046-moderation-integrity-and-evidence-retention.md):
 * none they are a party to (about them, or filed by them), and none whose reporter or reported user has ever
 * reported them (a moderator deciding about their own accuser, in either seat, could retaliate).
 */
function mayHandle(moderatorId: SQL): SQL {
  return sql`${reports.reporterId} <> ${moderatorId} and ${reports.reportedUserId} <> ${moderatorId} and not exists (
    select 1 from ${reports} earlier where earlier.reported_user_id = ${moderatorId}
      and earlier.reporter_id in (${reports.reporterId}, ${reports.reportedUserId}))`;
}

const moderatorsSql = sql`select m.id from ${users} m where m.role = 'moderator' and m.banned_at is null`;

/** Open reports first (oldest first: they waited longest), then the latest handled ones. */
export async function listReports(db: Executor, moderatorId: number, limit: number) {
  return db
    .select({
      report: reports,
      // Left joins: a party who deleted their account is shown by the report's pseudonym.
      reporter: { id: reporter.id, username: reporter.username, displayName: reporter.displayName },
      reported: {
        id: reported.id,
        username: reported.username,
        displayName: reported.displayName,
        suspendedUntil: reported.suspendedUntil,
        bannedAt: reported.bannedAt,
      },
      isMessageVisible: sql<boolean>`exists (select 1 from ${messages} m where m.id = ${reports.messageId} and m.removed_at is null)`,
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(reported, eq(reported.id, reports.reportedUserId))
    .where(mayHandle(sql`${moderatorId}`))
    .orderBy(sql`case when ${reports.status} = 'open' then 0 else 1 end`, sql`case when ${reports.status} = 'open' then ${reports.id} end asc`, desc(reports.id))
    .limit(limit);
}

export type ReportRow = typeof reports.$inferSelect;

/** The report, if this moderator may handle it (otherwise as unknown as one that does not exist). */
export async function findReportFor(db: Executor, reportId: number, moderatorId: number): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, reportId), mayHandle(sql`${moderatorId}`)))
    .limit(1);
  return row;
}

/** The open reports about this user that this moderator may handle (the rest wait for another moderator). */
export async function listOpenReportIdsAbout(db: Executor, userId: number, moderatorId: number): Promise<number[]> {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(sql`${reports.reportedUserId} = ${userId} and ${reports.status} = 'open' and ${mayHandle(sql`${moderatorId}`)}`);
  return rows.map((row) => row.id);
}

/** Open reports that no current moderator may handle: they wait, and the operator's command line lists them. */
export async function listReportsWithoutModerator(db: Executor) {
  return db
    .select({ id: reports.id, reporterId: reports.reporterId, reportedUserId: reports.reportedUserId, reason: reports.reason, createdAt: reports.createdAt })
    .from(reports)
    .where(and(eq(reports.status, 'open'), sql`not exists (select 1 from (${moderatorsSql}) eligible where ${mayHandle(sql`eligible.id`)})`))
    .orderBy(reports.id);
}
