import { queryOptions } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { apiGet } from '@/lib/api-client';

const matchListSchema = () => import('@shared/contracts/matches').then((contracts) => contracts.matchListSchema);

/** docs/product.md section 9: the matches query retries once. */
export const getMatchesQueryOptions = (isEnabled = true) =>
  queryOptions({
    queryKey: [apiUrls.matches],
    queryFn: ({ signal }) => apiGet(apiUrls.matches, matchListSchema, signal),
    retry: 1,
    enabled: isEnabled,
  });
