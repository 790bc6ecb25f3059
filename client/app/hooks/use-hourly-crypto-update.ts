/**
 * docs/product.md sections 7 and 8: the market data update runs at start, hourly while authenticated and on becoming
 * authenticated. A 401 is ignored quietly; a 429 waits for the next interval; after any other outcome the
 * coin lists are refreshed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getCryptosQueryOptions } from '@/features/coins/api/get-cryptos';
import { updateCryptos } from '@/features/coins/api/update-cryptos';
import { getUnswipedCryptosQueryOptions } from '@/features/discover/api/get-unswiped-cryptos';
import { HttpError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';

/** docs/product.md section 9: crypto refresh interval, 1 hour. */
export const CRYPTO_REFRESH_INTERVAL_MS = 60 * 60 * 1000;

export function useHourlyCryptoUpdate(): void {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().user?.id;

  useEffect(() => {
    if (userId === undefined) return;
    let isActive = true;
    const run = async () => {
      try {
        await updateCryptos();
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) return;
        if (!(error instanceof HttpError && error.status === 429)) console.warn('Crypto update failed', error);
      }
      if (!isActive) return;
      await Promise.all([queryClient.invalidateQueries({ queryKey: getCryptosQueryOptions().queryKey }), queryClient.invalidateQueries({ queryKey: getUnswipedCryptosQueryOptions().queryKey })]);
    };
    void run();
    const timer = setInterval(() => void run(), CRYPTO_REFRESH_INTERVAL_MS);
    return () => {
      isActive = false;
      clearInterval(timer);
    };
  }, [userId, queryClient]);
}
