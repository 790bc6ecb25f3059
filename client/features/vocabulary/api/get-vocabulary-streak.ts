import { queryOptions, useQuery } from '@tanstack/react-query';
import { vocabularyStreakSchema } from '@shared/contracts/vocabulary';
import { apiGet } from '@/lib/api-client';

export const VOCABULARY_STREAK_URL = '/api/vocabulary/user/streak';

export const getVocabularyStreak = (signal?: AbortSignal) => apiGet(VOCABULARY_STREAK_URL, vocabularyStreakSchema, signal);

export const getVocabularyStreakQueryOptions = () =>
  queryOptions({
    queryKey: [VOCABULARY_STREAK_URL],
    queryFn: ({ signal }) => getVocabularyStreak(signal),
  });

export const useVocabularyStreak = () => useQuery(getVocabularyStreakQueryOptions());
