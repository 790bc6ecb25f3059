import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAMIFICATION_URLS } from '@shared/constants/gamification';
import { apiGet } from '@/lib/api-client';
import { OFFICE_QUERY_DEFAULTS } from './office-query-defaults';

const officeOverviewSchema = () => import('@shared/contracts/gamification').then((contracts) => contracts.officeOverviewSchema);

export const OFFICE_OVERVIEW_URL = GAMIFICATION_URLS.overview;

export const getOfficeOverview = (signal?: AbortSignal) => apiGet(OFFICE_OVERVIEW_URL, officeOverviewSchema, signal);

export const getOfficeOverviewQueryOptions = () =>
  queryOptions({
    queryKey: [OFFICE_OVERVIEW_URL],
    queryFn: ({ signal }) => getOfficeOverview(signal),
    ...OFFICE_QUERY_DEFAULTS,
  });

export const useOfficeOverview = () => useQuery(getOfficeOverviewQueryOptions());
