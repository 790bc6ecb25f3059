import { queryOptions } from '@tanstack/react-query';
import type { Coin, Preference } from '@shared/contracts/coins';
import { apiUrls } from '@/config/api-urls';
import { getJson } from '@/lib/api-client';

export const CRYPTOS_URL = '/api/cryptos';

/** docs/product.md section 7: a failure gives an empty list. */
export const getPreferencesQueryOptions = (isEnabled = true) =>
  queryOptions({
    queryKey: [apiUrls.preferences],
    queryFn: async ({ signal }) => (await getJson<Preference[]>(apiUrls.preferences, 'throw', signal).catch(() => [])) ?? [],
    enabled: isEnabled,
  });

export const getCryptosQueryOptions = () =>
  queryOptions({
    queryKey: [CRYPTOS_URL],
    queryFn: async ({ signal }) => (await getJson<Coin[]>(CRYPTOS_URL, 'throw', signal)) ?? [],
  });
