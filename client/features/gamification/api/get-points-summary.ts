import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAMIFICATION_URLS } from '@shared/constants/gamification';
import { apiGet } from '@/lib/api-client';
import { OFFICE_QUERY_DEFAULTS } from './office-query-defaults';

const pointsSummarySchema = () => import('@shared/contracts/gamification').then((contracts) => contracts.pointsSummarySchema);

export const POINTS_SUMMARY_URL = GAMIFICATION_URLS.points;

export const getPointsSummary = (signal?: AbortSignal) => apiGet(POINTS_SUMMARY_URL, pointsSummarySchema, signal);

export const getPointsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [POINTS_SUMMARY_URL],
    queryFn: ({ signal }) => getPointsSummary(signal),
    ...OFFICE_QUERY_DEFAULTS,
  });

export const usePointsSummary = () => useQuery(getPointsSummaryQueryOptions());
