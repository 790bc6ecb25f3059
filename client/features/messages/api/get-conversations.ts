import { queryOptions } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { apiGet } from '@/lib/api-client';

const matchListSchema = () => import('@shared/contracts/matches').then((contracts) => contracts.matchListSchema);

/** Conversations are the user's matches (same URL and cache as the matches list). */
export const getConversationsQueryOptions = () =>
  queryOptions({
    queryKey: [apiUrls.matches],
    queryFn: ({ signal }) => apiGet(apiUrls.matches, matchListSchema, signal),
    retry: 1,
  });
