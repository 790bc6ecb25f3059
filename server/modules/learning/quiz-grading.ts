/**
 * Grades a quiz on the server (DESIGN.md 6.2): every question must be answered with one of its options;
 * the score is the rounded percent of correct answers and passes at QUIZ_PASS_MARK (spec section 9).
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
    if (chosen >= question.options.length) throw badRequest('An answer is not one of the question\'s options.');
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
  return { score, passed: score >= QUIZ_PASS_MARK, correctCount, total: questions.length, results };
}
