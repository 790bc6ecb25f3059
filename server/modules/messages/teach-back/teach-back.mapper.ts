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
  };
}
