import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { okResponseSchema } from '@shared/contracts/common';
import { apiSend } from '@/lib/api-client';

export const acknowledgeWarning = (warningId: number) => apiSend('POST', `${apiUrls.safetyWarnings}/${warningId}/acknowledge`, okResponseSchema);

export function useAcknowledgeWarning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeWarning,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [apiUrls.safetyWarnings] }),
  });
}
