import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { PASSKEYS_URL } from '@/lib/passkeys';

const passkeyListSchema = () => import('@shared/contracts/passkeys').then((contracts) => contracts.passkeyListSchema);

export const getPasskeysQueryOptions = () =>
  queryOptions({
    queryKey: [PASSKEYS_URL],
    queryFn: ({ signal }) => apiGet(PASSKEYS_URL, passkeyListSchema, signal),
  });

export const usePasskeys = () => useQuery(getPasskeysQueryOptions());
