import { queryOptions } from '@tanstack/react-query';
import type { QuizQuestion } from '@shared/contracts/learning';
import { getJson } from '@/lib/api-client';

/** The questions without their answers: the server grades (DESIGN.md 6.2). */
export const getQuizQuestions = (moduleId: number, signal?: AbortSignal) =>
  getJson<QuizQuestion[]>(`/api/learning/modules/${moduleId}/questions`, 'throw', signal);

export const getQuizQuestionsQueryOptions = (moduleId: number, isEnabled: boolean) =>
  queryOptions({
    queryKey: [`/api/learning/modules/${moduleId}/questions`],
    queryFn: async ({ signal }) => (await getQuizQuestions(moduleId, signal)) ?? [],
    enabled: isEnabled,
  });
