/**
 * Where no term may be found: inside a URL, an e-mail address or a domain name
 * (docs/decisions/031-term-cards-and-add-to-deck.md).
 */
import { isSpaceAt } from './term-words';

/** Chunks no term may fall in: a URL (scheme or `www.`), an e-mail address, a bare domain or path ("ethereum.org/staking", "node.js"). */
const URL_LIKE = /:\/\/|^[^\p{L}\p{N}]*www\./iu;
const EMAIL_LIKE = /[\p{L}\p{N}]@[\p{L}\p{N}-]+\.[\p{L}\p{N}]/u;
const DOMAIN_LIKE = /^[^\p{L}\p{N}]*(?:[\p{L}\p{N}_-]+\.)+\p{L}{2,}(?:[/:?#][^\s]*)?[^\p{L}\p{N}]*$/u;

function isExcludedChunk(chunk: string): boolean {
  if (!/[.:@]/.test(chunk)) return false;
  return URL_LIKE.test(chunk) || EMAIL_LIKE.test(chunk) || DOMAIN_LIKE.test(chunk);
}

/**
 * Whether a match sits in an excluded chunk (the run of non-space characters around it). Matches come
 * left to right, so the last chunk is remembered and each character is scanned about once.
 */
export function exclusionOf(text: string): (start: number, end: number) => boolean {
  let chunk: { start: number; end: number; isExcluded: boolean } | undefined;
  const excludedAt = (position: number): boolean => {
    if (!chunk || position >= chunk.end || position < chunk.start) {
      let start = position;
      while (start > (chunk && chunk.end <= position ? chunk.end : 0) && !isSpaceAt(text, start - 1)) start -= 1;
      let end = position;
      while (end < text.length && !isSpaceAt(text, end)) end += 1;
      chunk = { start, end, isExcluded: isExcludedChunk(text.slice(start, end)) };
    }
    return chunk.isExcluded;
  };
  return (start, end) => {
    // A match spans whitespace only between its words: check the chunk of each end.
    return excludedAt(start) || excludedAt(Math.max(start, end - 1));
  };
}
