/**
 * Finds vocabulary terms in free text (lesson paragraphs, chat messages): whole words only, any letter case,
 * the leftmost and then longest form first ("Layer 2" before "Layer"), never inside a URL, an e-mail
 * address, a domain name or a longer word (a 66-character hex hash is one word, so nothing matches in it).
 * Space and hyphen are the same separator ("proof-of-stake" is "Proof of Stake"), and a form's last word
 * may take a plural "s" or "es" ("NFTs", "wallets"). docs/decisions/031-term-cards-and-add-to-deck.md.
 *
 * Pure and isomorphic: compile once per term list with `createTermMatcher`, then `find` per text. The work
 * per text is one pass over its words plus a map lookup per word, so a long message costs what its
 * length costs, whatever the size of the vocabulary.
 */

/** A term and every form of it to recognise (its name, the parts of "Name (ABBR)", aliases). */
export interface MatchableTerm {
  id: number;
  forms: readonly string[];
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

/** A word: letters (any script), combining marks, digits, underscore. Everything else separates words. */
const WORD = /[\p{L}\p{M}\p{N}_]+/gu;
/** A run of non-space characters: the unit a URL, an address or a domain name is judged by. */
const CHUNK = /\S+/gu;
/** Chunks no term may fall in: a URL (scheme or `www.`), an e-mail address, a bare domain or path ("ethereum.org/staking", "node.js"). */
const URL_LIKE = /:\/\/|^[^\p{L}\p{N}]*www\./iu;
const EMAIL_LIKE = /[\p{L}\p{N}]@[\p{L}\p{N}-]+\.[\p{L}\p{N}]/u;
const DOMAIN_LIKE = /^[^\p{L}\p{N}]*(?:[\p{L}\p{N}_-]+\.)+\p{L}{2,}(?:[/:?#][^\s]*)?[^\p{L}\p{N}]*$/u;
/** Longer than any real word of a term: a hash, an address or a flood of letters is skipped at once. */
const MAX_WORD_LENGTH = 64;

interface Word {
  lower: string;
  start: number;
  end: number;
}

interface CompiledForm {
  termId: number;
  /** The form's words, lower case. */
  words: string[];
  /** What separates word i from word i+1, normalised (see normaliseGap). */
  gaps: string[];
  /** Punctuation the form ends with (the ")" of "Name (ABBR)"), taken into the match when the text has it. */
  tail: string;
  length: number;
}

/** Runs of spaces and hyphens are one separator; other punctuation (the "%" of "51% Attack") must match. */
function normaliseGap(gap: string): string {
  return gap.replace(/[\s\u00a0\u2010\u2011-]+/g, ' ');
}

function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const found of text.matchAll(WORD)) {
    words.push({ lower: found[0].toLowerCase(), start: found.index, end: found.index + found[0].length });
  }
  return words;
}

function compileForm(termId: number, form: string): CompiledForm | undefined {
  const words = wordsOf(form);
  if (words.length === 0) return undefined;
  const gaps = words.slice(1).map((word, index) => normaliseGap(form.slice(words[index]!.end, word.start)));
  const tail = form.slice(words[words.length - 1]!.end).trim();
  return { termId, words: words.map((word) => word.lower), gaps, tail, length: form.length };
}

/** True when `word` is `base` or its plural ("wallets", "NFTs", "taxes"). */
function isSameOrPlural(word: string, base: string): boolean {
  if (word === base) return true;
  if (!/\p{L}$/u.test(base)) return false;
  return word === `${base}s` || word === `${base}es`;
}

function isExcludedChunk(chunk: string): boolean {
  if (!/[.:@]/.test(chunk)) return false;
  return URL_LIKE.test(chunk) || EMAIL_LIKE.test(chunk) || DOMAIN_LIKE.test(chunk);
}

/** Whether each position sits in an excluded chunk, decided once per chunk and only when asked. */
function exclusionOf(text: string): (start: number, end: number) => boolean {
  let chunks: Array<{ start: number; end: number; isExcluded: boolean | undefined }> | undefined;
  return (start, end) => {
    chunks ??= Array.from(text.matchAll(CHUNK), (found) => ({ start: found.index, end: found.index + found[0].length, isExcluded: undefined }));
    // Binary search for the chunk holding `start`; a match never crosses whitespace except between its words.
    let low = 0;
    let high = chunks.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (chunks[middle]!.start <= start) low = middle;
      else high = middle - 1;
    }
    for (let index = low; index < chunks.length && chunks[index]!.start < end; index += 1) {
      const chunk = chunks[index]!;
      chunk.isExcluded ??= isExcludedChunk(text.slice(chunk.start, chunk.end));
      if (chunk.isExcluded) return true;
    }
    return false;
  };
}

export function createTermMatcher(terms: readonly MatchableTerm[]): TermMatcher {
  // Forms by their first word; the first word may carry the plural only when it is also the last.
  const byFirstWord = new Map<string, CompiledForm[]>();
  const seen = new Set<string>();
  for (const term of terms) {
    for (const form of term.forms) {
      const compiled = compileForm(term.id, form);
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

  const candidatesFor = (lower: string): CompiledForm[] => {
    const exact = byFirstWord.get(lower) ?? [];
    const singular = [lower.endsWith('es') ? lower.slice(0, -2) : undefined, lower.endsWith('s') ? lower.slice(0, -1) : undefined]
      .flatMap((base) => (base ? (byFirstWord.get(base) ?? []) : []))
      .filter((form) => form.words.length === 1);
    if (singular.length === 0) return exact;
    return [...exact, ...singular].sort((a, b) => b.words.length - a.words.length || b.length - a.length);
  };

  const matchAt = (text: string, words: Word[], index: number, form: CompiledForm): number | undefined => {
    const last = form.words.length - 1;
    for (let offset = 0; offset <= last; offset += 1) {
      const word = words[index + offset];
      if (!word) return undefined;
      const expected = form.words[offset]!;
      if (offset === last ? !isSameOrPlural(word.lower, expected) : word.lower !== expected) return undefined;
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
          for (const form of candidatesFor(word.lower)) {
            const end = matchAt(text, words, index, form);
            if (end === undefined || isExcluded(word.start, end)) continue;
            matches.push({ termId: form.termId, start: word.start, end });
            index += form.words.length;
            advanced = true;
            break;
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
