/**
 * Who is signed in, readable from any feature: the auth status query (docs/product.md section 7: a non-OK answer
 * means not logged in). The auth feature owns the mutations that change it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@shared/contracts/auth';
import { getJson } from './api-client';

export const AUTH_STATUS_URL = '/api/auth/status';

export const getAuthStatusQueryOptions = () =>
  queryOptions({
    queryKey: [AUTH_STATUS_URL],
    // Not parsed here: the first paint waits on it, and zod would add ~30 KB gzip to the first route. The server
    // serialises it through userSchema (docs/decisions/032-api-contract-and-openapi.md).
    queryFn: ({ signal }) => getJson<User>(AUTH_STATUS_URL, 'returnNull', signal),
  });

export function useCurrentUser(): { user: User | null; isLoading: boolean } {
  const query = useQuery(getAuthStatusQueryOptions());
  return { user: query.data ?? null, isLoading: query.isPending };
}
