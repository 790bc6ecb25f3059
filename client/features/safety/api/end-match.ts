import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { apiSend } from '@/lib/api-client';

const okResponseSchema = () => import('@shared/contracts/common').then((contracts) => contracts.okResponseSchema);

export type EndMatchKind = 'block' | 'unmatch';

export const endMatch = (matchId: number, kind: EndMatchKind) =>
  kind === 'block' ? apiSend('POST', `${apiUrls.match(matchId)}/block`, okResponseSchema) : apiSend('DELETE', apiUrls.match(matchId), okResponseSchema);

/** Block or unmatch: the match leaves the lists, its chat and unread counts go with it. */
export function useEndMatch(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: EndMatchKind) => endMatch(matchId, kind),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [apiUrls.matchMessages(matchId)] });
      void queryClient.invalidateQueries({ queryKey: [apiUrls.matches] });
      void queryClient.invalidateQueries({ queryKey: [apiUrls.match(matchId)] });
      void queryClient.invalidateQueries({ queryKey: [apiUrls.unreadCount] });
    },
  });
}
