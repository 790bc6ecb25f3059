import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TermIndex } from '@shared/contracts/vocabulary';
import { apiGet } from '@/lib/api-client';

const termIndexSchema = () => import('@shared/contracts/vocabulary').then((contracts) => contracts.termIndexSchema);

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
