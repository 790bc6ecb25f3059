import { queryOptions } from '@tanstack/react-query';
import type { Match } from '@shared/contracts/matches';
import { apiUrls } from '@/config/api-urls';
import { getJson } from '@/lib/api-client';

/** Disabled unless the chat id is a number (docs/product.md section 5). */
export const getMatchQueryOptions = (matchId: number | null) =>
  queryOptions({
    queryKey: [apiUrls.match(matchId ?? 0)],
    queryFn: ({ signal }) => getJson<Match>(apiUrls.match(matchId ?? 0), 'throw', signal),
    enabled: matchId !== null,
  });
