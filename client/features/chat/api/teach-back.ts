import { queryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Message } from '@shared/contracts/messages';
import type { AnswerTeachBackInput, SendTeachBackInput } from '@shared/contracts/teach-back';
import { apiUrls } from '@/config/api-urls';
import { upsertMessage } from './conversation-cache';
import { apiGet, apiSend } from '@/lib/api-client';

const teachBackSourcesSchema = () => import('@shared/contracts/teach-back').then((contracts) => contracts.teachBackSourcesSchema);
const teachBackMessageSchema = () => import('@shared/contracts/messages').then((contracts) => contracts.teachBackMessageSchema);

const SOURCES_URL = '/api/teach-back/sources';
const teachBacksUrl = (matchId: number) => `/api/matches/${matchId}/teach-backs`;
/** `answer`: the first answer; `recall`: a question the teacher wrote, answered again from memory a week later. */
const answerUrl = (matchId: number, messageId: number, step: 'answer' | 'recall') => `${teachBacksUrl(matchId)}/${messageId}/${step}`;

/** The modules the user completed, with their quiz questions (no answers): what they may teach back. */
export const getTeachBackSourcesQueryOptions = () =>
  queryOptions({
    queryKey: [SOURCES_URL],
    queryFn: ({ signal }) => apiGet(SOURCES_URL, teachBackSourcesSchema, signal),
  });

export function useSendTeachBack(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendTeachBackInput) => apiSend('POST', teachBacksUrl(matchId), teachBackMessageSchema, input),
    onSuccess: (message) => {
      queryClient.setQueryData<InfiniteData<Message[], number>>([apiUrls.matchMessages(matchId)], (data) => upsertMessage(data, message));
      void queryClient.invalidateQueries({ queryKey: [apiUrls.matches] });
    },
  });
}

/** Answers a card once (or once again, a week later); a 409 (answered already, e.g. on another device) refetches the conversation. */
export function useAnswerTeachBack(matchId: number, messageId: number, step: 'answer' | 'recall' = 'answer') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnswerTeachBackInput) => apiSend('POST', answerUrl(matchId, messageId, step), teachBackMessageSchema, input),
    onSuccess: (message) => {
      queryClient.setQueryData<InfiniteData<Message[], number>>([apiUrls.matchMessages(matchId)], (data) => upsertMessage(data, message));
    },
    onSettled: (_data, error) => {
      if (error) void queryClient.invalidateQueries({ queryKey: [apiUrls.matchMessages(matchId)] });
    },
  });
}
