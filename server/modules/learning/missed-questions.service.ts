/**
 * The missed-questions deck (docs/decisions/063-wrong-answers-that-teach.md): a quiz question answered wrong
 * comes back, scheduled by FSRS, until the learner answers it right. A review shows the question with its
 * options in a fresh order and never the answer; a wrong answer reveals what a failed quiz attempt reveals
 * (the chosen option's misconception and the explanation), a right one the answer and the second explanation.
 */
import { MISSED_QUESTIONS_PAGE, type AnswerMissedQuestionInput, type MissedQuestionAnswer, type MissedQuestionDeck } from '../../../shared/contracts/missed-questions';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { Executor } from '../../db/client';
import type { LearningDeps } from './learning-deps';
import { newMissedCard, orderFor, reviewOptionOrder, scheduleMissedReview } from './missed-question-schedule';
import * as repository from './missed-questions.repository';
import { alternativeExplanation, asShown, chosenMisconception, type GradableQuestion } from './quiz-grading';

const STALE = 'This question was already answered. Load your missed questions again.';

/** Called inside the quiz submission's transaction: wrong answers enter the deck, right ones leave it. */
export async function recordQuizOutcome(tx: Executor, userId: number, results: ReadonlyArray<{ questionId: number; isCorrect: boolean; optionCount: number }>, now: Date): Promise<void> {
  const misses = results.filter((result) => !result.isCorrect).map((result) => ({ questionId: result.questionId, optionOrder: reviewOptionOrder(result.optionCount) }));
  await repository.recordMisses(tx, userId, misses, newMissedCard(now), now);
  await repository.resolveQuestions(
    tx,
    userId,
    results.filter((result) => result.isCorrect).map((result) => result.questionId),
    now,
  );
}

function translated(deps: LearningDeps, question: repository.QuestionRow, locale: string) {
  return deps.lessons?.question(question, locale) ?? question;
}

export async function getDeck(deps: LearningDeps, userId: number, locale = 'en'): Promise<MissedQuestionDeck> {
  const now = deps.now?.() ?? new Date();
  const [rows, counts] = await Promise.all([repository.listDue(deps.db, userId, now, MISSED_QUESTIONS_PAGE), repository.countOpen(deps.db, userId, now)]);
  return {
    due: rows.map(({ card, question, moduleTitle }) => {
      const text = translated(deps, question, locale);
      const order = orderFor(card.optionOrder, text.options.length);
      return {
        questionId: question.id,
        moduleId: question.moduleId,
        moduleTitle: deps.lessons?.summary({ id: question.moduleId, title: moduleTitle, description: '' }, locale).title ?? moduleTitle,
        question: text.question,
        options: order.map((stored) => text.options[stored]!),
        round: card.reps,
      };
    }),
    dueCount: counts.dueCount,
    openCount: counts.openCount,
    nextDueAt: counts.nextDueAt?.toISOString() ?? null,
  };
}

export async function answerMissedQuestion(deps: LearningDeps, userId: number, questionId: number, input: AnswerMissedQuestionInput, locale = 'en'): Promise<MissedQuestionAnswer> {
  // Another learner's card, a resolved one and an unknown question all answer the same 404.
  const found = await repository.findOpen(deps.db, userId, questionId);
  if (!found) throw notFound('This question is not among your missed questions.');
  const { card, question } = found;
  if (card.reps !== input.round) throw conflict(STALE);
  const text: GradableQuestion = translated(deps, question, locale);
  if (input.chosen >= text.options.length) throw badRequest("An answer is not one of the question's options.");
  const shown = asShown(text, orderFor(card.optionOrder, text.options.length));
  const isCorrect = input.chosen === shown.correctAnswer;
  const now = deps.now?.() ?? new Date();
  const schedule = scheduleMissedReview(card, isCorrect, now);
  const isSaved = await repository.saveReview(
    deps.db,
    { userId, questionId, round: input.round },
    { schedule, optionOrder: reviewOptionOrder(text.options.length), resolvedAt: isCorrect ? now : null },
  );
  if (!isSaved) throw conflict(STALE);
  return {
    isCorrect,
    isResolved: isCorrect,
    correctAnswer: isCorrect ? shown.correctAnswer : null,
    explanation: shown.explanation,
    misconception: chosenMisconception(shown, input.chosen),
    ...(isCorrect ? alternativeExplanation(shown) : { explanationAlt: null }),
    nextDueAt: isCorrect ? null : schedule.due.toISOString(),
  };
}
