/** Drill challenges (docs/decisions/054-practice-wallet-and-quiz-fairness.md): stored with their message, done once. */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { DRILL_IDS, type DrillChallenge } from '../../../../shared/contracts/drill-challenge';
import type { Executor } from '../../../db/client';
import { drillChallenges, messages } from '../../../db/schema';

export type ChallengeRow = typeof drillChallenges.$inferSelect;

export interface NewChallenge {
  challengerId: number;
  challengedId: number;
  drillId: DrillChallenge['drillId'];
}

/** The challenge's insert over the message statement's `inserted` CTE, so a message and its challenge commit together. */
export function challengeInsert(challenge: NewChallenge): SQL {
  return sql`
      insert into drill_challenges (message_id, challenger_id, challenged_id, drill_id)
      select inserted.id, ${challenge.challengerId}, ${challenge.challengedId}, ${challenge.drillId}
      from inserted`;
}

export async function findChallenges(db: Executor, messageIds: readonly number[]): Promise<Map<number, ChallengeRow>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(drillChallenges)
    .where(inArray(drillChallenges.messageId, [...messageIds]));
  return new Map(rows.map((row) => [row.messageId, row]));
}

/** A challenge with its message, whatever the match (the result's URL names only the message). */
export async function findChallengeWithMessage(db: Executor, messageId: number) {
  const [row] = await db
    .select({ challenge: drillChallenges, message: messages })
    .from(drillChallenges)
    .innerJoin(messages, eq(messages.id, drillChallenges.messageId))
    .where(eq(drillChallenges.messageId, messageId))
    .limit(1);
  return row;
}

/** Records the result if none is recorded yet; undefined when one was (the conditional update decides a race). */
export async function recordResult(db: Executor, input: { messageId: number; challengedId: number; right: number; total: number; passed: boolean; at: Date }): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .update(drillChallenges)
    .set({ stepsRight: input.right, stepsTotal: input.total, passed: input.passed, completedAt: input.at })
    .where(and(eq(drillChallenges.messageId, input.messageId), eq(drillChallenges.challengedId, input.challengedId), isNull(drillChallenges.completedAt)))
    .returning();
  return row;
}

/** What either user sees of a challenge. */
export function toDrillChallenge(row: ChallengeRow): DrillChallenge {
  const isDone = row.completedAt !== null && row.stepsRight !== null && row.stepsTotal !== null && row.passed !== null;
  return {
    // The table's check holds it to the known drills.
    drillId: DRILL_IDS.find((id) => id === row.drillId) ?? 'sign',
    challengerId: row.challengerId,
    challengedId: row.challengedId,
    result: isDone ? { passed: row.passed!, right: row.stepsRight!, total: row.stepsTotal!, completedAt: row.completedAt!.toISOString() } : null,
  };
}
