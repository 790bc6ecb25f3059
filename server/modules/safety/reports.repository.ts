import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { reports, type ReportContextMessage } from '../../db/schema';

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
  const [row] = await queryRows<{ id: number }>(db, sql`
    insert into ${reports} (reporter_id, reported_user_id, match_id, message_id, reason, details, context)
    values (${values.reporterId}, ${values.reportedUserId}, ${values.matchId}, ${values.messageId}, ${values.reason}, ${values.details}, ${JSON.stringify(values.context)}::jsonb)
    on conflict (reporter_id, reported_user_id, coalesce(message_id, 0)) where status = 'open' do nothing
    returning id`);
  return row?.id;
}

export async function findOpenReport(db: Executor, reporterId: number, reportedUserId: number, messageId: number | null): Promise<number | undefined> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.reportedUserId, reportedUserId),
        sql`coalesce(${reports.messageId}, 0) = ${messageId ?? 0}`,
        eq(reports.status, 'open'),
      ),
    )
    .limit(1);
  return row?.id;
}
