/** One moderator decision on a report; each action lives in its own file and writes its audit entry. */
import type { ModerationActionInput } from '../../../shared/contracts/moderation';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import type { UserRow } from '../auth/users.service';
import type { SafetyDeps } from '../safety/safety.service';
import type { ActionContext } from './action-context';
import { dismissReport } from './dismiss-report';
import { removeMessage } from './remove-message';
import { findReport } from './reports.repository';
import { requireModerator } from './require-moderator';
import { restrictReportedAccount } from './restrict-account';
import { warnUser } from './warn-user';

type ParsedAction = Exclude<ModerationActionInput, { note?: string }> | (ModerationActionInput & { note: string });

export async function actOnReport(deps: SafetyDeps & { db: Database }, caller: UserRow | null, reportId: number, input: ParsedAction): Promise<void> {
  const moderator = requireModerator(caller);
  const report = await findReport(deps.db, reportId);
  if (!report) throw notFound('Report not found');
  if (report.reportedUserId === moderator.id) throw conflict('Another moderator must handle a report about you.');
  const context: ActionContext = { moderatorId: moderator.id, report, note: input.note ?? '', at: new Date() };
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
