import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { JOURNEY_PROGRESS_URL } from '../api/get-journey-progress';
import { getMissedQuestionsQueryOptions } from '../api/get-missed-questions';
import { getProgressQueryOptions } from '../api/get-progress';
import { getRecommendedModulesQueryOptions } from '../api/get-recommended-modules';
import { getSkillsQueryOptions } from '../api/get-skills';

/** Everything derived from module progress: the records, skills, recommendations, journey steps and missed questions. */
export function useInvalidateLearning() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getProgressQueryOptions(true).queryKey }),
      queryClient.invalidateQueries({ queryKey: getSkillsQueryOptions(true).queryKey }),
      queryClient.invalidateQueries({ queryKey: getRecommendedModulesQueryOptions(true).queryKey }),
      queryClient.invalidateQueries({ queryKey: getMissedQuestionsQueryOptions(true).queryKey }),
      queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(`${JOURNEY_PROGRESS_URL}/`) }),
    ]);
  }, [queryClient]);
}
