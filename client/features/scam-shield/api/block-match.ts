import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { apiSend } from '@/lib/api-client';

const okResponseSchema = () => import('@shared/contracts/common').then((contracts) => contracts.okResponseSchema);

export const blockMatchUrl = (matchId: number) => `${apiUrls.match(matchId)}/block`;

export const blockMatch = (matchId: number) => apiSend('POST', blockMatchUrl(matchId), okResponseSchema);

/** A blocked match leaves the lists: they are refetched. */
export function useBlockMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockMatch,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: [apiUrls.matches] }), queryClient.invalidateQueries({ queryKey: [apiUrls.unreadCount] })]);
    },
  });
}
