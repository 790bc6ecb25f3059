import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationActionInput } from '@shared/contracts/moderation';
import { apiUrls } from '@/config/api-urls';
import { apiSend } from '@/lib/api-client';
import { MODERATION_AUDIT_URL } from './get-audit';

const okResponseSchema = () => import('@shared/contracts/common').then((contracts) => contracts.okResponseSchema);

export const actOnReport = (reportId: number, input: ModerationActionInput) => apiSend('POST', `${apiUrls.moderationReports}/${reportId}/actions`, okResponseSchema, input);

export function useActOnReport(reportId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerationActionInput) => actOnReport(reportId, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [apiUrls.moderationReports] });
      void queryClient.invalidateQueries({ queryKey: [MODERATION_AUDIT_URL] });
    },
  });
}
