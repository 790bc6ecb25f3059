import { queryOptions } from '@tanstack/react-query';
import type { Match } from '@shared/contracts/matches';
import { apiUrls } from '@/config/api-urls';
import { getJson } from '@/lib/api-client';

/** docs/product.md section 9: the matches query retries once. */
export const getMatchesQueryOptions = (isEnabled = true) =>
  queryOptions({
    queryKey: [apiUrls.matches],
    queryFn: async ({ signal }) => (await getJson<Match[]>(apiUrls.matches, 'throw', signal)) ?? [],
    retry: 1,
    enabled: isEnabled,
  });
