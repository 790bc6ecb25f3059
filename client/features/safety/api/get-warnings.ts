import { queryOptions } from '@tanstack/react-query';
import { warningListSchema } from '@shared/contracts/safety';
import { apiUrls } from '@/config/api-urls';
import { apiGetOrNull } from '@/lib/api-client';

export const getWarningsQueryOptions = (isSignedIn: boolean) =>
  queryOptions({
    queryKey: [apiUrls.safetyWarnings],
    queryFn: async ({ signal }) => (await apiGetOrNull(apiUrls.safetyWarnings, warningListSchema, signal)) ?? [],
    enabled: isSignedIn,
  });
