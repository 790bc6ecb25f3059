import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { apiRequest } from '@/lib/api-client';

export const acknowledgeWarning = (warningId: number) => apiRequest<{ ok: true }>('POST', `${apiUrls.safetyWarnings}/${warningId}/acknowledge`);

export function useAcknowledgeWarning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeWarning,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [apiUrls.safetyWarnings] }),
  });
}
