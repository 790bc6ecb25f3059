/**
 * Edits, deletions and reactions (docs/decisions/053-chat-replies-reactions-edits-search.md): each answers with
 * the changed message, put straight into the conversation's cache; the partner hears `message_changed`.
 */
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { Message, MessageReaction } from '@shared/contracts/messages';
import { apiUrls } from '@/config/api-urls';
import { apiSend } from '@/lib/api-client';

const messageSchema = () => import('@shared/contracts/messages').then((contracts) => contracts.messageSchema);

export function replaceMessage(queryClient: QueryClient, matchId: number, message: Message): void {
  queryClient.setQueryData<InfiniteData<Message[], number>>([apiUrls.matchMessages(matchId)], (data) =>
    data ? { ...data, pages: data.pages.map((page) => page.map((existing) => (existing.id === message.id ? message : existing))) } : data,
  );
}

export function useEditMessage(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, content }: { messageId: number; content: string }) => apiSend('PATCH', apiUrls.matchMessage(matchId, messageId), messageSchema, { content }),
    onSuccess: (message) => replaceMessage(queryClient, matchId, message),
  });
}

export function useDeleteMessage(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => apiSend('DELETE', apiUrls.matchMessage(matchId, messageId), messageSchema),
    onSuccess: (message) => {
      replaceMessage(queryClient, matchId, message);
      // Quotes of it in later replies now read "Message deleted"; the list's last message may change.
      void queryClient.invalidateQueries({ queryKey: [apiUrls.matchMessages(matchId)] });
      void queryClient.invalidateQueries({ queryKey: [apiUrls.matches] });
    },
  });
}

export function useToggleReaction(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, reaction, isOn }: { messageId: number; reaction: MessageReaction; isOn: boolean }) =>
      apiSend(isOn ? 'PUT' : 'DELETE', apiUrls.messageReaction(matchId, messageId, reaction), messageSchema),
    onSuccess: (message) => replaceMessage(queryClient, matchId, message),
  });
}
