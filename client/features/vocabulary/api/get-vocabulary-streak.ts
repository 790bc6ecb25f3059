import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The schema (and zod) load with the first call, not with the screen (docs/decisions/032). */
const vocabularyStreakSchema = () => import('@shared/contracts/vocabulary').then((contracts) => contracts.vocabularyStreakSchema);

export const VOCABULARY_STREAK_URL = '/api/vocabulary/user/streak';

export const getVocabularyStreak = (signal?: AbortSignal) => apiGet(VOCABULARY_STREAK_URL, vocabularyStreakSchema, signal);

export const getVocabularyStreakQueryOptions = () =>
  queryOptions({
    queryKey: [VOCABULARY_STREAK_URL],
    queryFn: ({ signal }) => getVocabularyStreak(signal),
  });

export const useVocabularyStreak = () => useQuery(getVocabularyStreakQueryOptions());
