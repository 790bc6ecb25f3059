/**
 * The one TanStack Query client and its defaults (docs/product.md section 9): cached data never goes stale, no refetch
 * on focus, no interval refetch, no retries. The profile and matches queries set their own exceptions in
 * their query-options factories. The default fetcher uses the first key element as the URL.
 */
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson } from './api-client';

export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const [url] = queryKey;
  if (typeof url !== 'string') throw new Error('The first query key element must be the URL');
  return getJson(url, 'throw', signal);
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
