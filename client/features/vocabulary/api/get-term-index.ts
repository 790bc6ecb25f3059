import { queryOptions, useQuery } from '@tanstack/react-query';
import termIndexJsonSchema from '@shared/contracts/first-paint-schemas/term-index.json';
import type { TermIndex } from '@shared/contracts/vocabulary';
import { apiGet } from '@/lib/api-client';
import { jsonSchemaParser } from '@/lib/json-schema-parser';

/** termIndexSchema in its JSON Schema form: a server-rendered module page links its terms with this answer, so
 *  zod is not loaded for it (docs/decisions/032-api-contract-and-openapi.md). */
const termIndexSchema = jsonSchemaParser<TermIndex>(termIndexJsonSchema);

export const TERM_INDEX_URL = '/api/vocabulary/terms';

export const getTermIndex = (signal?: AbortSignal): Promise<TermIndex> => apiGet(TERM_INDEX_URL, termIndexSchema, signal);

/** Every term's name and forms, for the term matcher: changes only with the content, so it is fetched once a session. */
export const getTermIndexQueryOptions = () =>
  queryOptions({
    queryKey: [TERM_INDEX_URL],
    queryFn: ({ signal }) => getTermIndex(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const useTermIndex = () => useQuery(getTermIndexQueryOptions());
