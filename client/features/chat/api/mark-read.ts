import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const markRead = (matchId: number) => apiRequest<{ updated: number }>('PUT', `/api/matches/${matchId}/messages/read`);

/** Spec section 7: refreshes /api/messages/unread. */
export function useMarkRead(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markRead(matchId),
    onSuccess: ({ updated }) => {
      if (updated === 0) return;
      void queryClient.invalidateQueries({ queryKey: ['/api/messages/unread'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/matches'] });
    },
  });
}
