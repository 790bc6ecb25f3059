import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VocabularyStreak } from '@shared/contracts/vocabulary';
import { getJson } from '@/lib/api-client';

export const VOCABULARY_STREAK_URL = '/api/vocabulary/user/streak';

export const getVocabularyStreak = (signal?: AbortSignal) => getJson<VocabularyStreak>(VOCABULARY_STREAK_URL, 'throw', signal);

export const getVocabularyStreakQueryOptions = () =>
  queryOptions({
    queryKey: [VOCABULARY_STREAK_URL],
    queryFn: ({ signal }) => getVocabularyStreak(signal),
  });

export const useVocabularyStreak = () => useQuery(getVocabularyStreakQueryOptions());
