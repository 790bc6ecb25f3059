import { queryOptions } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { apiGet } from '@/lib/api-client';

const messageSearchResponseSchema = () => import('@shared/contracts/messages').then((contracts) => contracts.messageSearchResponseSchema);

/** Full-text search in one conversation (`matchId`) or in all of mine. */
export const searchMessagesQueryOptions = (q: string, matchId: number | undefined) =>
  queryOptions({
    queryKey: [apiUrls.messageSearch, q, matchId ?? null],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ q });
      if (matchId !== undefined) params.set('matchId', String(matchId));
      return apiGet(`${apiUrls.messageSearch}?${params.toString()}`, messageSearchResponseSchema, signal);
    },
    enabled: q.trim().length >= 2,
    staleTime: 30_000,
  });
