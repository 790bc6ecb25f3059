import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { describe, expect, it } from 'vitest';
import { isBackupProven, newSeedPhrase, receiveAddressOf } from './seed';

describe('seed drill', () => {
  it('makes a valid 12-word BIP-39 phrase, a new one each time', () => {
    const words = newSeedPhrase();
    expect(words).toHaveLength(12);
    expect(validateMnemonic(words.join(' '), wordlist)).toBe(true);
    expect(newSeedPhrase().join(' ')).not.toBe(words.join(' '));
  });

  it("derives the address any standard wallet shows (m/44'/60'/0'/0/0)", () => {
    // The well-known development phrase and its first account.
    expect(receiveAddressOf('test test test test test test test test test test test junk'.split(' '))).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });

  it('accepts the backup only with every word in its place', () => {
    const words = newSeedPhrase();
    expect(isBackupProven(words, words)).toBe(true);
    const swapped = [...words];
    [swapped[3], swapped[4]] = [swapped[4]!, swapped[3]!];
    expect(isBackupProven(words, swapped)).toBe(swapped[3] === swapped[4]);
    expect(isBackupProven(words, words.slice(0, 11))).toBe(false);
    expect(isBackupProven(words, [...words.slice(0, 11), 'zoo'])).toBe(words[11] === 'zoo');
  });
});
