import { describe, expect, it } from 'vitest';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { containsSeedPhrase, findSeedPhrase, screenSeedPhrase } from './seed-phrase';

const TWELVE = 'legal winner thank year wave sausage worth useful legal winner thank yellow';

describe('seed phrase detection', () => {
  it('uses the full English BIP-39 list', () => {
    expect(wordlist).toHaveLength(2048);
    expect(containsSeedPhrase(wordlist.slice(2030).join(' '))).toBe(true);
  });

  it('finds 12 consecutive words whatever the case, punctuation or numbering', () => {
    expect(containsSeedPhrase(TWELVE)).toBe(true);
    expect(containsSeedPhrase(TWELVE.toUpperCase())).toBe(true);
    expect(
      containsSeedPhrase(
        TWELVE.split(' ')
          .map((word, index) => `${index + 1}. ${word}`)
          .join('\n'),
      ),
    ).toBe(true);
    expect(containsSeedPhrase(`here it is: ${TWELVE.split(' ').join(', ')}! thanks`)).toBe(true);
    expect(containsSeedPhrase(TWELVE.split(' ').join('-'))).toBe(true);
  });

  it('finds a 24-word phrase inside a sentence', () => {
    const phrase = wordlist.slice(100, 124).join(' ');
    expect(containsSeedPhrase(`ok my wallet words: ${phrase} please check`)).toBe(true);
  });

  it('lets 11 words through, and words broken up by sentences', () => {
    const words = TWELVE.split(' ');
    expect(containsSeedPhrase(words.slice(0, 11).join(' '))).toBe(false);
    expect(containsSeedPhrase([...words.slice(0, 6), 'were the words, and then my friend told me', ...words.slice(6)].join(' '))).toBe(false);
  });

  it('sees through look-alike letters, hidden characters, prefixes and a filler word', () => {
    expect(containsSeedPhrase(TWELVE.replace('thank', 'th\u0430nk'))).toBe(true); // Cyrillic а
    expect(containsSeedPhrase(TWELVE.replace('wave', 'w\u03B1ve'))).toBe(true); // Greek α
    for (const hidden of ['\u200B', '\u2060', '\u00AD']) expect(containsSeedPhrase(TWELVE.replace('sausage', `sau${hidden}sage`))).toBe(true);
    expect(
      containsSeedPhrase(
        TWELVE.split(' ')
          .map((word) => word.slice(0, 4))
          .join(' '),
      ),
    ).toBe(true);
    const words = TWELVE.split(' ');
    expect(containsSeedPhrase([...words.slice(0, 6), 'coinmates', ...words.slice(6)].join(' '))).toBe(true);
    expect(containsSeedPhrase('ｌｅｇａｌ ' + words.slice(1).join(' '))).toBe(true);
  });

  it('finds a phrase cut into pieces, and names the pieces that hold it', () => {
    const words = TWELVE.split(' ');
    const pieces = [words.slice(0, 4).join(' '), 'hang on', words.slice(4, 8).join(' '), words.slice(8).join(' ')];
    expect(findSeedPhrase(pieces)).toEqual([0, 2, 3]);
    expect(screenSeedPhrase(pieces.slice(0, 3), pieces[3]!)).toEqual({ isBlocked: true, hiddenPieces: [0, 2] });
    expect(screenSeedPhrase(pieces.slice(0, 2), pieces[2]!)).toEqual({ isBlocked: false });
  });

  it('lets ordinary chat through', () => {
    expect(containsSeedPhrase('I think the market will recover after the halving, what about you?')).toBe(false);
    expect(containsSeedPhrase('Never share your seed phrase: twelve words are the keys to everything')).toBe(false);
  });

  it('lets a numbered list of one word through, in one message or over several', () => {
    const numbered = Array.from({ length: 12 }, (_, index) => `History ${String(index * 2 + 1).padStart(2, '0')}`);
    expect(containsSeedPhrase(numbered.join(', '))).toBe(false);
    expect(findSeedPhrase(numbered)).toBeNull();
    // A real phrase may repeat a word or two.
    const words = wordlist.slice(100, 112);
    expect(containsSeedPhrase([...words.slice(0, 10), words[0], words[1]].join(' '))).toBe(true);
  });
});
