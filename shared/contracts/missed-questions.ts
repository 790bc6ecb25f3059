/**
 * The missed-questions review deck (docs/decisions/063-wrong-answers-that-teach.md): quiz questions the
 * learner answered wrong come back, scheduled by FSRS, until they answer them right. A review shows the
 * question and its options in a fresh order, never the answer; the answer is graded on the server.
 */
import { z } from 'zod';
import { idParam } from './ids';
import { misconceptionSchema } from './learning';

/** Most due questions one read returns. */
export const MISSED_QUESTIONS_PAGE = 20;

export const missedQuestionSchema = z.object({
  questionId: z.number().int(),
  moduleId: z.number().int(),
  moduleTitle: z.string(),
  question: z.string(),
  /** In this review's order; the answer names the index as shown. */
  options: z.array(z.string()),
  /** The card's review count: the answer repeats it, so a stale or repeated answer is refused (409). */
  round: z.number().int(),
});
export type MissedQuestion = z.infer<typeof missedQuestionSchema>;

export const missedQuestionDeckSchema = z.object({
  /** Due now, oldest due first, at most MISSED_QUESTIONS_PAGE. */
  due: z.array(missedQuestionSchema),
  dueCount: z.number().int(),
  /** Missed and not yet answered right, due or not. */
  openCount: z.number().int(),
  /** When the next one not yet due comes back; null when none waits. */
  nextDueAt: z.string().nullable(),
});
export type MissedQuestionDeck = z.infer<typeof missedQuestionDeckSchema>;

export const missedQuestionParamSchema = z.object({
  questionId: idParam(),
});

export const answerMissedQuestionInputSchema = z.strictObject({
  /** The option index as this review showed it. */
  chosen: z.number().int().min(0).max(9),
  round: z.number().int().min(0).max(100_000),
});
export type AnswerMissedQuestionInput = z.infer<typeof answerMissedQuestionInputSchema>;

export const missedQuestionAnswerSchema = z.object({
  isCorrect: z.boolean(),
  /** True when this answer took the question out of the deck (a right answer). */
  isResolved: z.boolean(),
  /** The right option as shown: only after a right answer, like a failed quiz attempt never reveals it. */
  correctAnswer: z.number().int().nullable(),
  explanation: z.string(),
  /** For a wrong answer: the chosen option's misconception, when the content has one. */
  misconception: misconceptionSchema.nullable(),
  /** Only after a right answer, when the content has one. */
  explanationAlt: z.string().nullable(),
  explanationAltInEnglish: z.boolean().optional(),
  /** When a wrong answer brings the question back; null once resolved. */
  nextDueAt: z.string().nullable(),
});
export type MissedQuestionAnswer = z.infer<typeof missedQuestionAnswerSchema>;
