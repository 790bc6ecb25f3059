/**
 * The moderation queue: open reports first, each with the reported message among those around it. Only the
 * reports this moderator may handle (docs/decisions/046); a party who deleted their account appears by the
 * report's pseudonym, never by name.
 */
import type { ModerationReport } from '../../../shared/contracts/moderation';
import type { ReportReason } from '../../../shared/constants/safety';
import type { Database } from '../../db/client';
import type { UserRow } from '../auth/users.service';
import { requireModerator } from './require-moderator';
import * as repository from './reports.repository';

export const MODERATION_QUEUE_LIMIT = 100;

type QueueRow = Awaited<ReturnType<typeof repository.listReports>>[number];

function accountStatus(row: QueueRow['reported'], now: Date): ModerationReport['reportedUser']['status'] {
  if (!row) return 'deleted';
  if (row.bannedAt) return 'banned';
  return row.suspendedUntil && row.suspendedUntil > now ? 'suspended' : 'active';
}

function person(id: number, row: { username: string; displayName: string } | null, pseudonym: string | null) {
  if (!row || pseudonym !== null) {
    const name = pseudonym ?? 'Deleted user';
    return { id, username: name, displayName: name, isDeleted: true };
  }
  return { id, username: row.username, displayName: row.displayName, isDeleted: false };
}

export async function listReports(db: Database, caller: UserRow | null): Promise<ModerationReport[]> {
  const moderator = requireModerator(caller);
  const now = new Date();
  const rows = await repository.listReports(db, moderator.id, MODERATION_QUEUE_LIMIT);
  return rows.map(({ report, reporter, reported, isMessageVisible }) => ({
    id: report.id,
    status: report.status,
    resolution: report.resolution,
    reason: report.reason as ReportReason,
    details: report.details,
    createdAt: report.createdAt.toISOString(),
    reporter: person(report.reporterId, reporter, report.reporterPseudonym),
    reportedUser: {
      ...person(report.reportedUserId, reported, report.reportedPseudonym),
      status: accountStatus(report.reportedPseudonym === null ? reported : null, now),
      suspendedUntil: reported?.suspendedUntil && reported.suspendedUntil > now ? reported.suspendedUntil.toISOString() : null,
    },
    messageId: report.messageId,
    isMessageVisible,
    context: report.context.map((message) => ({ ...message, isReported: message.id === report.messageId })),
  }));
}
