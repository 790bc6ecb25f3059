/**
 * Credit for teaching that sticks (docs/decisions/061-teaching-that-sticks.md), owned here with its table
 * `teaching_credits`. Other modules call in inside the transaction of their own fact: the learning module
 * when a teach-back card is answered, vocabulary when a term is added from a partner's message (both record
 * what was taught), vocabulary's review and learning's quiz (both settle it). An item settles once, at the
 * learner's first review or quiz answer of it 7 or more days after it was taught: remembered, the teacher
 * earns POINTS.taughtThatStuck (ledger key `taught-stuck:<id>`); forgotten, it is 'failed' and never pays.
 */
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { POINTS, TEACHING_STICKS_AFTER_DAYS } from '../../../shared/constants/gamification';
import type { Executor } from '../../db/client';
import { teachingCredits } from '../../db/schema';
import { awardPoints } from './points-ledger';

export type TaughtItemKind = 'term' | 'quiz_question' | 'teach_back_card';

export interface TaughtItem {
  teacherId: number;
  learnerId: number;
  kind: TaughtItemKind;
  itemId: number;
  sourceMessageId: number;
  taughtAt: Date;
}

/** Records what was taught; false when the learner already had this item from someone (the first teacher keeps it). */
export async function recordTaughtItem(tx: Executor, item: TaughtItem): Promise<boolean> {
  if (item.teacherId === item.learnerId) return false;
  const rows = await tx
    .insert(teachingCredits)
    .values({ teacherId: item.teacherId, learnerId: item.learnerId, itemKind: item.kind, itemId: item.itemId, sourceMessageId: item.sourceMessageId, taughtAt: item.taughtAt })
    .onConflictDoNothing({ target: [teachingCredits.learnerId, teachingCredits.itemKind, teachingCredits.itemId] })
    .returning({ id: teachingCredits.id });
  return rows.length > 0;
}

export interface RecallResult {
  itemId: number;
  /** FSRS Good or Easy, or a quiz question answered right. */
  isRecalled: boolean;
}

export interface StuckCredit {
  teacherId: number;
  learnerId: number;
}

/**
 * Settles the learner's open items among `results` that were taught at least TEACHING_STICKS_AFTER_DAYS
 * before `now`; earlier recalls change nothing. The conditional update settles an item once even when two
 * reviews race. Returns the credits paid now (one per item that stuck).
 */
export async function settleTaughtItems(tx: Executor, learnerId: number, kind: TaughtItemKind, results: readonly RecallResult[], now: Date): Promise<StuckCredit[]> {
  if (results.length === 0) return [];
  const dueBy = new Date(now.getTime() - TEACHING_STICKS_AFTER_DAYS * 86_400_000);
  const credits: StuckCredit[] = [];
  for (const isRecalled of [true, false]) {
    const itemIds = results.filter((result) => result.isRecalled === isRecalled).map((result) => result.itemId);
    if (itemIds.length === 0) continue;
    const settled = await tx
      .update(teachingCredits)
      .set({ outcome: isRecalled ? 'stuck' : 'failed', settledAt: now })
      .where(
        and(
          eq(teachingCredits.learnerId, learnerId),
          eq(teachingCredits.itemKind, kind),
          inArray(teachingCredits.itemId, itemIds),
          isNull(teachingCredits.outcome),
          lte(teachingCredits.taughtAt, dueBy),
        ),
      )
      .returning({ id: teachingCredits.id, teacherId: teachingCredits.teacherId });
    if (!isRecalled) continue;
    for (const row of settled) {
      await awardPoints(tx, { userId: row.teacherId, source: 'teaching', points: POINTS.taughtThatStuck, idempotencyKey: `taught-stuck:${row.id}` });
      credits.push({ teacherId: row.teacherId, learnerId });
    }
  }
  return credits;
}

/** How many things the teacher taught each of `learnerIds` that stuck. */
export async function countTaughtThatStuck(db: Executor, teacherId: number, learnerIds: readonly number[]): Promise<Map<number, number>> {
  if (learnerIds.length === 0) return new Map();
  const rows = await db
    .select({ learnerId: teachingCredits.learnerId, count: sql<number>`count(*)::int` })
    .from(teachingCredits)
    .where(and(eq(teachingCredits.teacherId, teacherId), inArray(teachingCredits.learnerId, [...learnerIds]), eq(teachingCredits.outcome, 'stuck')))
    .groupBy(teachingCredits.learnerId);
  return new Map(rows.map((row) => [row.learnerId, Number(row.count)]));
}

/** Everything the user taught that stuck, with any partner (the achievement's count). */
export async function countAllTaughtThatStuck(db: Executor, teacherId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(teachingCredits)
    .where(and(eq(teachingCredits.teacherId, teacherId), eq(teachingCredits.outcome, 'stuck')));
  return Number(row?.count ?? 0);
}
