/**
 * Every way of spelling or cutting up a seed phrase the shield must still catch (docs/decisions/043-seed-shield.md).
 * Each disguise turns a phrase (its words) into the messages a sender would send, in order.
 */

export interface Disguise {
  name: string;
  apply: (words: string[], random: () => number) => string[];
}

/** One look-alike per Latin letter that has one in Cyrillic or Greek (confusables.txt agrees on each). */
const CYRILLIC: Record<string, string> = { a: '\u0430', c: '\u0441', e: '\u0435', i: '\u0456', j: '\u0458', o: '\u043E', p: '\u0440', s: '\u0455', x: '\u0445', y: '\u0443' };
const GREEK: Record<string, string> = { a: '\u03B1', i: '\u03B9', o: '\u03BF', p: '\u03C1', u: '\u03C5', v: '\u03BD', y: '\u03B3', n: '\u03B7' };

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

/** Replaces one letter of one word that has a look-alike in the table (or the first word that has one). */
function swapOneLetter(words: string[], table: Record<string, string>, random: () => number): string[] {
  const order = words.map((_, index) => index).sort(() => random() - 0.5);
  const out = [...words];
  for (const index of order) {
    const word = out[index]!;
    const position = [...word].findIndex((letter) => table[letter] !== undefined);
    if (position < 0) continue;
    out[index] = word.slice(0, position) + table[word[position]!] + word.slice(position + 1);
    return out;
  }
  return out;
}

const swapEvery = (words: string[], table: Record<string, string>) => words.map((word) => [...word].map((letter) => table[letter] ?? letter).join(''));

/** Puts a hidden character inside one word (or every word). */
function hideInside(words: string[], hidden: string, every = false, random: () => number = Math.random): string[] {
  const target = Math.floor(random() * words.length);
  return words.map((word, index) => (every || index === target ? `${word.slice(0, 2)}${hidden}${word.slice(2)}` : word));
}

/** Letters shifted into another Unicode block (fullwidth, mathematical alphabets). */
const shifted = (words: string[], base: number) => words.map((word) => [...word].map((letter) => String.fromCodePoint(base + letter.charCodeAt(0) - 97)).join(''));

function splitInto(words: string[], pieces: number): string[] {
  const size = Math.ceil(words.length / pieces);
  const out: string[] = [];
  for (let start = 0; start < words.length; start += size) out.push(words.slice(start, start + size).join(' '));
  return out;
}

const half = (words: string[]) => Math.ceil(words.length / 2);
const one = (text: string) => [text];

export const DISGUISES: Disguise[] = [
  { name: 'plain, spaces', apply: (words) => one(words.join(' ')) },
  { name: 'one word a line', apply: (words) => one(words.join('\n')) },
  { name: 'commas', apply: (words) => one(words.join(', ')) },
  { name: 'numbered "1. word"', apply: (words) => one(words.map((word, index) => `${index + 1}. ${word}`).join(' ')) },
  { name: 'numbered "1)word" lines', apply: (words) => one(words.map((word, index) => `${index + 1})${word}`).join('\n')) },
  { name: 'upper case', apply: (words) => one(words.join(' ').toUpperCase()) },
  { name: 'title case', apply: (words) => one(words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ')) },
  { name: 'hyphens', apply: (words) => one(words.join('-')) },
  { name: 'dots', apply: (words) => one(words.join('.')) },
  { name: 'slashes', apply: (words) => one(words.join(' / ')) },
  { name: 'underscores', apply: (words) => one(words.join('_')) },
  { name: 'emoji between words', apply: (words) => one(words.join(' \u{1F511} ')) },
  { name: 'inside a sentence', apply: (words) => one(`ok here are my wallet words: ${words.join(' ')} can you check them?`) },
  { name: 'split over 2 messages', apply: (words) => splitInto(words, 2) },
  { name: 'split over 3 messages', apply: (words) => splitInto(words, 3) },
  { name: 'split over 4 messages', apply: (words) => splitInto(words, 4) },
  { name: 'one word a message', apply: (words) => [...words] },
  {
    name: 'split over 3 with chat between',
    apply: (words) => {
      const [a, b, c] = splitInto(words, 3);
      return [a!, 'wait', b!, 'hold on', c!];
    },
  },
  { name: 'one Cyrillic letter in one word', apply: (words, random) => one(swapOneLetter(words, CYRILLIC, random).join(' ')) },
  { name: 'one Greek letter in one word', apply: (words, random) => one(swapOneLetter(words, GREEK, random).join(' ')) },
  { name: 'Cyrillic letters everywhere', apply: (words) => one(swapEvery(words, CYRILLIC).join(' ')) },
  { name: 'Greek letters everywhere', apply: (words) => one(swapEvery(words, GREEK).join(' ')) },
  { name: 'fullwidth letters', apply: (words) => one(shifted(words, 0xff41).join(' ')) },
  { name: 'mathematical bold', apply: (words) => one(shifted(words, 0x1d41a).join(' ')) },
  { name: 'mathematical monospace', apply: (words) => one(shifted(words, 0x1d68a).join(' ')) },
  { name: 'zero-width space inside one word', apply: (words, random) => one(hideInside(words, '\u200B', false, random).join(' ')) },
  { name: 'word joiner inside one word', apply: (words, random) => one(hideInside(words, '\u2060', false, random).join(' ')) },
  { name: 'soft hyphen inside one word', apply: (words, random) => one(hideInside(words, '\u00AD', false, random).join(' ')) },
  { name: 'zero-width joiner inside every word', apply: (words) => one(hideInside(words, '\u200D', true).join(' ')) },
  { name: 'byte order mark inside every word', apply: (words) => one(hideInside(words, '\uFEFF', true).join(' ')) },
  { name: 'four-letter prefixes', apply: (words) => one(words.map((word) => word.slice(0, 4)).join(' ')) },
  { name: 'four-letter prefixes, upper case', apply: (words) => one(words.map((word) => word.slice(0, 4).toUpperCase()).join(' ')) },
  {
    name: 'four-letter prefixes, split over 3',
    apply: (words) =>
      splitInto(
        words.map((word) => word.slice(0, 4)),
        3,
      ),
  },
  { name: 'filler word between halves', apply: (words) => one([...words.slice(0, half(words)), 'and', ...words.slice(half(words))].join(' ')) },
  { name: 'filler between halves, two messages', apply: (words) => [words.slice(0, half(words)).join(' ') + ' then', words.slice(half(words)).join(' ')] },
  { name: 'accented letters', apply: (words) => one(words.map((word) => word.replace('e', '\u00E9').replace('a', '\u00E0')).join(' ')) },
  { name: 'combining marks', apply: (words) => one(words.map((word) => `${word[0]}\u0301${word.slice(1)}`).join(' ')) },
  { name: 'digit zero for o', apply: (words) => one(words.map((word) => word.replace(/o/g, '0')).join(' ')) },
  { name: 'Cyrillic letter and zero-width space, split over 3', apply: (words, random) => splitInto(hideInside(swapOneLetter(words, CYRILLIC, random), '\u200B', false, random), 3) },
  { name: 'tabs and double spaces', apply: (words, random) => one(words.join(pick(['\t', '  ', ' \t '], random))) },
];
