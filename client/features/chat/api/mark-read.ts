import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { apiSend } from '@/lib/api-client';

const markReadResponseSchema = () => import('@shared/contracts/messages').then((contracts) => contracts.markReadResponseSchema);

export const markRead = (matchId: number) => apiSend('PUT', apiUrls.matchMessagesRead(matchId), markReadResponseSchema);

/** docs/product.md section 7: refreshes /api/messages/unread. */
export function useMarkRead(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markRead(matchId),
    onSuccess: ({ updated }) => {
      if (updated === 0) return;
      void queryClient.invalidateQueries({ queryKey: [apiUrls.unreadCount] });
      void queryClient.invalidateQueries({ queryKey: [apiUrls.matches] });
    },
  });
}
