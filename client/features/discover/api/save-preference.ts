import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preference, SavePreferenceInput } from '@shared/contracts/coins';
import { apiRequest } from '@/lib/api-client';
import { invalidatePreferenceDependents, PREFERENCES_URL } from './related-queries';

export const savePreference = (input: SavePreferenceInput) => apiRequest<Preference>('POST', PREFERENCES_URL, input);

/** Spec section 7: a saved swipe refreshes the unswiped list, /api/profile and /api/matches. */
export function useSavePreference() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePreference, onSuccess: () => invalidatePreferenceDependents(queryClient) });
}
