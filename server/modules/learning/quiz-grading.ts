/**
 * Grades a quiz on the server (docs/design.md section 6.2): every question must be answered with one of its options;
 * the score is the rounded percent of correct answers and passes at QUIZ_PASS_MARK (docs/product.md section 9).
 * A failed attempt says which answers were wrong and why but not which option was right
 * (docs/decisions/019-fair-quizzes.md).
 */
import { QUIZ_PASS_MARK } from '../../../shared/constants/learning';
import type { QuizQuestionResult } from '../../../shared/contracts/learning';
import { badRequest } from '../../lib/app-error';

export interface GradableQuestion {
  id: number;
  options: string[];
  correctAnswer: number;
  explanation: string;
}

export interface Grade {
  score: number;
  passed: boolean;
  correctCount: number;
  total: number;
  results: QuizQuestionResult[];
}

export function gradeQuiz(questions: readonly GradableQuestion[], answers: Readonly<Record<string, number>>): Grade {
  const known = new Set(questions.map((question) => String(question.id)));
  const unknown = Object.keys(answers).filter((key) => !known.has(key));
  if (unknown.length > 0) throw badRequest('Some answers are for questions that are not in this quiz.');

  const results = questions.map((question): QuizQuestionResult => {
    const chosen = answers[String(question.id)];
    if (chosen === undefined) throw badRequest('Answer every question before submitting.');
    if (chosen >= question.options.length) throw badRequest("An answer is not one of the question's options.");
    return {
      questionId: question.id,
      chosen,
      correctAnswer: question.correctAnswer,
      isCorrect: chosen === question.correctAnswer,
      explanation: question.explanation,
    };
  });
  const correctCount = results.filter((result) => result.isCorrect).length;
  const score = questions.length === 0 ? 0 : Math.round((correctCount / questions.length) * 100);
  const passed = score >= QUIZ_PASS_MARK;
  return {
    score,
    passed,
    correctCount,
    total: questions.length,
    results: passed ? results : results.map((result) => ({ ...result, correctAnswer: null })),
  };
}

/** A stored question as the draw showed it: options in the draw's order, the answer index moved with them. */
export function asShown<T extends GradableQuestion>(question: T, order: readonly number[]): T {
  if (order.length !== question.options.length) throw new Error(`Question ${question.id}: the draw's option order no longer fits`);
  return { ...question, options: order.map((stored) => question.options[stored]!), correctAnswer: order.indexOf(question.correctAnswer) };
}
