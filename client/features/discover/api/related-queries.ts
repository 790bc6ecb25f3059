/**
 * What a change of the signed-in user's swipes makes stale (spec section 7): the unswiped deck, and
 * other features' preferences, profile and matches queries. Their query key is the URL, so the URL is all
 * this feature needs to know of them.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getUnswipedCryptosQueryOptions } from './get-unswiped-cryptos';

export const PREFERENCES_URL = '/api/preferences';
const PROFILE_URL = '/api/profile';
const MATCHES_URL = '/api/matches';

export function invalidatePreferenceDependents(queryClient: QueryClient): Promise<unknown> {
  const keys = [getUnswipedCryptosQueryOptions().queryKey, [PREFERENCES_URL], [PROFILE_URL], [MATCHES_URL]];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
