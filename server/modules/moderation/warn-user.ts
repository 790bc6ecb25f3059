/** A warning the reported user sees until they acknowledge it (live if they are online, else on next load). */
import { REPORT_REASON_LABELS, type ReportReason } from '../../../shared/constants/safety';
import { publishQuietly } from '../../live/event-bus';
import type { SafetyDeps } from '../safety/safety.service';
import { recordWarning as insertWarning } from '../safety/safety.service';
import { noteDetails, type ActionContext } from './action-context';
import { appendAudit } from './audit-log.repository';
import { resolveReport } from './reports.repository';

export function warningText(reason: string): string {
  const label = REPORT_REASON_LABELS[reason as ReportReason] ?? REPORT_REASON_LABELS.other;
  return `A moderator reviewed a report about you (${label.toLowerCase()}) and is warning you: keep to the community rules. No scams, no asking for money, keys or seed phrases, no harassment. Further reports may lead to a suspension or a ban.`;
}

export async function warnUser(deps: SafetyDeps, context: ActionContext): Promise<void> {
  const { moderatorId, report, note, at } = context;
  await deps.db.transaction(async (tx) => {
    await insertWarning(tx, { userId: report.reportedUserId, reportId: report.id, message: warningText(report.reason) });
    await resolveReport(tx, report.id, 'warned', at);
    await appendAudit(tx, { actorId: moderatorId, action: 'warn', targetUserId: report.reportedUserId, reportId: report.id, details: noteDetails(note) });
  });
  await publishQuietly(deps.bus, report.reportedUserId, { type: 'warning_issued' }, deps.log);
}
