/**
 * Suspension (for a number of hours) or ban: sign-in is refused, every session ends and the user's
 * sockets close at once, on every instance (the `sessions.ended` domain event). Their other open reports
 * are settled with it.
 */
import { endAllSessions, restrictAccount } from '../auth/auth.service';
import { notFound } from '../../lib/app-error';
import type { SafetyDeps } from '../safety/safety.service';
import { noteDetails, type ActionContext } from './action-context';
import { appendAudit } from './audit-log.repository';
import { resolveOpenReportsAbout } from './reports.repository';

const HOUR_MS = 60 * 60 * 1000;

export async function restrictReportedAccount(deps: SafetyDeps, context: ActionContext, restriction: { kind: 'suspend'; durationHours: number } | { kind: 'ban' }): Promise<void> {
  const { moderatorId, report, note, at } = context;
  const userId = report.reportedUserId;
  const until = restriction.kind === 'suspend' ? new Date(at.getTime() + restriction.durationHours * HOUR_MS) : undefined;
  await deps.db.transaction(async (tx) => {
    const isChanged = await restrictAccount(tx, userId, until ? { suspendedUntil: until } : { bannedAt: at });
    if (!isChanged) throw notFound('User not found');
    await endAllSessions(tx, userId);
    await resolveOpenReportsAbout(tx, userId, until ? 'suspended' : 'banned', at);
    const details = until && restriction.kind === 'suspend' ? { durationHours: restriction.durationHours, until: until.toISOString() } : {};
    await appendAudit(tx, { actorId: moderatorId, action: restriction.kind, targetUserId: userId, reportId: report.id, details: { ...details, ...noteDetails(note) } });
  });
  await deps.domainEvents.publish('sessions.ended', { userId });
}
