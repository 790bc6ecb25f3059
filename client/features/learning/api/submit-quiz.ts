import { quizResultSchema, type QuizSubmission } from '@shared/contracts/learning';
import { apiSend } from '@/lib/api-client';

/** Graded on the server; the result carries the correct options and the explanations. */
export const submitQuiz = (moduleId: number, submission: QuizSubmission) =>
  apiSend('POST', `/api/learning/modules/${moduleId}/quiz`, quizResultSchema, submission);
