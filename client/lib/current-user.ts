/**
 * Who is signed in, readable from any feature: the auth status query (docs/product.md section 7: a non-OK answer
 * means not logged in). The auth feature owns the mutations that change it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@shared/contracts/auth';
import { apiGetOrNull } from './api-client';

export const AUTH_STATUS_URL = '/api/auth/status';

const userResponseSchema = () => import('@shared/contracts/auth').then((contracts) => contracts.userSchema);

export const getAuthStatusQueryOptions = () =>
  queryOptions({
    queryKey: [AUTH_STATUS_URL],
    queryFn: ({ signal }) => apiGetOrNull(AUTH_STATUS_URL, userResponseSchema, signal),
  });

export function useCurrentUser(): { user: User | null; isLoading: boolean } {
  const query = useQuery(getAuthStatusQueryOptions());
  return { user: query.data ?? null, isLoading: query.isPending };
}
