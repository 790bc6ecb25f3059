import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { messages, reports, users } from '../../db/schema';

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');

/** Open reports first (oldest first: they waited longest), then the latest handled ones. */
export async function listReports(db: Executor, limit: number) {
  return db
    .select({
      report: reports,
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
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .innerJoin(reported, eq(reported.id, reports.reportedUserId))
    .orderBy(sql`case when ${reports.status} = 'open' then 0 else 1 end`, sql`case when ${reports.status} = 'open' then ${reports.id} end asc`, desc(reports.id))
    .limit(limit);
}

export type ReportRow = typeof reports.$inferSelect;

export async function findReport(db: Executor, reportId: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, reportId)).limit(1);
  return row;
}

export async function resolveReport(db: Executor, reportId: number, resolution: string, at: Date): Promise<void> {
  await db.update(reports).set({ status: 'resolved', resolution, resolvedAt: at }).where(eq(reports.id, reportId));
}

/** Other open reports about the same user are settled by a suspension or ban too. */
export async function resolveOpenReportsAbout(db: Executor, userId: number, resolution: string, at: Date): Promise<void> {
  await db
    .update(reports)
    .set({ status: 'resolved', resolution, resolvedAt: at })
    .where(sql`${reports.reportedUserId} = ${userId} and ${reports.status} = 'open'`);
}

