/**
 * Finds a BIP-39 seed phrase in a message: SEED_PHRASE_MIN_WORDS or more consecutive words of the
 * English BIP-39 list, ignoring case, punctuation, numbering and accents. The list comes from
 * @scure/bip39, never typed by hand (docs/decisions/018-scam-shield.md).
 */
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { SEED_PHRASE_MIN_WORDS } from '../../../../shared/constants/scam-rules';

const BIP39_WORDS = new Set(wordlist);

/** The longest run of consecutive BIP-39 words in the text. */
export function longestBip39Run(text: string): number {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 0);
  let longest = 0;
  let run = 0;
  for (const word of words) {
    run = BIP39_WORDS.has(word) ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

export function containsSeedPhrase(text: string): boolean {
  return longestBip39Run(text) >= SEED_PHRASE_MIN_WORDS;
}
