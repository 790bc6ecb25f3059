import { queryOptions } from '@tanstack/react-query';
import { matchListSchema } from '@shared/contracts/matches';
import { apiUrls } from '@/config/api-urls';
import { apiGet } from '@/lib/api-client';

/** Conversations are the user's matches (same URL and cache as the matches list). */
export const getConversationsQueryOptions = () =>
  queryOptions({
    queryKey: [apiUrls.matches],
    queryFn: ({ signal }) => apiGet(apiUrls.matches, matchListSchema, signal),
    retry: 1,
  });
