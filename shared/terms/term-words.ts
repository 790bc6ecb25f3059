/**
 * Cuts text into words for the term matcher (term-matcher.ts): what a word is, where it starts and ends, and
 * how the separators between the words of a form compare.
 */
import { fold } from './term-folding';

/** A word: letters (any script), combining marks, digits, underscore. Everything else separates words. */
const WORD_CHAR = /[\p{L}\p{M}\p{N}_]/u;
const SPACE_CHAR = /\s/u;

export interface Word {
  lower: string;
  start: number;
  end: number;
}

/** Runs of spaces and hyphens are one separator; other punctuation (the "%" of "51% Attack") must match. */
export function normaliseGap(gap: string): string {
  if (gap === ' ') return gap;
  return gap.replace(/[\s\u00a0\u2010\u2011-]+/g, ' ');
}

/** The length of the character at `index` (2 for an astral one) when it is a word character, else 0. */
function wordCharLength(text: string, index: number): number {
  const code = text.charCodeAt(index);
  // ASCII by hand: most text is, and a regex per character is the slow path.
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 ? 1 : 0;
  const point = text.codePointAt(index) ?? code;
  const size = point > 0xffff ? 2 : 1;
  return WORD_CHAR.test(text.slice(index, index + size)) ? size : 0;
}

export function isSpaceAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return SPACE_CHAR.test(text[index]!);
}

export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  let index = 0;
  while (index < text.length) {
    const size = wordCharLength(text, index);
    if (size === 0) {
      index += 1;
      continue;
    }
    const start = index;
    index += size;
    for (let next = wordCharLength(text, index); next > 0; next = wordCharLength(text, index)) index += next;
    words.push({ lower: fold(text.slice(start, index)), start, end: index });
  }
  return words;
}
