import { queryOptions } from '@tanstack/react-query';
import type { Coin, Preference } from '@shared/contracts/coins';
import { getJson } from '@/lib/api-client';

export const PREFERENCES_URL = '/api/preferences';
export const CRYPTOS_URL = '/api/cryptos';

/** Spec section 7: a failure gives an empty list. */
export const getPreferencesQueryOptions = (isEnabled = true) =>
  queryOptions({
    queryKey: [PREFERENCES_URL],
    queryFn: async ({ signal }) => (await getJson<Preference[]>(PREFERENCES_URL, 'throw', signal).catch(() => [])) ?? [],
    enabled: isEnabled,
  });

export const getCryptosQueryOptions = () =>
  queryOptions({
    queryKey: [CRYPTOS_URL],
    queryFn: async ({ signal }) => (await getJson<Coin[]>(CRYPTOS_URL, 'throw', signal)) ?? [],
  });
