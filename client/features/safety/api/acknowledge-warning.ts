import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { apiSend } from '@/lib/api-client';

/** Part of the app shell: the schema (and zod) load on demand, off the first route (docs/decisions/032). */
const okResponseSchema = () => import('@shared/contracts/common').then((contracts) => contracts.okResponseSchema);

export const acknowledgeWarning = (warningId: number) => apiSend('POST', `${apiUrls.safetyWarnings}/${warningId}/acknowledge`, okResponseSchema);

export function useAcknowledgeWarning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeWarning,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [apiUrls.safetyWarnings] }),
  });
}
