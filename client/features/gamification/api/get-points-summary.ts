import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAMIFICATION_URLS, type PointsSummary } from '@shared/contracts/gamification';
import { getJson } from '@/lib/api-client';
import { OFFICE_QUERY_DEFAULTS } from './office-query-defaults';

export const POINTS_SUMMARY_URL = GAMIFICATION_URLS.points;

export const getPointsSummary = (signal?: AbortSignal) => getJson<PointsSummary>(POINTS_SUMMARY_URL, 'throw', signal);

export const getPointsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [POINTS_SUMMARY_URL],
    queryFn: async ({ signal }) => (await getPointsSummary(signal)) as PointsSummary,
    ...OFFICE_QUERY_DEFAULTS,
  });

export const usePointsSummary = () => useQuery(getPointsSummaryQueryOptions());
