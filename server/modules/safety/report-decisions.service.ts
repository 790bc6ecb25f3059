/**
 * Safety is the one writer of `reports`: users file them here, and moderation records its decisions through
 * this service (who may decide which report is moderation's rule, applied before it calls).
 */
import type { Executor } from '../../db/client';
import * as repository from './reports.repository';

/** Resolves an open report; false when it was already resolved. */
export async function resolveReport(db: Executor, reportId: number, resolution: string, at: Date): Promise<boolean> {
  return (await repository.resolveOpenReports(db, [reportId], resolution, at)).length > 0;
}

/** Resolves those of these reports that are still open; returns them (their reporters hear the outcome). */
export function resolveReports(db: Executor, reportIds: number[], resolution: string, at: Date) {
  return repository.resolveOpenReports(db, reportIds, resolution, at);
}
