import type { InfiniteData } from '@tanstack/react-query';
import type { Message } from '@shared/contracts/messages';

/** Puts a card into the open conversation's newest page, or replaces the copy it already holds. */
export function upsertMessage(data: InfiniteData<Message[], number> | undefined, message: Message): InfiniteData<Message[], number> | undefined {
  if (!data || data.pages.length === 0) return data;
  const holds = data.pages.some((page) => page.some((existing) => existing.id === message.id));
  if (holds) return { ...data, pages: data.pages.map((page) => page.map((existing) => (existing.id === message.id ? message : existing))) };
  const [newest, ...older] = data.pages;
  return { ...data, pages: [[...(newest ?? []), message], ...older] };
}
