import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { apiSend } from '@/lib/api-client';

/** Part of the app shell: the schema (and zod) load on demand, off the first route (docs/decisions/032). */
const okResponseSchema = () => import('@shared/contracts/common').then((contracts) => contracts.okResponseSchema);

export const markNoticeRead = (noticeId: number) => apiSend('POST', `${apiUrls.notices}/${noticeId}/read`, okResponseSchema);

export function useMarkNoticeRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoticeRead,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [apiUrls.notices] }),
  });
}
