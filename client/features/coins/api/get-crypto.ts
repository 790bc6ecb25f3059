import { queryOptions } from '@tanstack/react-query';
import type { Coin } from '@shared/contracts/coins';
import coinJsonSchema from '@shared/contracts/first-paint-schemas/coin.json';
import { apiGet } from '@/lib/api-client';
import { jsonSchemaParser } from '@/lib/json-schema-parser';
import { CRYPTOS_URL } from './get-cryptos';

/** coinSchema in its JSON Schema form: a coin page opened from a link paints from this answer, so zod is not
 *  loaded for it (docs/decisions/032-api-contract-and-openapi.md). */
const coinResponseSchema = jsonSchemaParser<Coin>(coinJsonSchema);

/** docs/product.md section 7: one coin, fetched fresh on each mount; a non-OK status is an error. */
export const getCryptoQueryOptions = (coinId: string) =>
  queryOptions({
    queryKey: [`${CRYPTOS_URL}/${encodeURIComponent(coinId)}`],
    queryFn: ({ signal }) => apiGet(`${CRYPTOS_URL}/${encodeURIComponent(coinId)}`, coinResponseSchema, signal),
    refetchOnMount: 'always',
  });
