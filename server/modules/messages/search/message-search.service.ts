/**
 * Search within one conversation or across all of the caller's (docs/decisions/053-chat-replies-reactions-edits-search.md):
 * the access check first, a rate limit, then PostgreSQL full-text search on the GIN index.
 */
import { MESSAGE_SEARCH_PAGE_SIZE, type MessageSearchQuery, type MessageSearchResult } from '../../../../shared/contracts/messages';
import { ERROR_CODES } from '../../../../shared/contracts/errors';
import { AppError, badRequest } from '../../../lib/app-error';
import { canMatchAndChat, type UserRow } from '../../auth/users.service';
import { requireChatParticipant } from '../../matching/matching.service';
import type { MessagesDeps } from '../messages.service';
import { searchMessages } from './message-search.repository';

/** Searches per user per minute (each is an index scan: a typing user searches once per pause, not per key). */
export const SEARCHES_PER_MINUTE = 30;
/** At most this many words of a query are searched for. */
const MAX_WORDS = 8;

/**
 * The query as a tsquery: each run of letters and digits a prefix ("stak" finds "staking"), all of them
 * required. Only letters and digits reach to_tsquery, so no operator of its syntax can be smuggled in.
 */
export function toTsquery(text: string): string | null {
  const words = searchWords(text);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/** The runs of letters and digits of a query, lower-cased, at most MAX_WORDS of them. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** ts_headline's markers turned into a plain snippet and the UTF-16 ranges to highlight. */
export function toSnippet(headline: string): Pick<MessageSearchResult, 'snippet' | 'highlights'> {
  let snippet = '';
  const highlights: MessageSearchResult['highlights'] = [];
  let start = -1;
  for (const char of headline) {
    if (char === '\u0001') start = snippet.length;
    else if (char === '\u0002') {
      if (start >= 0 && snippet.length > start) highlights.push({ start, end: snippet.length });
      start = -1;
    } else snippet += char;
  }
  return { snippet, highlights };
}

export async function search(deps: MessagesDeps, user: Pick<UserRow, 'id' | 'birthYear' | 'birthMonth'>, query: MessageSearchQuery): Promise<{ results: MessageSearchResult[] }> {
  if (query.matchId !== undefined) await requireChatParticipant(deps.db, query.matchId, user);
  else if (!canMatchAndChat(user)) return { results: [] };
  const limit = await deps.rateLimiter.consume(`message-search:${user.id}`, SEARCHES_PER_MINUTE, 60_000);
  if (!limit.allowed) throw new AppError(ERROR_CODES.rateLimited, 'You are searching too fast. Please wait a moment.', { retryAfterSeconds: limit.retryAfterSeconds });
  const tsquery = toTsquery(query.q);
  if (!tsquery) throw badRequest('Search for a word: letters or digits.');
  const rows = await searchMessages(deps.db, { userId: user.id, words: searchWords(query.q).join(' '), tsquery, matchId: query.matchId, limit: MESSAGE_SEARCH_PAGE_SIZE });
  return {
    results: rows.map((row) => ({
      messageId: row.id,
      matchId: row.match_id,
      senderId: row.sender_id,
      partnerName: row.partner_name,
      sent: new Date(row.sent_at_ms).toISOString(),
      ...toSnippet(row.headline),
    })),
  };
}
