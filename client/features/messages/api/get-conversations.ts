import { queryOptions } from '@tanstack/react-query';
import type { Match } from '@shared/contracts/matches';
import { getJson } from '@/lib/api-client';

/** Conversations are the user's matches (same URL and cache as the matches list). */
export const getConversationsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/matches'],
    queryFn: async ({ signal }) => (await getJson<Match[]>('/api/matches', 'throw', signal)) ?? [],
    retry: 1,
  });
