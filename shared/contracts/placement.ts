/**
 * Test out of a step (docs/decisions/066-test-out-of-a-step.md): a placement check of PLACEMENT_SIZE questions
 * drawn from a module's quiz pool, answered in one go and graded on the server against the draw. A pass
 * (PLACEMENT_PASS_MARK or more right) marks the module complete without points; a fail says which answers
 * were wrong, never the right options, and the next check opens after PLACEMENT_COOLDOWN_MINUTES.
 */
import { z } from 'zod';
import { idParam } from './ids';
import { MAX_QUIZ_QUESTIONS, quizQuestionSchema } from './learning';

export const PLACEMENT_SIZE = 6;
export const PLACEMENT_PASS_MARK = 5;
export const PLACEMENT_COOLDOWN_MINUTES = 10;

export const placementParamSchema = z.object({ id: idParam() });
export const placementAttemptParamSchema = z.object({ id: idParam(), attemptId: idParam() });

/** POST /api/learning/modules/:id/placement: the open check (a repeated start returns the same one). */
export const placementCheckSchema = z.object({
  attemptId: z.number().int(),
  moduleId: z.number().int(),
  questions: z.array(quizQuestionSchema),
  passMark: z.number().int(),
});
export type PlacementCheck = z.infer<typeof placementCheckSchema>;

export const placementSubmissionSchema = z.strictObject({
  /** question id -> chosen option index as shown in the check, for every drawn question. */
  answers: z
    .record(z.string().regex(/^[1-9][0-9]{0,9}$/, { error: 'Question ids are positive numbers' }), z.number().int().min(0).max(9))
    .refine((answers) => Object.keys(answers).length <= MAX_QUIZ_QUESTIONS, { error: 'Too many answers' }),
});
export type PlacementSubmission = z.infer<typeof placementSubmissionSchema>;

export const placementResultSchema = z.object({
  moduleId: z.number().int(),
  passed: z.boolean(),
  correctCount: z.number().int(),
  total: z.number().int(),
  /** Which answers were right; never the right option of a wrong one. */
  results: z.array(z.object({ questionId: z.number().int(), chosen: z.number().int(), isCorrect: z.boolean() })),
  /** On a fail: when the next check may start (ISO time). */
  retryAt: z.string().nullable(),
});
export type PlacementResult = z.infer<typeof placementResultSchema>;
