import { describe, expect, it } from 'vitest';
import { usernameSchema } from '../../shared/contracts/auth';
import { hasControlCharacters, hasInvisibleCharacters, hasLoneSurrogate, multilineText, nameText, plainText } from '../../shared/contracts/text';

describe('shared text rules', () => {
  it('finds control characters, allowing line feed and tab only in multi-line text', () => {
    for (const text of ['a\u0000b', 'bell\u0007', 'del\u007f', 'c1\u0085', 'sep\u2028', 'cr\r']) expect(hasControlCharacters(text)).toBe(true);
    expect(hasControlCharacters('two\nlines\tand tab')).toBe(true);
    expect(hasControlCharacters('two\nlines\tand tab', { allowLineBreaks: true })).toBe(false);
    expect(hasControlCharacters('nul\u0000', { allowLineBreaks: true })).toBe(true);
    expect(hasControlCharacters('Ünïcödé 😀 مرحبا')).toBe(false);
  });

  it('finds zero-width and direction-changing characters, not right-to-left letters', () => {
    for (const text of ['Adm\u200bin', 'a\u200db', 'x\u2060y', '\ufeffname', 'evil\u202egpj', '\u2067x\u2069', 'a\u00adb', 'tag\u{e0041}']) {
      expect(hasInvisibleCharacters(text)).toBe(true);
    }
    expect(hasInvisibleCharacters('مستخدم')).toBe(false);
    expect(hasInvisibleCharacters('👩‍💻'.replace('\u200d', ''))).toBe(false);
  });

  it('keeps the joiners and selectors that spell emoji, and refuses them next to letters', () => {
    for (const name of ['👩🏽\u200d💻 Crypto Queen', '🧑\u200d🚀 to the moon', '🏳\ufe0f\u200d🌈 pride', '❤\ufe0f hodl']) expect(hasInvisibleCharacters(name)).toBe(false);
    for (const text of ['Adm\u200din', '👩\u200din', 'a\ufe0f', '\u200d💻', 'x\u200d']) expect(hasInvisibleCharacters(text)).toBe(true);
  });

  it('checks username length after NFKC', () => {
    expect(usernameSchema.safeParse(`${'\ufdfa'.repeat(27)}x`).success).toBe(false);
    expect(usernameSchema.safeParse('ｖｉｔａｌｉｋ').data).toBe('vitalik');
  });
});

describe('lone surrogates', () => {
  it('finds half of a surrogate pair alone, never a whole pair', () => {
    for (const text of ['a\ud800', '\udc00b', 'swapped \udc00\ud800', 'cut emoji \ud83d']) expect(hasLoneSurrogate(text)).toBe(true);
    for (const text of ['😀', '👩🏽‍💻', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', 'plain']) expect(hasLoneSurrogate(text)).toBe(false);
  });

  it('is refused by every text schema, with emoji kept', () => {
    for (const schema of [plainText(), multilineText(), nameText()]) {
      expect(schema.safeParse('half \ud800').success).toBe(false);
      expect(schema.safeParse('nul \u0000').success).toBe(false);
      expect(schema.safeParse('emoji 😀').success).toBe(true);
    }
    expect(multilineText().safeParse('line\n\ttab').success).toBe(true);
    expect(plainText().safeParse('line\nbreak').success).toBe(false);
  });
});
