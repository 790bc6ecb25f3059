import { queryOptions } from '@tanstack/react-query';
import type { Coin } from '@shared/contracts/coins';
import { getJson } from '@/lib/api-client';
import { CRYPTOS_URL } from './get-cryptos';

/** docs/product.md section 7: one coin, fetched fresh on each mount; a non-OK status is an error. */
export const getCryptoQueryOptions = (coinId: string) =>
  queryOptions({
    queryKey: [`${CRYPTOS_URL}/${encodeURIComponent(coinId)}`],
    queryFn: async ({ signal }) => {
      const coin = await getJson<Coin>(`${CRYPTOS_URL}/${encodeURIComponent(coinId)}`, 'throw', signal);
      if (!coin) throw new Error('Empty response');
      return coin;
    },
    refetchOnMount: 'always',
  });
