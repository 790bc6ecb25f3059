import { quizDrawSchema } from '@shared/contracts/learning';
import { apiSend } from '@/lib/api-client';

/** Draws this attempt's questions, options in this attempt's order; no answers (docs/decisions/019-fair-quizzes.md). */
export const startQuizAttempt = (moduleId: number) => apiSend('POST', `/api/learning/modules/${moduleId}/quiz/attempts`, quizDrawSchema);
