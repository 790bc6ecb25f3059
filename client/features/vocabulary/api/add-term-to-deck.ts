import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddTermToDeckInput, AddTermToDeckResult } from '@shared/contracts/vocabulary';
import { apiSend } from '@/lib/api-client';
import { getNextTermsQueryOptions } from './get-next-terms';
import { getTermCardQueryOptions } from './get-term-card';

/** The schema (and zod) load with the first call, not with the screen (docs/decisions/032). */
const addTermToDeckResultSchema = () => import('@shared/contracts/vocabulary').then((contracts) => contracts.addTermToDeckResultSchema);

export const ADD_TO_DECK_URL = '/api/vocabulary/user/deck';

export const addTermToDeck = (input: AddTermToDeckInput): Promise<AddTermToDeckResult> => apiSend('POST', ADD_TO_DECK_URL, addTermToDeckResultSchema, input);

/** Puts the term first in the caller's review queue (docs/decisions/031); the trainer's queue and the card refresh. */
export function useAddTermToDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTermToDeck,
    onSettled: (_result, _error, { termId }) => Promise.all([getNextTermsQueryOptions(), getTermCardQueryOptions(termId)].map(({ queryKey }) => queryClient.invalidateQueries({ queryKey }))),
  });
}
