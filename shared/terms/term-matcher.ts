/**
 * Finds vocabulary terms in free text (lesson paragraphs, chat messages): whole words only, any letter case,
 * the leftmost and then longest form first ("Layer 2" before "Layer"), never inside a URL, an e-mail
 * address, a domain name or a longer word (a 66-character hex hash is one word, so nothing matches in it).
 * Space and hyphen are the same separator ("proof-of-stake" is "Proof of Stake"), and a form's last word
 * may take a plural "s" or "es" ("NFTs", "wallets"). docs/decisions/031-term-cards-and-add-to-deck.md.
 * In every language (docs/decisions/056-translations.md): Turkish dotted and dotless i are one letter
 * ("CÜZDAN", "İMZA", "ılık"), a Turkish form's last word may take Turkish suffixes ("cüzdanlar", "cüzdanda"),
 * Arabic vowel marks, tatweel and alef variants are ignored, and an Arabic word may carry a proclitic
 * ("والمحفظة", "بالمحفظة", "للمحفظة" are "المحفظة"; "محفظة" is too).
 *
 * Pure and isomorphic: compile once per term list with `createTermMatcher`, then `find` per text. The work
 * per text is one pass over its words plus a map lookup per word, so a long message costs what its
 * length costs, whatever the size of the vocabulary. Its parts: term-words.ts cuts text into words,
 * term-folding.ts compares them across languages, term-exclusions.ts keeps URLs and addresses out.
 */
import { exclusionOf } from './term-exclusions';
import { ARABIC_LETTER, arabicVariants, TURKISH_SUFFIX } from './term-folding';
import { normaliseGap, wordsOf, type Word } from './term-words';

/** A term and every form of it to recognise (its name, the parts of "Name (ABBR)", aliases). */
export interface MatchableTerm {
  id: number;
  forms: readonly string[];
  /** Turkish forms: recognised like `forms`, and their last word may also take Turkish suffixes. */
  suffixedForms?: readonly string[];
}

/** One occurrence: `text.slice(start, end)` is the words as written. */
export interface TermMatch {
  termId: number;
  start: number;
  end: number;
}

export interface TermMatcher {
  find(text: string): TermMatch[];
}

/** Longer than any real word of a term: a hash, an address or a flood of letters is skipped at once. */
const MAX_WORD_LENGTH = 64;

interface CompiledForm {
  termId: number;
  /** The form's words, lower case. */
  words: string[];
  /** What separates word i from word i+1, normalised (see normaliseGap). */
  gaps: string[];
  /** Punctuation the form ends with (the ")" of "Name (ABBR)"), taken into the match when the text has it. */
  tail: string;
  length: number;
  /** The last word ends in a letter, so "s"/"es" after it make a plural ("Layer 2" has none). */
  canPlural: boolean;
  /** The last word may take a Turkish suffix (a Turkish form). */
  canSuffix: boolean;
}

function compileForm(termId: number, form: string, canSuffix = false): CompiledForm | undefined {
  const words = wordsOf(form);
  if (words.length === 0) return undefined;
  const gaps = words.slice(1).map((word, index) => normaliseGap(form.slice(words[index]!.end, word.start)));
  const tail = form.slice(words[words.length - 1]!.end).trim();
  const last = words[words.length - 1]!.lower;
  return { termId, words: words.map((word) => word.lower), gaps, tail, length: form.length, canPlural: /\p{L}$/u.test(last), canSuffix: canSuffix && last.length >= 3 };
}

/** True when `word` is `base` or, where the form allows it, its plural ("wallets", "NFTs", "taxes") or a Turkish inflection. */
function isSameOrPlural(word: string, base: string, form: Pick<CompiledForm, 'canPlural' | 'canSuffix'>): boolean {
  if (word === base) return true;
  if (!form.canPlural || !word.startsWith(base)) return false;
  const rest = word.length - base.length;
  if ((rest === 1 && word.endsWith('s')) || (rest === 2 && word.endsWith('es'))) return true;
  return form.canSuffix && rest <= 7 && TURKISH_SUFFIX.test(word.slice(base.length));
}

