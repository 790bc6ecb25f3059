import type { ReportRow } from './reports.repository';

/** What every moderation action receives: who acts, on which report, with which note. */
export interface ActionContext {
  moderatorId: number;
  report: ReportRow;
  note: string;
  at: Date;
}

export const noteDetails = (note: string) => (note ? { note } : {});
