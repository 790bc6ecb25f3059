import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { DrillResultInput, SendDrillChallengeInput } from '@shared/contracts/drill-challenge';
import type { DrillChallengeMessage, Message } from '@shared/contracts/messages';
import { apiUrls } from '@/config/api-urls';
import { upsertMessage } from './conversation-cache';
import { apiSend } from '@/lib/api-client';

const drillChallengeMessageSchema = () => import('@shared/contracts/messages').then((contracts) => contracts.drillChallengeMessageSchema);

const drillChallengesUrl = (matchId: number) => `/api/matches/${matchId}/drill-challenges`;
const drillResultUrl = (messageId: number) => `/api/messages/${messageId}/drill-result`;

/** Sends one of the practice wallet's drills to the partner (docs/decisions/054-practice-wallet-and-quiz-fairness.md). */
export function useSendDrillChallenge(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendDrillChallengeInput) => apiSend('POST', drillChallengesUrl(matchId), drillChallengeMessageSchema, input),
    onSuccess: (message) => {
      queryClient.setQueryData<InfiniteData<Message[], number>>([apiUrls.matchMessages(matchId)], (data) => upsertMessage(data, message));
      void queryClient.invalidateQueries({ queryKey: [apiUrls.matches] });
    },
  });
}

/**
 * The challenged partner's score, posted once when the drill ends (the practice wallet calls it through the
 * app's route): both chats learn of it live, so no cache here needs touching.
 */
export function postDrillResult(messageId: number, input: DrillResultInput): Promise<DrillChallengeMessage> {
  return apiSend('POST', drillResultUrl(messageId), drillChallengeMessageSchema, input);
}
