import type { CryptoUpdateResponse } from '@shared/contracts/coins';
import { apiRequest } from '@/lib/api-client';
import { CRYPTOS_URL } from './get-cryptos';

/** docs/product.md section 7: refreshes live market data (hourly, signed in only); `force` bypasses the server cache. */
export const updateCryptos = (options: { force?: boolean } = {}) =>
  apiRequest<CryptoUpdateResponse>('GET', `${CRYPTOS_URL}/update${options.force ? '?force=true' : ''}`);
