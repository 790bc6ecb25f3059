import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The schema (and zod) load with the first call, not with the screen (docs/decisions/032). */
const nextTermsResponseSchema = () => import('@shared/contracts/vocabulary').then((contracts) => contracts.nextTermsResponseSchema);

export const NEXT_TERMS_URL = '/api/vocabulary/user/next';

export const getNextTerms = (signal?: AbortSignal) => apiGet(NEXT_TERMS_URL, nextTermsResponseSchema, signal);

/** Due reviews first (FSRS order), then the day's new terms. */
export const getNextTermsQueryOptions = () =>
  queryOptions({
    queryKey: [NEXT_TERMS_URL],
    queryFn: ({ signal }) => getNextTerms(signal),
  });

export const useNextTerms = () => useQuery(getNextTermsQueryOptions());
