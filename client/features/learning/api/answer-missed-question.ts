import type { AnswerMissedQuestionInput } from '@shared/contracts/missed-questions';
import { apiSend } from '@/lib/api-client';

/** The schema (and zod) load with the first call, not with the screen (docs/decisions/032). */
const missedQuestionAnswerSchema = () => import('@shared/contracts/missed-questions').then((contracts) => contracts.missedQuestionAnswerSchema);

/** Graded on the server: the answer is revealed only when the learner chose it. */
export const answerMissedQuestion = (questionId: number, input: AnswerMissedQuestionInput) => apiSend('POST', `/api/learning/missed-questions/${questionId}/answer`, missedQuestionAnswerSchema, input);
