import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { Message, SendMessageInput } from '@shared/contracts/messages';
import { apiUrls } from '@/config/api-urls';
import { apiSend } from '@/lib/api-client';

const messageSchema = () => import('@shared/contracts/messages').then((contracts) => contracts.messageSchema);

export const sendMessage = (matchId: number, input: SendMessageInput) => apiSend('POST', apiUrls.matchMessages(matchId), messageSchema, input);

/** A message the server stored (sent now, or from the offline outbox) joins the conversation's newest page. */
export function addSentMessage(queryClient: QueryClient, matchId: number, message: Message): void {
  queryClient.setQueryData<InfiniteData<Message[], number>>([apiUrls.matchMessages(matchId)], (data) => {
    if (!data || data.pages.length === 0) return data;
    const [newest, ...older] = data.pages;
    if (newest?.some((existing) => existing.id === message.id)) return data;
    return { ...data, pages: [[...(newest ?? []), message], ...older] };
  });
  void queryClient.invalidateQueries({ queryKey: [apiUrls.matches] });
}

/** The server's answer to a message sent from the outbox (its body text), checked against the contract. */
export async function parseSentMessage(body: string): Promise<Message> {
  return (await messageSchema()).parse(JSON.parse(body));
}

/** docs/product.md section 7: refreshes messages and matches; the server sends the live new_message event. */
export function useSendMessage(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(matchId, input),
    onSuccess: (message) => addSentMessage(queryClient, matchId, message),
  });
}
