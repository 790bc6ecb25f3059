import { TEACHING_STICKS_AFTER_DAYS } from '../../../../shared/constants/gamification';
import type { TeachBackCard } from '../../../../shared/contracts/teach-back';
import type { CardRow } from './teach-back.repository';

/**
 * A card as either user sees it: the right answer and the explanation only once the partner answered
 * (docs/decisions/029-teach-back-cards.md), so neither the answerer nor a second device of theirs can read
 * it first.
 */
export function toTeachBackCard(card: CardRow): TeachBackCard {
  const isAnswered = card.answeredAt !== null && card.chosen !== null && card.isCorrect !== null;
  return {
    moduleId: card.moduleId,
    moduleTitle: card.moduleTitle,
    isCustom: card.questionId === null,
    question: card.question,
    options: card.options,
    teacherId: card.teacherId,
    learnerId: card.learnerId,
    answer: isAnswered ? { chosen: card.chosen!, isCorrect: card.isCorrect!, correctAnswer: card.correctAnswer, explanation: card.explanation, answeredAt: card.answeredAt!.toISOString() } : null,
    recall:
      isAnswered && card.questionId === null
        ? {
            opensAt: recallOpensAt(card.answeredAt!).toISOString(),
            result: card.recalledAt ? { chosen: card.recallChosen!, isCorrect: card.recallCorrect!, recalledAt: card.recalledAt.toISOString() } : null,
          }
        : null,
  };
}

/** When a question the teacher wrote may be answered again from memory. */
export function recallOpensAt(answeredAt: Date): Date {
  return new Date(answeredAt.getTime() + TEACHING_STICKS_AFTER_DAYS * 86_400_000);
}
