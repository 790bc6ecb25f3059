/**
 * Finds a BIP-39 seed phrase however it is spelled or cut up (docs/decisions/043-seed-shield.md): the text
 * is reduced to its confusable skeleton (shared/text/confusable-skeleton.ts: look-alike letters from other
 * scripts, fullwidth and mathematical letters, zero-width characters, soft hyphens and word joiners), accents
 * and numbering are dropped, and a word counts when it is a BIP-39 word or a prefix of one of at least four
 * letters (wallets take the first four letters, unique in the English list). SEED_PHRASE_MIN_WORDS such words
 * make a phrase even with a few filler words between them, and even across several messages.
 * The list comes from @scure/bip39, never typed by hand.
 */
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { SEED_PHRASE_MIN_WORDS } from '../../../../shared/constants/scam-rules';
import { confusableSkeleton } from '../../../../shared/text/confusable-skeleton';

/** Wallets accept a word's first four letters; longer beginnings are accepted too. */
const PREFIX_MIN = 4;
/** At most this many other words in a row inside a phrase ("...six words and then six more..."). */
const MAX_GAP = 2;
/** At most this many other words in one phrase: more and it reads as prose, not as a list. */
const MAX_FILLERS = 3;
/**
 * A phrase's words are drawn at random from 2,048, so a real one rarely repeats a word (12 words: about one
 * phrase in 30 has a repeat at all); "History 01, History 03, ..." is a numbered list, not a phrase.
 */
const MIN_DISTINCT_WORDS = 9;

/**
 * A word's form for matching: its skeleton, with "l" and "i" made one (capital I and small l look alike, and
 * the skeleton keeps them apart). No two BIP-39 words meet under this folding, so nothing is lost.
 */
function fold(word: string): string {
  return confusableSkeleton(word).normalize('NFD').replace(/\p{M}/gu, '').replace(/l/g, 'i');
}

const KNOWN_FORMS: ReadonlySet<string> = new Set(
  wordlist.flatMap((word) => {
    const forms = [fold(word)];
    for (let length = PREFIX_MIN; length < word.length; length += 1) forms.push(fold(word.slice(0, length)));
    return forms;
  }),
);

/** Numbers standing alone ("1.", "12)") are numbering; digits inside a word ("ab0ve") are look-alikes. */
const NUMBERING = /(?<![\p{L}\p{N}])\p{N}+(?![\p{L}\p{N}])/gu;

/** The words of a text in their matching form, and whether each is a BIP-39 word (or its prefix). */
export function seedTokens(text: string): boolean[] {
  return seedForms(text).map((form) => form !== null);
}

/** The words of a text in their matching form when they are BIP-39 words (or prefixes), else null. */
function seedForms(text: string): Array<string | null> {
  return fold(text.replace(NUMBERING, ' '))
    .split(/[^a-z]+/)
    .filter((word) => word.length > 0)
    .map((word) => (KNOWN_FORMS.has(word) ? word : null));
}

/**
 * The pieces (indexes into `texts`, oldest first) that together hold a seed phrase, or null. Words run on
 * from one text into the next, so a phrase sent in three messages is found on the third. Filler words inside
 * one text are tolerated only when the phrase stays in that text: across texts, fillers may only sit where
 * one piece ends and the next begins ("...first half, then" / "second half"), because a few sentences of
 * ordinary chat in a row hold many list words with a filler or two between them.
 */
export function findSeedPhrase(texts: readonly string[]): number[] | null {
  const tokens = texts.flatMap((text, piece) => seedForms(text).map((form) => ({ isWord: form !== null, form, piece })));
  for (let start = 0; start < tokens.length; start += 1) {
    if (!tokens[start]!.isWord) continue;
    const found = extendRun(tokens, start);
    if (found) return found;
  }
  return null;
}

function extendRun(tokens: ReadonlyArray<{ isWord: boolean; form: string | null; piece: number }>, start: number): number[] | null {
  let words = 0;
  const distinct = new Set<string>();
  let fillers = 0;
  let gapStart = -1;
  let hasInnerFiller = false;
  let previousPiece = tokens[start]!.piece;
  const pieces = new Set<number>();
  for (let index = start; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (!token.isWord) {
      if (gapStart < 0) gapStart = index;
      fillers += 1;
      if (index - gapStart + 1 > MAX_GAP || fillers > MAX_FILLERS) return null;
      continue;
    }
    if (gapStart >= 0 && previousPiece === token.piece && tokens.slice(gapStart, index).every((filler) => filler.piece === token.piece)) hasInnerFiller = true;
    gapStart = -1;
    previousPiece = token.piece;
    words += 1;
    distinct.add(token.form!);
    pieces.add(token.piece);
    if (hasInnerFiller && pieces.size > 1) return null;
    if (words >= SEED_PHRASE_MIN_WORDS && distinct.size >= MIN_DISTINCT_WORDS) return [...pieces].sort((a, b) => a - b);
  }
  return null;
}

export function containsSeedPhrase(text: string): boolean {
  return findSeedPhrase([text]) !== null;
}

export type SeedScreening = { isBlocked: false } | { isBlocked: true; hiddenPieces: number[] };

/**
 * A new text against the sender's recent texts in the conversation (oldest first): blocked when it completes
 * a phrase, with the earlier texts that hold the rest of it (to hide from the recipient too).
 */
export function screenSeedPhrase(recent: readonly string[], text: string): SeedScreening {
  const pieces = findSeedPhrase([...recent, text]);
  if (!pieces?.includes(recent.length)) return { isBlocked: false };
  return { isBlocked: true, hiddenPieces: pieces.filter((piece) => piece < recent.length) };
}
