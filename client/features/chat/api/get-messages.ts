import { infiniteQueryOptions } from '@tanstack/react-query';
import { MESSAGE_PAGE_SIZE } from '@shared/constants/messages';
import type { Message } from '@shared/contracts/messages';
import { apiUrls } from '@/config/api-urls';
import { apiGet } from '@/lib/api-client';

const messageListSchema = () => import('@shared/contracts/messages').then((contracts) => contracts.messageListSchema);

/** Pages of history: the first page is the newest; each next page is older (cursor = oldest id held). */
export const getMessagesQueryOptions = (matchId: number | null) =>
  infiniteQueryOptions({
    queryKey: [apiUrls.matchMessages(matchId ?? 0)],
    queryFn: async ({ pageParam, signal }) => {
      const query = pageParam ? `?before=${pageParam}&limit=${MESSAGE_PAGE_SIZE}` : `?limit=${MESSAGE_PAGE_SIZE}`;
      return apiGet(`${apiUrls.matchMessages(matchId ?? 0)}${query}`, messageListSchema, signal);
    },
    initialPageParam: 0,
    // >=: a message sent here is appended to the newest page, which can then hold one more than a page.
    getNextPageParam: (page) => (page.length >= MESSAGE_PAGE_SIZE ? page[0]?.id : undefined),
    enabled: matchId !== null,
  });

/** All loaded messages, oldest first. */
export function flattenPages(pages: Message[][] | undefined): Message[] {
  return (pages ?? []).slice().reverse().flat();
}
