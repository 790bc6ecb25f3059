import { queryOptions } from '@tanstack/react-query';
import type { Coin } from '@shared/contracts/coins';
import { getJson } from '@/lib/api-client';

export const CRYPTOS_URL = '/api/cryptos';

export const getCryptosQueryOptions = () =>
  queryOptions({
    queryKey: [CRYPTOS_URL],
    queryFn: async ({ signal }) => (await getJson<Coin[]>(CRYPTOS_URL, 'throw', signal)) ?? [],
  });
