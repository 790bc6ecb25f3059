import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { apiRequest } from '@/lib/api-client';

export const blockMatchUrl = (matchId: number) => `${apiUrls.match(matchId)}/block`;

export const blockMatch = (matchId: number) => apiRequest<unknown>('POST', blockMatchUrl(matchId));

/** A blocked match leaves the lists: they are refetched. */
export function useBlockMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockMatch,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [apiUrls.matches] }),
        queryClient.invalidateQueries({ queryKey: [apiUrls.unreadCount] }),
      ]);
    },
  });
}
