import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const CRYPTOS_URL = '/api/cryptos';

/** The app shell refreshes this query hourly: the schema (and zod) load on demand (docs/decisions/032). */
const coinListSchema = () => import('@shared/contracts/coins').then((contracts) => contracts.coinListSchema);

export const getCryptosQueryOptions = () =>
  queryOptions({
    queryKey: [CRYPTOS_URL],
    queryFn: ({ signal }) => apiGet(CRYPTOS_URL, coinListSchema, signal),
  });
