import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiUrls } from '@/config/api-urls';
import { invalidatePreferenceDependents } from './related-queries';

export const resetPreferences = () => apiRequest<{ removed: number }>('POST', `${apiUrls.preferences}/reset`);

/** docs/product.md section 7: the preferences and profile queries are refreshed (and the deck reloads its cards). */
export function useResetPreferences() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetPreferences, onSuccess: () => invalidatePreferenceDependents(queryClient) });
}
