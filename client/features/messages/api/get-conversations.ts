import { queryOptions } from '@tanstack/react-query';
import type { Match } from '@shared/contracts/matches';
import { apiUrls } from '@/config/api-urls';
import { getJson } from '@/lib/api-client';

/** Conversations are the user's matches (same URL and cache as the matches list). */
export const getConversationsQueryOptions = () =>
  queryOptions({
    queryKey: [apiUrls.matches],
    queryFn: async ({ signal }) => (await getJson<Match[]>(apiUrls.matches, 'throw', signal)) ?? [],
    retry: 1,
  });
