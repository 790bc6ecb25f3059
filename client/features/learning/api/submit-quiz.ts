import type { QuizResult, QuizSubmission } from '@shared/contracts/learning';
import { apiRequest } from '@/lib/api-client';

/** Graded on the server; the result carries the correct options and the explanations. */
export const submitQuiz = (moduleId: number, submission: QuizSubmission) =>
  apiRequest<QuizResult>('POST', `/api/learning/modules/${moduleId}/quiz`, submission);
