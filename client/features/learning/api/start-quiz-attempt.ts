import { apiSend } from '@/lib/api-client';

/** The schema (and zod) load with the first call, not with the screen (docs/decisions/032). */
const quizDrawSchema = () => import('@shared/contracts/learning').then((contracts) => contracts.quizDrawSchema);

/** Draws this attempt's questions, options in this attempt's order; no answers (docs/decisions/019-fair-quizzes.md). */
export const startQuizAttempt = (moduleId: number) => apiSend('POST', `/api/learning/modules/${moduleId}/quiz/attempts`, quizDrawSchema);
