import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NextTerm } from '@shared/contracts/vocabulary';
import { getJson } from '@/lib/api-client';

export const NEXT_TERMS_URL = '/api/vocabulary/user/next';

export const getNextTerms = (signal?: AbortSignal) => getJson<NextTerm[]>(NEXT_TERMS_URL, 'throw', signal);

/** Due reviews first (FSRS order), then the day's new terms. */
export const getNextTermsQueryOptions = () =>
  queryOptions({
    queryKey: [NEXT_TERMS_URL],
    queryFn: async ({ signal }) => (await getNextTerms(signal)) ?? [],
  });

export const useNextTerms = () => useQuery(getNextTermsQueryOptions());
