import { queryOptions } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { apiGet } from '@/lib/api-client';

const coinListSchema = () => import('@shared/contracts/coins').then((contracts) => contracts.coinListSchema);
const preferenceListSchema = () => import('@shared/contracts/coins').then((contracts) => contracts.preferenceListSchema);

export const CRYPTOS_URL = '/api/cryptos';

/** docs/product.md section 7: a failure gives an empty list. */
export const getPreferencesQueryOptions = (isEnabled = true) =>
  queryOptions({
    queryKey: [apiUrls.preferences],
    queryFn: ({ signal }) => apiGet(apiUrls.preferences, preferenceListSchema, signal).catch(() => []),
    enabled: isEnabled,
  });

export const getCryptosQueryOptions = () =>
  queryOptions({
    queryKey: [CRYPTOS_URL],
    queryFn: ({ signal }) => apiGet(CRYPTOS_URL, coinListSchema, signal),
  });
