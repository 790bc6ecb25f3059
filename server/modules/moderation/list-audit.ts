/** The audit log for moderators, newest first. */
import type { AuditEntry } from '../../../shared/contracts/moderation';
import type { Database } from '../../db/client';
import type { UserRow } from '../auth/users.service';
import * as repository from './audit-log.repository';
import { requireModerator } from './require-moderator';

export const AUDIT_PAGE_SIZE = 100;

export async function listAudit(db: Database, caller: UserRow | null, before?: number): Promise<AuditEntry[]> {
  requireModerator(caller);
  const rows = await repository.listAudit(db, { before, limit: AUDIT_PAGE_SIZE });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
