/**
 * The moderation audit log: insert and read only. There is deliberately no update or delete here, and
 * the database refuses both (migration 0003).
 */
import { desc, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { moderationAudit, type ModerationAuditDetails } from '../../db/schema';

export type AuditAction = 'dismiss' | 'warn' | 'remove_message' | 'suspend' | 'ban' | 'grant_moderator' | 'revoke_moderator';

export interface AuditRecord {
  actorId: number | null;
  action: AuditAction;
  targetUserId: number | null;
  reportId: number | null;
  details: ModerationAuditDetails;
}

export async function appendAudit(db: Executor, record: AuditRecord): Promise<void> {
  await db.insert(moderationAudit).values(record);
}

/** Newest first, older than the cursor when given. */
export async function listAudit(db: Executor, options: { before?: number; limit: number }) {
  return db
    .select()
    .from(moderationAudit)
    .where(options.before ? lt(moderationAudit.id, options.before) : undefined)
    .orderBy(desc(moderationAudit.id))
    .limit(options.limit);
}
