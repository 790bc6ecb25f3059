import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAMIFICATION_URLS } from '@shared/constants/gamification';
import { apiGet } from '@/lib/api-client';
import { OFFICE_QUERY_DEFAULTS } from './office-query-defaults';

const achievementsResponseSchema = () => import('@shared/contracts/gamification').then((contracts) => contracts.achievementsResponseSchema);

export const ACHIEVEMENTS_URL = GAMIFICATION_URLS.achievements;

export const getAchievements = (signal?: AbortSignal) => apiGet(ACHIEVEMENTS_URL, achievementsResponseSchema, signal);

export const getAchievementsQueryOptions = () =>
  queryOptions({
    queryKey: [ACHIEVEMENTS_URL],
    queryFn: ({ signal }) => getAchievements(signal),
    ...OFFICE_QUERY_DEFAULTS,
  });

export const useAchievements = () => useQuery(getAchievementsQueryOptions());
