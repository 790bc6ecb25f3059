import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VocabularyStats } from '@shared/contracts/vocabulary';
import { getJson } from '@/lib/api-client';

export const VOCABULARY_STATS_URL = '/api/vocabulary/user/stats';

export const getVocabularyStats = (signal?: AbortSignal) => getJson<VocabularyStats>(VOCABULARY_STATS_URL, 'throw', signal);

export const getVocabularyStatsQueryOptions = () =>
  queryOptions({
    queryKey: [VOCABULARY_STATS_URL],
    queryFn: ({ signal }) => getVocabularyStats(signal),
  });

export const useVocabularyStats = () => useQuery(getVocabularyStatsQueryOptions());
