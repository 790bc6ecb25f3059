import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { reports, type ReportContextMessage } from '../../db/schema';

export type { ReportContextMessage };

export interface NewReport {
  reporterId: number;
  reportedUserId: number;
  matchId: number | null;
  messageId: number | null;
  reason: string;
  details: string;
  context: ReportContextMessage[];
}

/** Inserts the report, or returns undefined when the same reporter has the same report still open. */
export async function insertReport(db: Executor, values: NewReport): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`
    insert into ${reports} (reporter_id, reported_user_id, match_id, message_id, reason, details, context)
    values (${values.reporterId}, ${values.reportedUserId}, ${values.matchId}, ${values.messageId}, ${values.reason}, ${values.details}, ${JSON.stringify(values.context)}::jsonb)
    on conflict (reporter_id, reported_user_id, coalesce(message_id, 0)) where status = 'open' do nothing
    returning id`,
  );
  return row?.id;
}

export async function findOpenReport(db: Executor, reporterId: number, reportedUserId: number, messageId: number | null): Promise<number | undefined> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), eq(reports.reportedUserId, reportedUserId), sql`coalesce(${reports.messageId}, 0) = ${messageId ?? 0}`, eq(reports.status, 'open')))
    .limit(1);
  return row?.id;
}

/** A deleted account's resolved reports (filed by or about it) have nothing left to decide: they go with it. */
export async function deleteResolvedReportsOf(db: Executor, userId: number): Promise<void> {
  await db.delete(reports).where(and(or(eq(reports.reporterId, userId), eq(reports.reportedUserId, userId)), eq(reports.status, 'resolved')));
}

/** A deleted account's open reports stay, with its pseudonym in place of its names; returns how many. */
export async function pseudonymiseOpenReportsOf(db: Executor, userId: number, pseudonym: string, at: Date): Promise<number> {
  const rows = await db
    .update(reports)
    .set({
      reporterPseudonym: sql`case when ${reports.reporterId} = ${userId} then ${pseudonym} else ${reports.reporterPseudonym} end`,
      reportedPseudonym: sql`case when ${reports.reportedUserId} = ${userId} then ${pseudonym} else ${reports.reportedPseudonym} end`,
      partyDeletedAt: sql`coalesce(${reports.partyDeletedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(and(or(eq(reports.reporterId, userId), eq(reports.reportedUserId, userId)), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  return rows.length;
}

/** Reports of deleted accounts that were resolved since, or whose party was deleted before the cutoff. */
export async function deleteExpiredEvidence(db: Executor, deletedBefore: Date): Promise<number> {
  const rows = await db
    .delete(reports)
    .where(and(isNotNull(reports.partyDeletedAt), or(eq(reports.status, 'resolved'), lte(reports.partyDeletedAt, deletedBefore))))
    .returning({ id: reports.id });
  return rows.length;
}

/**
 * Resolves those of these reports that are still open; returns them. A decision is final, even against a second
 * moderator deciding at the same moment: the row's status is the lock.
 */
export async function resolveOpenReports(db: Executor, reportIds: number[], resolution: string, at: Date) {
  if (reportIds.length === 0) return [];
  return db
    .update(reports)
    .set({ status: 'resolved', resolution, resolvedAt: at })
    .where(and(inArray(reports.id, reportIds), eq(reports.status, 'open')))
    .returning({ id: reports.id, reporterId: reports.reporterId, reporterPseudonym: reports.reporterPseudonym, createdAt: reports.createdAt });
}
