/**
 * One moderator decision on a report; each action lives in its own file, resolves the report first (a
 * resolved report is final) and writes its audit entry and the reporter's notice in the same transaction.
 */
import type { ModerationActionInput } from '../../../shared/contracts/moderation';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { publishQuietly } from '../../live/user-channel';
import type { UserRow } from '../auth/users.service';
import type { SafetyDeps } from '../safety/safety.service';
import { REPORT_IS_FINAL, type ActionContext } from './action-context';
import { dismissReport } from './dismiss-report';
import { removeMessage } from './remove-message';
import { findReportFor } from './reports.repository';
import { requireModerator } from './require-moderator';
import { restrictReportedAccount } from './restrict-account';
import { warnUser } from './warn-user';

type ParsedAction = Exclude<ModerationActionInput, { note?: string }> | (ModerationActionInput & { note: string });

export async function actOnReport(deps: SafetyDeps & { db: Database }, caller: UserRow | null, reportId: number, input: ParsedAction): Promise<void> {
  const moderator = requireModerator(caller);
  // A report about this moderator, filed by them, or involving someone who reported them is another
  // moderator's to decide, and as unknown to this one as a report that does not exist (docs/decisions/046).
  const report = await findReportFor(deps.db, reportId, moderator.id);
  if (!report) throw notFound('Report not found');
  if (report.status !== 'open') throw conflict(REPORT_IS_FINAL);
  if (report.reportedPseudonym !== null && input.action !== 'dismiss') {
    throw conflict('The reported account was deleted: the report can only be closed with "dismiss"; its evidence is kept until then.');
  }
  const context: ActionContext = { moderatorId: moderator.id, report, note: input.note ?? '', at: new Date() };
  const noticed = await decide(deps, context, input);
  for (const userId of new Set(noticed)) await publishQuietly(deps.userChannel, userId, { type: 'notice_received' }, deps.log);
}

/** Runs the action; returns the users who got a notice in their system inbox. */
function decide(deps: SafetyDeps, context: ActionContext, input: ParsedAction): Promise<number[]> {
  switch (input.action) {
    case 'dismiss':
      return dismissReport(deps, context);
    case 'warn':
      return warnUser(deps, context);
    case 'remove_message':
      return removeMessage(deps, context);
    case 'suspend':
      return restrictReportedAccount(deps, context, { kind: 'suspend', durationHours: input.durationHours });
    case 'ban':
      return restrictReportedAccount(deps, context, { kind: 'ban' });
  }
}
