/** The moderation queue: open reports first, each with the reported message among those around it. */
import type { ModerationReport } from '../../../shared/contracts/moderation';
import type { ReportReason } from '../../../shared/constants/safety';
import type { Database } from '../../db/client';
import type { UserRow } from '../auth/users.service';
import { requireModerator } from './require-moderator';
import * as repository from './reports.repository';

export const MODERATION_QUEUE_LIMIT = 100;

type QueueRow = Awaited<ReturnType<typeof repository.listReports>>[number];

function accountStatus(row: QueueRow['reported'], now: Date): ModerationReport['reportedUser']['status'] {
  if (row.bannedAt) return 'banned';
  return row.suspendedUntil && row.suspendedUntil > now ? 'suspended' : 'active';
}

export async function listReports(db: Database, caller: UserRow | null): Promise<ModerationReport[]> {
  requireModerator(caller);
  const now = new Date();
  const rows = await repository.listReports(db, MODERATION_QUEUE_LIMIT);
  return rows.map(({ report, reporter, reported, isMessageVisible }) => ({
    id: report.id,
    status: report.status,
    resolution: report.resolution,
    reason: report.reason as ReportReason,
    details: report.details,
    createdAt: report.createdAt.toISOString(),
    reporter,
    reportedUser: {
      id: reported.id,
      username: reported.username,
      displayName: reported.displayName,
      status: accountStatus(reported, now),
      suspendedUntil: reported.suspendedUntil && reported.suspendedUntil > now ? reported.suspendedUntil.toISOString() : null,
    },
    messageId: report.messageId,
    isMessageVisible,
    context: report.context.map((message) => ({ ...message, isReported: message.id === report.messageId })),
  }));
}
