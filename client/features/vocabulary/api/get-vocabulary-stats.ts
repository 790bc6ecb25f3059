import { queryOptions, useQuery } from '@tanstack/react-query';
import { vocabularyStatsSchema } from '@shared/contracts/vocabulary';
import { apiGet } from '@/lib/api-client';

export const VOCABULARY_STATS_URL = '/api/vocabulary/user/stats';

export const getVocabularyStats = (signal?: AbortSignal) => apiGet(VOCABULARY_STATS_URL, vocabularyStatsSchema, signal);

export const getVocabularyStatsQueryOptions = () =>
  queryOptions({
    queryKey: [VOCABULARY_STATS_URL],
    queryFn: ({ signal }) => getVocabularyStats(signal),
  });

export const useVocabularyStats = () => useQuery(getVocabularyStatsQueryOptions());
