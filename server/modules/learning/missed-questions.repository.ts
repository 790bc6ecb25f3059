import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lte, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { learningModules, missedQuestions, quizQuestions } from '../../db/schema';
import type { MissedCardSchedule } from './missed-question-schedule';

export type MissedQuestionRow = typeof missedQuestions.$inferSelect;
export type QuestionRow = typeof quizQuestions.$inferSelect;

/**
 * Puts each missed question in the learner's deck as a new card. A question already open keeps its schedule;
 * one resolved earlier opens again as new (unique per learner and question).
 */
export async function recordMisses(db: Executor, userId: number, misses: ReadonlyArray<{ questionId: number; optionOrder: number[] }>, card: MissedCardSchedule, now: Date): Promise<void> {
  if (misses.length === 0) return;
  const { due, stability, difficulty, elapsedDays, scheduledDays, learningSteps, reps, lapses, state, lastReview } = card;
  const schedule = { due, stability, difficulty, elapsedDays, scheduledDays, learningSteps, reps, lapses, state, lastReview };
  await db
    .insert(missedQuestions)
    .values(misses.map((miss) => ({ userId, questionId: miss.questionId, optionOrder: miss.optionOrder, ...schedule, missedAt: now })))
    .onConflictDoUpdate({
      target: [missedQuestions.userId, missedQuestions.questionId],
      set: { ...schedule, optionOrder: sqlExcludedOptionOrder(), missedAt: now, resolvedAt: null },
      setWhere: isNotNull(missedQuestions.resolvedAt),
    });
}

/** `excluded.option_order`: the reopened card's fresh order. */
function sqlExcludedOptionOrder() {
  return sql`excluded.option_order`;
}

/** A question answered right in a quiz leaves the deck too. */
export async function resolveQuestions(db: Executor, userId: number, questionIds: readonly number[], now: Date): Promise<void> {
  if (questionIds.length === 0) return;
  await db
    .update(missedQuestions)
    .set({ resolvedAt: now })
    .where(and(eq(missedQuestions.userId, userId), inArray(missedQuestions.questionId, [...questionIds]), isNull(missedQuestions.resolvedAt)));
}

const open = (userId: number) => and(eq(missedQuestions.userId, userId), isNull(missedQuestions.resolvedAt));

/** The learner's due questions, oldest due first, with the question and its module's title. */
export async function listDue(db: Executor, userId: number, now: Date, limit: number) {
  return db
    .select({ card: missedQuestions, question: quizQuestions, moduleTitle: learningModules.title })
    .from(missedQuestions)
    .innerJoin(quizQuestions, eq(quizQuestions.id, missedQuestions.questionId))
    .innerJoin(learningModules, eq(learningModules.id, quizQuestions.moduleId))
    .where(and(open(userId), lte(missedQuestions.due, now)))
    .orderBy(asc(missedQuestions.due), asc(missedQuestions.questionId))
    .limit(limit);
}

export async function countOpen(db: Executor, userId: number, now: Date): Promise<{ dueCount: number; openCount: number; nextDueAt: Date | null }> {
  const [totals] = await db.select({ openCount: count() }).from(missedQuestions).where(open(userId));
  const [due] = await db
    .select({ dueCount: count() })
    .from(missedQuestions)
    .where(and(open(userId), lte(missedQuestions.due, now)));
  const [next] = await db
    .select({ nextDueAt: min(missedQuestions.due) })
    .from(missedQuestions)
    .where(and(open(userId), gt(missedQuestions.due, now)));
  return { dueCount: due?.dueCount ?? 0, openCount: totals?.openCount ?? 0, nextDueAt: next?.nextDueAt ?? null };
}

/** Only the learner's own open card, with its question. */
export async function findOpen(db: Executor, userId: number, questionId: number): Promise<{ card: MissedQuestionRow; question: QuestionRow } | undefined> {
  const [row] = await db
    .select({ card: missedQuestions, question: quizQuestions })
    .from(missedQuestions)
    .innerJoin(quizQuestions, eq(quizQuestions.id, missedQuestions.questionId))
    .where(and(open(userId), eq(missedQuestions.questionId, questionId)))
    .limit(1);
  return row;
}

/**
 * Stores a review if the card is still at `round` (no other answer came first); false otherwise. A right
 * answer sets `resolvedAt`.
 */
export async function saveReview(
  db: Executor,
  key: { userId: number; questionId: number; round: number },
  values: { schedule: MissedCardSchedule; optionOrder: number[]; resolvedAt: Date | null },
): Promise<boolean> {
  const rows = await db
    .update(missedQuestions)
    .set({ ...values.schedule, optionOrder: values.optionOrder, resolvedAt: values.resolvedAt })
    .where(and(open(key.userId), eq(missedQuestions.questionId, key.questionId), eq(missedQuestions.reps, key.round)))
    .returning({ questionId: missedQuestions.questionId });
  return rows.length === 1;
}
