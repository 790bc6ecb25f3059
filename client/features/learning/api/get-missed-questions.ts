import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The schema (and zod) load with the first call, not with the screen (docs/decisions/032). */
const missedQuestionDeckSchema = () => import('@shared/contracts/missed-questions').then((contracts) => contracts.missedQuestionDeckSchema);

export const MISSED_QUESTIONS_URL = '/api/learning/missed-questions';

export const getMissedQuestions = (signal?: AbortSignal) => apiGet(MISSED_QUESTIONS_URL, missedQuestionDeckSchema, signal);

export const getMissedQuestionsQueryOptions = (isEnabled: boolean) =>
  queryOptions({
    queryKey: [MISSED_QUESTIONS_URL],
    queryFn: ({ signal }) => getMissedQuestions(signal),
    enabled: isEnabled,
  });
