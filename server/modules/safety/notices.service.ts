/**
 * The system inbox: official notices from Coinmates (a moderator's warning, the outcome of the user's own
 * report), apart from every conversation so no user can imitate one (docs/decisions/046). A warning stays on
 * screen until it is acknowledged; reading a report's outcome marks it read.
 */
import type { Notice } from '../../../shared/contracts/safety';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import * as repository from './notices.repository';

export const NOTICES_PAGE_SIZE = 50;

export async function listNotices(db: Database, userId: number): Promise<Notice[]> {
  const rows = await repository.listNotices(db, userId, NOTICES_PAGE_SIZE);
  return rows.map((row) => ({ id: row.id, kind: row.kind, message: row.message, createdAt: row.createdAt.toISOString(), isRead: row.acknowledgedAt !== null }));
}

export async function markNoticeRead(db: Database, userId: number, noticeId: number): Promise<void> {
  // Someone else's notice, or one already read, is as unknown as one that does not exist.
  if (!(await repository.markRead(db, userId, noticeId, new Date()))) throw notFound('Notice not found');
}
