import { queryOptions } from '@tanstack/react-query';
import type { Coin } from '@shared/contracts/coins';
import { getJson } from '@/lib/api-client';

/** Spec section 7 spelling. The signed-in user's unswiped coins; a guest gets them all. */
export const UNSWIPED_CRYPTOS_URL = '/api/cryptos/unswipped';

export const getUnswipedCryptosQueryOptions = (isEnabled = true) =>
  queryOptions({
    queryKey: [UNSWIPED_CRYPTOS_URL],
    queryFn: async ({ signal }) => (await getJson<Coin[]>(UNSWIPED_CRYPTOS_URL, 'throw', signal)) ?? [],
    enabled: isEnabled,
  });
