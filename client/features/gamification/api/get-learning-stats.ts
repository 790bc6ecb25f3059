import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAMIFICATION_URLS } from '@shared/constants/gamification';
import { apiGet } from '@/lib/api-client';
import { OFFICE_QUERY_DEFAULTS } from './office-query-defaults';

const learningStatsSchema = () => import('@shared/contracts/gamification').then((contracts) => contracts.learningStatsSchema);

export const LEARNING_STATS_URL = GAMIFICATION_URLS.learning;

export const getLearningStats = (signal?: AbortSignal) => apiGet(LEARNING_STATS_URL, learningStatsSchema, signal);

export const getLearningStatsQueryOptions = () =>
  queryOptions({
    queryKey: [LEARNING_STATS_URL],
    queryFn: ({ signal }) => getLearningStats(signal),
    ...OFFICE_QUERY_DEFAULTS,
  });

export const useLearningStats = () => useQuery(getLearningStatsQueryOptions());
