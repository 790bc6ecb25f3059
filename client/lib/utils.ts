import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** tailwind-merge builds its lookup tables on its first call (about 20 ms on a phone); the app's start-up
 *  calls this in a task of its own (client/app/start.tsx), so the first render does not carry that cost. */
export function prepareClassNames(): void {
  twMerge('p-0 p-1');
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function firstGrapheme(word: string): string {
  return graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '';
}

/** At most two letters: "Ada Lovelace" -> "AL", "satoshi" -> "SA" (docs/product.md section 9). Counts whole
 *  characters (an emoji is never cut into a broken half) and prefers words that start with a letter, so
 *  "🚀 Crypto Queen" -> "CQ"; a name without letters shows its first character. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lettered = words.filter((word) => /^\p{L}/u.test(word));
  if (lettered.length >= 2) return `${firstGrapheme(lettered[0]!)}${firstGrapheme(lettered[1]!)}`.toUpperCase();
  if (lettered.length === 1) {
    const letters = [...graphemes.segment(lettered[0]!)].slice(0, 2).map((part) => part.segment);
    return letters.join('').toUpperCase();
  }
  return words[0] ? firstGrapheme(words[0]) : '?';
}
