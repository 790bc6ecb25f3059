import { useMutation } from '@tanstack/react-query';
import type { ScamWarningKind } from '@shared/constants/scam-rules';
import { apiSend } from '@/lib/api-client';

const reportResultSchema = () => import('@shared/contracts/safety').then((contracts) => contracts.reportResultSchema);

export const REPORTS_URL = '/api/reports';

export interface ReportMessageInput {
  reportedUserId: number;
  matchId: number;
  messageId: number;
  warning: ScamWarningKind;
}

/** The report's reason from the warning the shield showed (the reasons are the moderation feature's list). */
function reasonFor(warning: ScamWarningKind): string {
  return warning === 'asks-for-keys' ? 'asks_for_money_or_keys' : 'scam_or_fraud';
}

export const reportMessage = (input: ReportMessageInput) =>
  apiSend('POST', REPORTS_URL, reportResultSchema, {
    reportedUserId: input.reportedUserId,
    matchId: input.matchId,
    messageId: input.messageId,
    reason: reasonFor(input.warning),
  });

export function useReportMessage() {
  return useMutation({ mutationFn: reportMessage });
}