export function createTermMatcher(terms: readonly MatchableTerm[]): TermMatcher {
  // Forms by their first word; the first word may carry the plural only when it is also the last.
  const byFirstWord = new Map<string, CompiledForm[]>();
  const seen = new Set<string>();
  for (const term of terms) {
    const forms = [...term.forms.map((form) => [form, false] as const), ...(term.suffixedForms ?? []).map((form) => [form, true] as const)];
    for (const [form, canSuffix] of forms) {
      const compiled = compileForm(term.id, form, canSuffix);
      const key = compiled && `${compiled.words.join(' ')}|${compiled.gaps.join('|')}`;
      if (!compiled || !key || seen.has(key)) continue;
      seen.add(key);
      const list = byFirstWord.get(compiled.words[0]!) ?? [];
      list.push(compiled);
      byFirstWord.set(compiled.words[0]!, list);
    }
  }
  // Longest first: more words, then more characters ("Layer 2" before "Layer").
  for (const list of byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length || b.length - a.length);
  // One-word forms that take Turkish suffixes, found by a word's prefixes (a few lookups per word).
  const suffixable = new Map<string, CompiledForm[]>();
  for (const list of byFirstWord.values()) {
    for (const form of list) if (form.canSuffix && form.words.length === 1) suffixable.set(form.words[0]!, [...(suffixable.get(form.words[0]!) ?? []), form]);
  }

  // Words repeat across texts: the candidate list of each word is worked out once (bounded memory).
  const candidateCache = new Map<string, CompiledForm[]>();
  const candidatesFor = (lower: string): CompiledForm[] => {
    let candidates = candidateCache.get(lower);
    if (candidates === undefined) {
      if (candidateCache.size > 20_000) candidateCache.clear();
      candidates = findCandidates(lower);
      candidateCache.set(lower, candidates);
    }
    return candidates;
  };
  const findCandidates = (lower: string): CompiledForm[] => {
    const exact = byFirstWord.get(lower) ?? [];
    const singular = [lower.endsWith('es') ? lower.slice(0, -2) : undefined, lower.endsWith('s') ? lower.slice(0, -1) : undefined]
      .flatMap((base) => (base ? (byFirstWord.get(base) ?? []) : []))
      .filter((form) => form.words.length === 1);
    const inflected: CompiledForm[] = [];
    if (suffixable.size > 0) for (let cut = 1; cut <= 7 && lower.length - cut >= 3; cut += 1) inflected.push(...(suffixable.get(lower.slice(0, -cut)) ?? []));
    if (singular.length === 0 && inflected.length === 0) return exact;
    return [...exact, ...singular, ...inflected].sort((a, b) => b.words.length - a.words.length || b.length - a.length);
  };

  /** `first` is how the first word is read (an Arabic word without its proclitic). */
  const matchAt = (text: string, words: Word[], index: number, form: CompiledForm, first: string): number | undefined => {
    const last = form.words.length - 1;
    for (let offset = 0; offset <= last; offset += 1) {
      const word = words[index + offset];
      if (!word) return undefined;
      const expected = form.words[offset]!;
      const lower = offset === 0 ? first : word.lower;
      if (offset === last ? !isSameOrPlural(lower, expected, form) : lower !== expected) return undefined;
      if (offset > 0 && normaliseGap(text.slice(words[index + offset - 1]!.end, word.start)) !== form.gaps[offset - 1]) return undefined;
    }
    const end = words[index + last]!.end;
    return form.tail && text.startsWith(form.tail, end) ? end + form.tail.length : end;
  };

  return {
    find(text: string): TermMatch[] {
      const words = wordsOf(text);
      if (words.length === 0) return [];
      const isExcluded = exclusionOf(text);
      const matches: TermMatch[] = [];
      let index = 0;
      while (index < words.length) {
        const word = words[index]!;
        let advanced = false;
        if (word.end - word.start <= MAX_WORD_LENGTH) {
          const keys = ARABIC_LETTER.test(word.lower) ? [word.lower, ...arabicVariants(word.lower)] : [word.lower];
          for (const key of keys) {
            for (const form of candidatesFor(key)) {
              const end = matchAt(text, words, index, form, key);
              if (end === undefined || isExcluded(word.start, end)) continue;
              matches.push({ termId: form.termId, start: word.start, end });
              index += form.words.length;
              advanced = true;
              break;
            }
            if (advanced) break;
          }
        }
        if (!advanced) index += 1;
      }
      return matches;
    },
  };
}

/** A piece of text: plain, or one term occurrence. */
export type TermSegment = { kind: 'text'; text: string } | { kind: 'term'; text: string; termId: number };

/**
 * Cuts `text` into plain and term segments. `shouldLink` decides per occurrence (a lesson links a term only
 * the first time in a section); an occurrence it refuses stays plain text.
 */
export function segmentText(matcher: TermMatcher, text: string, shouldLink: (termId: number) => boolean = () => true): TermSegment[] {
  const segments: TermSegment[] = [];
  let cursor = 0;
  for (const match of matcher.find(text)) {
    if (!shouldLink(match.termId)) continue;
    if (match.start > cursor) segments.push({ kind: 'text', text: text.slice(cursor, match.start) });
    segments.push({ kind: 'term', text: text.slice(match.start, match.end), termId: match.termId });
    cursor = match.end;
  }
  if (cursor < text.length) segments.push({ kind: 'text', text: text.slice(cursor) });
  return segments;
}
