/**
 * What a change of the signed-in user's swipes makes stale (docs/product.md section 7): the unswiped deck, and
 * other features' preferences, profile and matches queries. Their query key is the URL (config/api-urls),
 * so the URL is all this feature needs to know of them.
 */
import type { QueryClient } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { getUnswipedCryptosQueryOptions } from './get-unswiped-cryptos';

export function invalidatePreferenceDependents(queryClient: QueryClient): Promise<unknown> {
  const keys = [getUnswipedCryptosQueryOptions().queryKey, [apiUrls.preferences], [apiUrls.profile], [apiUrls.matches]];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
