/** Nothing wrong found: the report is closed, and the decision is logged. */
import type { SafetyDeps } from '../safety/safety.service';
import { noteDetails, type ActionContext } from './action-context';
import { appendAudit } from './audit-log.repository';
import { resolveReport } from './reports.repository';

export async function dismissReport(deps: SafetyDeps, context: ActionContext): Promise<void> {
  const { moderatorId, report, note, at } = context;
  await deps.db.transaction(async (tx) => {
    await resolveReport(tx, report.id, 'dismissed', at);
    await appendAudit(tx, { actorId: moderatorId, action: 'dismiss', targetUserId: report.reportedUserId, reportId: report.id, details: noteDetails(note) });
  });
}
