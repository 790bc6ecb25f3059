/**
 * Evidence outlives the account it is about (docs/decisions/046-moderation-integrity-and-evidence-retention.md):
 * when a party of an open report deletes their account, the report and its copied messages stay, with a
 * pseudonym in place of the names, until a moderator resolves it or for REPORT_EVIDENCE_RETENTION_DAYS;
 * then the retention job purges it.
 */
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client';
import * as repository from './reports.repository';

export const REPORT_EVIDENCE_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Stable for one deleted account (every report of theirs gets the same), meaningless outside it. */
export function newPseudonym(): string {
  return `Deleted user #${randomBytes(3).toString('hex')}`;
}

/** Inside the account deletion's transaction, before the user row goes. */
export async function keepReportEvidence(tx: Executor, userId: number, at: Date): Promise<{ keptReports: number }> {
  await repository.deleteResolvedReportsOf(tx, userId);
  return { keptReports: await repository.pseudonymiseOpenReportsOf(tx, userId, newPseudonym(), at) };
}

/** The retention job's half for reports; returns how many were purged. */
export async function purgeExpiredEvidence(db: Executor, now: Date): Promise<number> {
  return repository.deleteExpiredEvidence(db, new Date(now.getTime() - REPORT_EVIDENCE_RETENTION_DAYS * DAY_MS));
}
