import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { CRYPTOS_URL } from './get-cryptos';

const coinResponseSchema = () => import('@shared/contracts/coins').then((contracts) => contracts.coinSchema);

/** docs/product.md section 7: one coin, fetched fresh on each mount; a non-OK status is an error. */
export const getCryptoQueryOptions = (coinId: string) =>
  queryOptions({
    queryKey: [`${CRYPTOS_URL}/${encodeURIComponent(coinId)}`],
    queryFn: ({ signal }) => apiGet(`${CRYPTOS_URL}/${encodeURIComponent(coinId)}`, coinResponseSchema, signal),
    refetchOnMount: 'always',
  });
