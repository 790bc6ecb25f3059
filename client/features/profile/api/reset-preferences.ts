import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { getProfileQueryOptions } from './get-profile';
import { getPreferencesQueryOptions } from './get-preferences';

const resetPreferencesResponseSchema = () => import('@shared/contracts/coins').then((contracts) => contracts.resetPreferencesResponseSchema);

export const resetPreferences = () => apiSend('POST', '/api/preferences/reset', resetPreferencesResponseSchema);

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
