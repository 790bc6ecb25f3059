import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TermCard } from '@shared/contracts/vocabulary';
import { apiGet } from '@/lib/api-client';

/** The schema (and zod) load with the first call, not with the screen (docs/decisions/032). */
const termCardSchema = () => import('@shared/contracts/vocabulary').then((contracts) => contracts.termCardSchema);

export const termCardUrl = (termId: number) => `/api/vocabulary/terms/${termId}`;

export const getTermCard = (termId: number, signal?: AbortSignal): Promise<TermCard> => apiGet(termCardUrl(termId), termCardSchema, signal);

/** A term's card; `inDeck` is null for a guest. */
export const getTermCardQueryOptions = (termId: number) =>
  queryOptions({
    queryKey: [termCardUrl(termId)],
    queryFn: ({ signal }) => getTermCard(termId, signal),
  });

export const useTermCard = (termId: number | null) => useQuery({ ...getTermCardQueryOptions(termId ?? 0), enabled: termId !== null });
