/**
 * Suspension (for a number of hours) or ban: sign-in is refused, every session ends and the user's
 * sockets close at once, on every instance (the `sessions.ended` domain event). Their other open reports
 * are settled with it, and each reporter hears the outcome.
 */
import { endAllSessions, restrictAccount } from '../auth/auth.service';
import { notFound } from '../../lib/app-error';
import type { SafetyDeps } from '../safety/safety.service';
import { noteDetails, noticeToReporter, reporterOf, resolveOnce, type ActionContext } from './action-context';
import { appendAudit } from './audit-log.repository';
import { resolveReports } from '../safety/report-decisions.service';
import { listOpenReportIdsAbout } from './reports.repository';

const HOUR_MS = 60 * 60 * 1000;

export async function restrictReportedAccount(deps: SafetyDeps, context: ActionContext, restriction: { kind: 'suspend'; durationHours: number } | { kind: 'ban' }): Promise<number[]> {
  const { moderatorId, report, note, at } = context;
  const userId = report.reportedUserId;
  const until = restriction.kind === 'suspend' ? new Date(at.getTime() + restriction.durationHours * HOUR_MS) : undefined;
  const resolution = until ? 'suspended' : 'banned';
  const settled = await deps.db.transaction(async (tx) => {
    await resolveOnce(tx, context, resolution);
    const isChanged = await restrictAccount(tx, userId, until ? { suspendedUntil: until } : { bannedAt: at });
    if (!isChanged) throw notFound('User not found');
    await endAllSessions(tx, userId);
    const others = await resolveReports(tx, await listOpenReportIdsAbout(tx, userId, moderatorId), resolution, at);
    for (const other of others) await noticeToReporter(tx, { ...other, resolution }, at);
    const details = until && restriction.kind === 'suspend' ? { durationHours: restriction.durationHours, until: until.toISOString() } : {};
    await appendAudit(tx, { actorId: moderatorId, action: restriction.kind, targetUserId: userId, reportId: report.id, details: { ...details, ...noteDetails(note) } });
    return others;
  });
  await deps.domainEvents.publish('sessions.ended', { userId });
  return [...reporterOf(report), ...settled.flatMap(reporterOf)];
}
