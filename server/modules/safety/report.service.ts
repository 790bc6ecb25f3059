/**
 * A user reports someone they are or were matched with: a reason from the fixed list, optional details,
 * optionally the message it is about (copied with a few around it, so the evidence outlives the chat),
 * and optionally a block in the same step. A repeated report while the first is open is the same report.
 * Each user files at most REPORTS_PER_HOUR, so reports cannot flood the moderators (docs/decisions/046).
 */
import type { ReportInput, ReportResult } from '../../../shared/contracts/safety';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { findMatchBetween } from '../matching/matching.service';
import { findMessage, messagesAround } from '../messages/message-evidence.service';
import * as blocksRepository from './blocks.repository';
import { endMatch } from './end-match.service';
import * as repository from './reports.repository';
import type { SafetyDeps } from './safety.service';

/** Messages copied on each side of the reported one. */
export const CONTEXT_RADIUS = 3;
export const REPORTS_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

type ParsedReportInput = Required<Pick<ReportInput, 'reportedUserId' | 'reason'>> & { matchId?: number; messageId?: number; details: string; block: boolean };

export async function createReport(deps: SafetyDeps, reporterId: number, input: ParsedReportInput): Promise<ReportResult & { isNew: boolean }> {
  if (input.reportedUserId === reporterId) throw badRequest('You cannot report yourself.');
  const limit = await deps.rateLimiter.consume(`reports:${reporterId}`, REPORTS_PER_HOUR, HOUR_MS);
  if (!limit.allowed) {
    // A retry of a report that was filed still gets its answer.
    const filed = await repository.findOpenReport(deps.db, reporterId, input.reportedUserId, input.messageId ?? null);
    if (filed !== undefined && !input.block) return { id: filed, status: 'open', blocked: false, isNew: false };
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    throw new AppError(
      ERROR_CODES.rateLimited,
      `You have sent ${REPORTS_PER_HOUR} reports in the last hour. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before sending another; you can still block someone right away.`,
      {
        retryAfterSeconds: limit.retryAfterSeconds,
      },
    );
  }
  const matchId = await findMatchBetween(deps.db, reporterId, input.reportedUserId);
  // Only someone you are or were matched with: anyone else is as unknown as a user who does not exist.
  if (matchId === undefined && !(await blocksRepository.findPairEnd(deps.db, reporterId, input.reportedUserId))) throw notFound('User not found');
  if (input.matchId !== undefined && input.matchId !== matchId) throw notFound('Match not found');

  let context: repository.ReportContextMessage[] = [];
  if (input.messageId !== undefined) {
    const message = await findMessage(deps.db, input.messageId);
    if (!message || matchId === undefined || message.matchId !== matchId || message.senderId !== input.reportedUserId) throw notFound('Message not found');
  }
  if (matchId !== undefined) {
    const around = await messagesAround(deps.db, matchId, input.messageId, CONTEXT_RADIUS);
    context = around.map(({ id, senderId, content, sent, earlierVersions, isDeleted }) => ({
      id,
      senderId,
      content,
      sent,
      ...(earlierVersions.length > 0 ? { earlierVersions } : {}),
      ...(isDeleted ? { isDeleted } : {}),
    }));
  }

  const values = {
    reporterId,
    reportedUserId: input.reportedUserId,
    matchId: matchId ?? null,
    messageId: input.messageId ?? null,
    reason: input.reason,
    details: input.details,
    context,
  };
  const insertedId = await repository.insertReport(deps.db, values);
  const id = insertedId ?? (await repository.findOpenReport(deps.db, reporterId, input.reportedUserId, values.messageId));
  if (id === undefined) throw notFound('Report not found');

  if (input.block && matchId !== undefined) await endMatch(deps, reporterId, matchId, 'blocked');
  // The match already ended by an unmatch: the block still turns it into a block.
  else if (input.block) await blocksRepository.recordPairEnd(deps.db, { blockerId: reporterId, otherUserId: input.reportedUserId, kind: 'blocked' });
  return { id, status: 'open', blocked: input.block, isNew: insertedId !== undefined };
}
