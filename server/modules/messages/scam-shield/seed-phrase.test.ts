import { describe, expect, it } from 'vitest';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { containsSeedPhrase, longestBip39Run } from './seed-phrase';

const TWELVE = 'legal winner thank year wave sausage worth useful legal winner thank yellow';

describe('seed phrase detection', () => {
  it('uses the full English BIP-39 list', () => {
    expect(wordlist).toHaveLength(2048);
    expect(longestBip39Run(wordlist.slice(0, 30).join(' '))).toBe(30);
  });

  it('finds 12 consecutive words whatever the case, punctuation or numbering', () => {
    expect(containsSeedPhrase(TWELVE)).toBe(true);
    expect(containsSeedPhrase(TWELVE.toUpperCase())).toBe(true);
    expect(containsSeedPhrase(TWELVE.split(' ').map((word, index) => `${index + 1}. ${word}`).join('\n'))).toBe(true);
    expect(containsSeedPhrase(`here it is: ${TWELVE.split(' ').join(', ')}! thanks`)).toBe(true);
    expect(containsSeedPhrase(TWELVE.split(' ').join('-'))).toBe(true);
  });

  it('finds a 24-word phrase inside a sentence', () => {
    const phrase = wordlist.slice(100, 124).join(' ');
    expect(containsSeedPhrase(`ok my wallet words: ${phrase} please check`)).toBe(true);
  });

  it('lets 11 words through, and a run broken by a non-list word', () => {
    const words = TWELVE.split(' ');
    expect(containsSeedPhrase(words.slice(0, 11).join(' '))).toBe(false);
    expect(containsSeedPhrase([...words.slice(0, 6), 'coinmates', ...words.slice(6)].join(' '))).toBe(false);
  });

  it('lets ordinary chat through', () => {
    expect(containsSeedPhrase('I think the market will recover after the halving, what about you?')).toBe(false);
    expect(containsSeedPhrase('Never share your seed phrase: twelve words are the keys to everything')).toBe(false);
  });
});
