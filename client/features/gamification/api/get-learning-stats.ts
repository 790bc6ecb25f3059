import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAMIFICATION_URLS, type LearningStats } from '@shared/contracts/gamification';
import { getJson } from '@/lib/api-client';
import { OFFICE_QUERY_DEFAULTS } from './office-query-defaults';

export const LEARNING_STATS_URL = GAMIFICATION_URLS.learning;

export const getLearningStats = (signal?: AbortSignal) => getJson<LearningStats>(LEARNING_STATS_URL, 'throw', signal);

export const getLearningStatsQueryOptions = () =>
  queryOptions({
    queryKey: [LEARNING_STATS_URL],
    queryFn: async ({ signal }) => (await getLearningStats(signal)) as LearningStats,
    ...OFFICE_QUERY_DEFAULTS,
  });

export const useLearningStats = () => useQuery(getLearningStatsQueryOptions());
