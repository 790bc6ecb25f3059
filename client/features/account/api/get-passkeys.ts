import { queryOptions, useQuery } from '@tanstack/react-query';
import { passkeyListSchema } from '@shared/contracts/passkeys';
import { apiGet } from '@/lib/api-client';
import { PASSKEYS_URL } from '@/lib/passkeys';

export const getPasskeysQueryOptions = () =>
  queryOptions({
    queryKey: [PASSKEYS_URL],
    queryFn: ({ signal }) => apiGet(PASSKEYS_URL, passkeyListSchema, signal),
  });

export const usePasskeys = () => useQuery(getPasskeysQueryOptions());
