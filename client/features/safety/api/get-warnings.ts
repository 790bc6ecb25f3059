import { queryOptions } from '@tanstack/react-query';
import type { Warning } from '@shared/contracts/safety';
import { apiUrls } from '@/config/api-urls';
import { getJson } from '@/lib/api-client';

export const getWarningsQueryOptions = (isSignedIn: boolean) =>
  queryOptions({
    queryKey: [apiUrls.safetyWarnings],
    queryFn: async ({ signal }) => (await getJson<Warning[]>(apiUrls.safetyWarnings, 'returnNull', signal)) ?? [],
    enabled: isSignedIn,
  });
