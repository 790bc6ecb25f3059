/**
 * Grades a quiz on the server (docs/design.md section 6.2): every question must be answered with one of its options;
 * the score is the rounded percent of correct answers and passes at QUIZ_PASS_MARK (docs/product.md section 9).
 * A failed attempt says which answers were wrong and why but not which option was right
 * (docs/decisions/019-fair-quizzes.md); a wrong answer carries the misconception of the option chosen
 * (docs/decisions/063-wrong-answers-that-teach.md).
 */
import { QUIZ_PASS_MARK } from '../../../shared/constants/learning';
import type { QuizQuestionResult } from '../../../shared/contracts/learning';
import { badRequest } from '../../lib/app-error';

export interface GradableQuestion {
  id: number;
  options: string[];
  correctAnswer: number;
  explanation: string;
  /** One per option, null at the right answer (docs/decisions/063-wrong-answers-that-teach.md); null while the content lacks them. */
  misconceptions?: Array<{ belief: string; correction: string } | null> | null;
  explanationAlt?: string | null;
  /** Set by a translation that lacks these fields: the English text is served, marked so. */
  misconceptionsInEnglish?: boolean;
  explanationAltInEnglish?: boolean;
}

/** The misconception of the option a learner chose, or null (a right answer, or content without one). */
export function chosenMisconception(question: GradableQuestion, chosen: number): QuizQuestionResult['misconception'] {
  if (chosen === question.correctAnswer) return null;
  const entry = question.misconceptions?.[chosen];
  if (!entry) return null;
  return { belief: entry.belief, correction: entry.correction, ...(question.misconceptionsInEnglish ? { inEnglish: true } : {}) };
}

/** The second explanation, only where the right answer may be shown. */
export function alternativeExplanation(question: GradableQuestion): Pick<QuizQuestionResult, 'explanationAlt' | 'explanationAltInEnglish'> {
  if (!question.explanationAlt) return { explanationAlt: null };
  return { explanationAlt: question.explanationAlt, ...(question.explanationAltInEnglish ? { explanationAltInEnglish: true } : {}) };
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
      misconception: chosenMisconception(question, chosen),
      ...alternativeExplanation(question),
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
    // A failed attempt keeps the right options and the second explanation (which argues for the right answer) to itself.
    results: passed ? results : results.map(({ explanationAltInEnglish: _inEnglish, ...result }) => ({ ...result, correctAnswer: null, explanationAlt: null })),
  };
}

/** A stored question as the draw showed it: options in the draw's order, the answer index moved with them. */
export function asShown<T extends GradableQuestion>(question: T, order: readonly number[]): T {
  if (order.length !== question.options.length) throw new Error(`Question ${question.id}: the draw's option order no longer fits`);
  const misconceptions = question.misconceptions?.length === order.length ? order.map((stored) => question.misconceptions![stored]!) : null;
  return { ...question, options: order.map((stored) => question.options[stored]!), correctAnswer: order.indexOf(question.correctAnswer), misconceptions };
}
