import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The schema (and zod) load with the first call, not with the screen (docs/decisions/032). */
const vocabularyStatsSchema = () => import('@shared/contracts/vocabulary').then((contracts) => contracts.vocabularyStatsSchema);

export const VOCABULARY_STATS_URL = '/api/vocabulary/user/stats';

export const getVocabularyStats = (signal?: AbortSignal) => apiGet(VOCABULARY_STATS_URL, vocabularyStatsSchema, signal);

export const getVocabularyStatsQueryOptions = () =>
  queryOptions({
    queryKey: [VOCABULARY_STATS_URL],
    queryFn: ({ signal }) => getVocabularyStats(signal),
  });

export const useVocabularyStats = () => useQuery(getVocabularyStatsQueryOptions());
