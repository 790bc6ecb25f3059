/** Nothing wrong found: the report is closed, and the decision is logged. */
import type { SafetyDeps } from '../safety/safety.service';
import { noteDetails, reporterOf, resolveOnce, type ActionContext } from './action-context';
import { appendAudit } from './audit-log.repository';

export async function dismissReport(deps: SafetyDeps, context: ActionContext): Promise<number[]> {
  const { moderatorId, report, note } = context;
  await deps.db.transaction(async (tx) => {
    await resolveOnce(tx, context, 'dismissed');
    await appendAudit(tx, { actorId: moderatorId, action: 'dismiss', targetUserId: report.reportedUserId, reportId: report.id, details: noteDetails(note) });
  });
  return reporterOf(report);
}
