import type { QuizSubmission } from '@shared/contracts/learning';
import { apiSend } from '@/lib/api-client';

/** The schema (and zod) load with the first call, not with the screen (docs/decisions/032). */
const quizResultSchema = () => import('@shared/contracts/learning').then((contracts) => contracts.quizResultSchema);

/** Graded on the server; the result carries the correct options and the explanations. */
export const submitQuiz = (moduleId: number, submission: QuizSubmission) => apiSend('POST', `/api/learning/modules/${moduleId}/quiz`, quizResultSchema, submission);
