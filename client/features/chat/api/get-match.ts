import { queryOptions } from '@tanstack/react-query';
import type { Match } from '@shared/contracts/matches';
import { getJson } from '@/lib/api-client';

export const matchUrl = (matchId: number) => `/api/matches/${matchId}`;

/** Disabled unless the chat id is a number (spec section 5). */
export const getMatchQueryOptions = (matchId: number | null) =>
  queryOptions({
    queryKey: [matchUrl(matchId ?? 0)],
    queryFn: ({ signal }) => getJson<Match>(matchUrl(matchId ?? 0), 'throw', signal),
    enabled: matchId !== null,
  });
