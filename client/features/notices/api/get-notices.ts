import { queryOptions } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { apiGetOrNull } from '@/lib/api-client';

/** Part of the app shell: the schema (and zod) load on demand, off the first route (docs/decisions/032). */
const noticeListSchema = () => import('@shared/contracts/safety').then((contracts) => contracts.noticeListSchema);

export const getNoticesQueryOptions = (isSignedIn: boolean) =>
  queryOptions({
    queryKey: [apiUrls.notices],
    queryFn: async ({ signal }) => (await apiGetOrNull(apiUrls.notices, noticeListSchema, signal)) ?? [],
    enabled: isSignedIn,
  });
