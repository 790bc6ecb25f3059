/** A moderator's warning stays on its user's screen until they acknowledge it. */
import type { Warning } from '../../../shared/contracts/safety';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import * as repository from './warnings.repository';

export async function listWarnings(db: Database, userId: number): Promise<Warning[]> {
  const rows = await repository.listUnacknowledged(db, userId);
  return rows.map((row) => ({ id: row.id, message: row.message, createdAt: row.createdAt.toISOString() }));
}

export async function acknowledgeWarning(db: Database, userId: number, warningId: number): Promise<void> {
  // Someone else's warning, or one already acknowledged, is as unknown as one that does not exist.
  if (!(await repository.acknowledge(db, userId, warningId, new Date()))) throw notFound('Warning not found');
}
