/**
 * Who is signed in, readable from any feature: the auth status query (docs/product.md section 7: a non-OK answer
 * means not logged in). The auth feature owns the mutations that change it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@shared/contracts/auth';
import userJsonSchema from '@shared/contracts/first-paint-schemas/user.json';
import { apiGetOrNull } from './api-client';
import { jsonSchemaParser } from './json-schema-parser';

export const AUTH_STATUS_URL = '/api/auth/status';

/** userSchema in its JSON Schema form: the first paint waits on this answer, so zod is not loaded for it
 *  (docs/decisions/032-api-contract-and-openapi.md). */
const userResponseSchema = jsonSchemaParser<User>(userJsonSchema);

export const getAuthStatusQueryOptions = () =>
  queryOptions({
    queryKey: [AUTH_STATUS_URL],
    queryFn: ({ signal }) => apiGetOrNull(AUTH_STATUS_URL, userResponseSchema, signal),
  });

export function useCurrentUser(): { user: User | null; isLoading: boolean } {
  const query = useQuery(getAuthStatusQueryOptions());
  return { user: query.data ?? null, isLoading: query.isPending };
}
