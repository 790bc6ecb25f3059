import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getProfileQueryOptions } from './get-profile';
import { getPreferencesQueryOptions } from './get-preferences';

export const resetPreferences = () => apiRequest<{ removed: number }>('POST', '/api/preferences/reset');

/** docs/product.md section 7: refreshes the preferences and profile queries (and the deck of unswiped coins). */
export function useResetPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPreferences,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getPreferencesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/cryptos/unswipped'] }),
      ]),
  });
}
