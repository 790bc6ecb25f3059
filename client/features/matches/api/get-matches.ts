import { queryOptions } from '@tanstack/react-query';
import type { Match } from '@shared/contracts/matches';
import { getJson } from '@/lib/api-client';

export const MATCHES_URL = '/api/matches';

/** Spec section 9: the matches query retries once. */
export const getMatchesQueryOptions = (isEnabled = true) =>
  queryOptions({
    queryKey: [MATCHES_URL],
    queryFn: async ({ signal }) => (await getJson<Match[]>(MATCHES_URL, 'throw', signal)) ?? [],
    retry: 1,
    enabled: isEnabled,
  });
