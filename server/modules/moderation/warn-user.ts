/** A warning the reported user finds in their system inbox and sees until they acknowledge it (live if online). */
import type { SafetyDeps } from '../safety/safety.service';
import { recordNotice } from '../safety/safety.service';
import { noteDetails, reporterOf, resolveOnce, type ActionContext } from './action-context';
import { appendAudit } from './audit-log.repository';
import { warningText } from './notice-texts';

export async function warnUser(deps: SafetyDeps, context: ActionContext): Promise<number[]> {
  const { moderatorId, report, note, at } = context;
  await deps.db.transaction(async (tx) => {
    await resolveOnce(tx, context, 'warned');
    await recordNotice(tx, { userId: report.reportedUserId, kind: 'warning', reportId: report.id, message: warningText(report.reason), createdAt: at });
    await appendAudit(tx, { actorId: moderatorId, action: 'warn', targetUserId: report.reportedUserId, reportId: report.id, details: noteDetails(note) });
  });
  return [report.reportedUserId, ...reporterOf(report)];
}
