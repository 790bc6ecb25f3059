import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAMIFICATION_URLS, type OfficeOverview } from '@shared/contracts/gamification';
import { getJson } from '@/lib/api-client';
import { OFFICE_QUERY_DEFAULTS } from './office-query-defaults';

export const OFFICE_OVERVIEW_URL = GAMIFICATION_URLS.overview;

export const getOfficeOverview = (signal?: AbortSignal) => getJson<OfficeOverview>(OFFICE_OVERVIEW_URL, 'throw', signal);

export const getOfficeOverviewQueryOptions = () =>
  queryOptions({
    queryKey: [OFFICE_OVERVIEW_URL],
    queryFn: async ({ signal }) => (await getOfficeOverview(signal)) as OfficeOverview,
    ...OFFICE_QUERY_DEFAULTS,
  });

export const useOfficeOverview = () => useQuery(getOfficeOverviewQueryOptions());
