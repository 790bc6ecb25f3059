/**
 * The one TanStack Query client and its defaults (docs/product.md section 9): cached data never goes stale, no refetch
 * on focus, no interval refetch, no retries. The profile and matches queries set their own exceptions in
 * their query-options factories. The default fetcher uses the first key element as the URL.
 * Offline (docs/decisions/058-offline-outbox.md) a query still asks once, as the service worker may answer it from
 * its cache, and a mutation still runs and fails at once: neither waits paused for a connection behind a spinner.
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
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
