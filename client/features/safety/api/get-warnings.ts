import { queryOptions } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { apiGetOrNull } from '@/lib/api-client';

/** Part of the app shell: the schema (and zod) load on demand, off the first route (docs/decisions/032). */
const warningListSchema = () => import('@shared/contracts/safety').then((contracts) => contracts.warningListSchema);

export const getWarningsQueryOptions = (isSignedIn: boolean) =>
  queryOptions({
    queryKey: [apiUrls.safetyWarnings],
    queryFn: async ({ signal }) => (await apiGetOrNull(apiUrls.safetyWarnings, warningListSchema, signal)) ?? [],
    enabled: isSignedIn,
  });
