import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavePreferenceInput } from '@shared/contracts/coins';
import { apiSend } from '@/lib/api-client';
import { apiUrls } from '@/config/api-urls';
import { invalidatePreferenceDependents } from './related-queries';

/** On the first route: the schema (and zod) load on demand (docs/decisions/032). */
const preferenceSchema = () => import('@shared/contracts/coins').then((contracts) => contracts.preferenceSchema);

export const savePreference = (input: SavePreferenceInput) => apiSend('POST', apiUrls.preferences, preferenceSchema, input);

/** docs/product.md section 7: a saved swipe refreshes the unswiped list, /api/profile and /api/matches. */
export function useSavePreference() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePreference, onSuccess: () => invalidatePreferenceDependents(queryClient) });
}
