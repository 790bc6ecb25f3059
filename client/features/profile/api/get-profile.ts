import { queryOptions } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { apiGet, HttpError } from '@/lib/api-client';

const profileResponseSchema = () => import('@shared/contracts/profile').then((contracts) => contracts.profileResponseSchema);

/** docs/product.md section 9: the profile query retries once, is stale after 10 s and is not kept in cache.
 *  A non-OK answer means "no profile yet" (fewer than 5 swipes): resolved as null, not an error. */
export const getProfileQueryOptions = (isEnabled = true) =>
  queryOptions({
    queryKey: [apiUrls.profile],
    queryFn: async ({ signal }) => {
      try {
        return await apiGet(apiUrls.profile, profileResponseSchema, signal);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
    retry: 1,
    staleTime: 10_000,
    gcTime: 0,
    enabled: isEnabled,
  });
