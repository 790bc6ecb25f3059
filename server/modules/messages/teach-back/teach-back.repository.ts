/** Teach-back cards (docs/decisions/029-teach-back-cards.md): stored with their message, answered once. */
import { and, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { messages, teachBackCards } from '../../../db/schema';

export type CardRow = typeof teachBackCards.$inferSelect;

export interface NewCard {
  teacherId: number;
  learnerId: number;
  moduleId: number;
  moduleTitle: string;
  questionId: number | null;
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
}

/** The card's insert over the message statement's `inserted` CTE, so a message and its card commit together. */
export function cardInsert(card: NewCard): SQL {
  return sql`
      insert into teach_back_cards (message_id, teacher_id, learner_id, module_id, module_title, question_id, question, options, correct_answer, explanation)
      select inserted.id, ${card.teacherId}, ${card.learnerId}, ${card.moduleId}, ${card.moduleTitle}, ${card.questionId}, ${card.question},
        ${JSON.stringify(card.options)}::jsonb, ${card.correctAnswer}, ${card.explanation}
      from inserted`;
}

export async function findCards(db: Executor, messageIds: readonly number[]): Promise<Map<number, CardRow>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(teachBackCards)
    .where(inArray(teachBackCards.messageId, [...messageIds]));
  return new Map(rows.map((row) => [row.messageId, row]));
}

/** A card with its message, when that message is in the match. */
export async function findCardInMatch(db: Executor, matchId: number, messageId: number) {
  const [row] = await db
    .select({ card: teachBackCards, message: messages })
    .from(teachBackCards)
    .innerJoin(messages, eq(messages.id, teachBackCards.messageId))
    .where(and(eq(teachBackCards.messageId, messageId), eq(messages.matchId, matchId)))
    .limit(1);
  return row;
}

/** Records the learner's answer if the card is still open; undefined when it was answered already. */
export async function recordAnswer(tx: Executor, input: { messageId: number; learnerId: number; chosen: number; isCorrect: boolean; at: Date }): Promise<CardRow | undefined> {
  const [row] = await tx
    .update(teachBackCards)
    .set({ chosen: input.chosen, isCorrect: input.isCorrect, answeredAt: input.at })
    .where(and(eq(teachBackCards.messageId, input.messageId), eq(teachBackCards.learnerId, input.learnerId), isNull(teachBackCards.answeredAt)))
    .returning();
  return row;
}

/**
 * The learner's answer from memory to a question the teacher wrote, once, and only from `openFrom` on
 * (docs/decisions/061-teaching-that-sticks.md); undefined when it is not theirs, not answered yet, a pool
 * question, too early or already recalled (the caller tells which).
 */
export async function recordRecall(tx: Executor, input: { messageId: number; learnerId: number; chosen: number; isCorrect: boolean; at: Date; answeredBy: Date }): Promise<CardRow | undefined> {
  const [row] = await tx
    .update(teachBackCards)
    .set({ recallChosen: input.chosen, recallCorrect: input.isCorrect, recalledAt: input.at })
    .where(
      and(
        eq(teachBackCards.messageId, input.messageId),
        eq(teachBackCards.learnerId, input.learnerId),
        isNull(teachBackCards.questionId),
        lte(teachBackCards.answeredAt, input.answeredBy),
        isNull(teachBackCards.recalledAt),
      ),
    )
    .returning();
  return row;
}

/** A moderator's removal erases the card's text with the message's. */
export async function deleteCard(db: Executor, messageId: number): Promise<void> {
  await db.delete(teachBackCards).where(eq(teachBackCards.messageId, messageId));
}
