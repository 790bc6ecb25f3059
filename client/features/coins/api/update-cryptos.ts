import { apiGet } from '@/lib/api-client';
import { CRYPTOS_URL } from './get-cryptos';

/** The app shell calls this hourly: the schema (and zod) load on demand (docs/decisions/032). */
const updateResponseSchema = () => import('@shared/contracts/coins').then((contracts) => contracts.cryptoUpdateResponseSchema);

/** docs/product.md section 7: refreshes live market data (hourly, signed in only); `force` bypasses the server cache. */
export const updateCryptos = (options: { force?: boolean } = {}) => apiGet(`${CRYPTOS_URL}/update${options.force ? '?force=true' : ''}`, updateResponseSchema);
