import type { Executor } from '../../db/client';
import { conflict } from '../../lib/app-error';
import { recordNotice } from '../safety/safety.service';
import { reportOutcomeText } from './notice-texts';
import { resolveReport } from '../safety/report-decisions.service';
import type { ReportRow } from './reports.repository';

/** What every moderation action receives: who acts, on which report, with which note. */
export interface ActionContext {
  moderatorId: number;
  report: ReportRow;
  note: string;
  at: Date;
}

export const REPORT_IS_FINAL = 'This report is already resolved: its decision is final.';

export const noteDetails = (note: string) => (note ? { note } : {});

/**
 * The first write of every action: resolves the report, or refuses (409) when another decision got there
 * first, so a report is acted on once. Its reporter hears the outcome in their system inbox.
 */
export async function resolveOnce(tx: Executor, context: ActionContext, resolution: string): Promise<void> {
  const { report, at } = context;
  if (!(await resolveReport(tx, report.id, resolution, at))) throw conflict(REPORT_IS_FINAL);
  await noticeToReporter(tx, { ...report, resolution }, at);
}

/** Who gets a notice about this report's outcome: its reporter, unless they deleted their account. */
export const reporterOf = (report: Pick<ReportRow, 'reporterId' | 'reporterPseudonym'>): number[] => (report.reporterPseudonym === null ? [report.reporterId] : []);

/** The reporter's notice; none when the reporter deleted their account. */
export async function noticeToReporter(tx: Executor, report: { id: number; reporterId: number; reporterPseudonym: string | null; createdAt: Date; resolution: string }, at: Date): Promise<void> {
  if (report.reporterPseudonym !== null) return;
  await recordNotice(tx, { userId: report.reporterId, kind: 'report_outcome', reportId: report.id, message: reportOutcomeText(report.resolution, report.createdAt), createdAt: at });
}
