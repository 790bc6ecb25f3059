import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAMIFICATION_URLS, type AchievementsResponse } from '@shared/contracts/gamification';
import { getJson } from '@/lib/api-client';
import { OFFICE_QUERY_DEFAULTS } from './office-query-defaults';

export const ACHIEVEMENTS_URL = GAMIFICATION_URLS.achievements;

export const getAchievements = (signal?: AbortSignal) => getJson<AchievementsResponse>(ACHIEVEMENTS_URL, 'throw', signal);

export const getAchievementsQueryOptions = () =>
  queryOptions({
    queryKey: [ACHIEVEMENTS_URL],
    queryFn: async ({ signal }) => (await getAchievements(signal)) as AchievementsResponse,
    ...OFFICE_QUERY_DEFAULTS,
  });

export const useAchievements = () => useQuery(getAchievementsQueryOptions());
