import { queryOptions } from '@tanstack/react-query';
import type { User } from '@shared/contracts/auth';
import { getJson } from '@/lib/api-client';

export const AUTH_STATUS_URL = '/api/auth/status';

/** The signed-in user, or null when not logged in (a 401 is the normal "signed out" answer). */
export const getAuthStatusQueryOptions = () =>
  queryOptions({
    queryKey: [AUTH_STATUS_URL],
    queryFn: ({ signal }) => getJson<User>(AUTH_STATUS_URL, 'returnNull', signal),
  });
