import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { apiUrls } from '@/config/api-urls';
import { invalidatePreferenceDependents } from './related-queries';

/** On the first route: the schema (and zod) load on demand (docs/decisions/032). */
const resetResponseSchema = () => import('@shared/contracts/coins').then((contracts) => contracts.resetPreferencesResponseSchema);

export const resetPreferences = () => apiSend('POST', `${apiUrls.preferences}/reset`, resetResponseSchema);

/** docs/product.md section 7: the preferences and profile queries are refreshed (and the deck reloads its cards). */
export function useResetPreferences() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetPreferences, onSuccess: () => invalidatePreferenceDependents(queryClient) });
}
