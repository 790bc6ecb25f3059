import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportInput } from '@shared/contracts/safety';
import { apiUrls } from '@/config/api-urls';
import { apiSend } from '@/lib/api-client';

const reportResultSchema = () => import('@shared/contracts/safety').then((contracts) => contracts.reportResultSchema);

export const REPORTS_URL = '/api/reports';

export const createReport = (input: ReportInput) => apiSend('POST', REPORTS_URL, reportResultSchema, input);

export function useCreateReport(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: (result) => {
      if (!result.blocked) return;
      queryClient.removeQueries({ queryKey: [apiUrls.matchMessages(matchId)] });
      void queryClient.invalidateQueries({ queryKey: [apiUrls.matches] });
      void queryClient.invalidateQueries({ queryKey: [apiUrls.match(matchId)] });
      void queryClient.invalidateQueries({ queryKey: [apiUrls.unreadCount] });
    },
  });
}
