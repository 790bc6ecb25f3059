import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preference, SavePreferenceInput } from '@shared/contracts/coins';
import { apiRequest } from '@/lib/api-client';
import { apiUrls } from '@/config/api-urls';
import { invalidatePreferenceDependents } from './related-queries';

export const savePreference = (input: SavePreferenceInput) => apiRequest<Preference>('POST', apiUrls.preferences, input);

/** docs/product.md section 7: a saved swipe refreshes the unswiped list, /api/profile and /api/matches. */
export function useSavePreference() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePreference, onSuccess: () => invalidatePreferenceDependents(queryClient) });
}
