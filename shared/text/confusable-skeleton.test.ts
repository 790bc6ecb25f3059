import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { confusableSkeleton } from './confusable-skeleton';
import { CONFUSABLES_TABLE, CONFUSABLES_VERSION } from './confusables-data';

const same = (a: string, b: string) => expect(confusableSkeleton(a)).toBe(confusableSkeleton(b));

describe('confusableSkeleton', () => {
  it('maps Cyrillic and Greek look-alikes to their Latin prototypes', () => {
    same('\u0430b\u0430nd\u043En', 'abandon'); // Cyrillic а, о
    same('C\u03BFinmates Support', 'coinmates support'); // Greek omicron
    same('\u0391DMIN', 'admin'); // Greek capital alpha
    same('ΡΑΥΡΑL', 'paypal'); // all Greek capitals
  });

  it('folds fullwidth, mathematical and compatibility letters', () => {
    same('\uFF41\uFF42\uFF41\uFF4E\uFF44\uFF4F\uFF4E', 'abandon');
    same('\u{1D41A}\u{1D41B}\u{1D41A}\u{1D427}\u{1D41D}\u{1D428}\u{1D427}', 'abandon');
    same('\u{1D4B6}bandon', 'abandon'); // mathematical script a
    same('\uFB01le', 'file'); // the fi ligature
  });

  it('removes zero-width, format and default-ignorable characters', () => {
    for (const hidden of ['\u200B', '\u200C', '\u200D', '\u2060', '\u00AD', '\uFEFF', '\u180E', '\u034F', '\u202E', '\u{E0041}']) {
      same(`aban${hidden}don`, 'abandon');
    }
  });

  it('is case-insensitive and follows the standard where letters themselves look alike', () => {
    same('ABANDON', 'abandon');
    same('supp0rt', 'support'); // digit zero reads as o
    same('ABILITY', 'ability'); // Latin capitals are lowered before capital I could read as l
    same('\u0410\u0412\u0421', 'abc'); // Cyrillic capitals map to Latin capitals first
    expect(confusableSkeleton('m')).toBe('rn');
    expect(confusableSkeleton('rn')).toBe('rn');
    expect(confusableSkeleton('support')).not.toBe(confusableSkeleton('suppert'));
  });

  it('is idempotent', () => {
    for (const text of ['C\u03BFinmates', 'ＭＯＤ', '\u041C\u043E\u0434', 'l1|I', 'héllo wörld', '🙂👍🏽', 'مرحبا']) {
      const once = confusableSkeleton(text);
      expect(confusableSkeleton(once)).toBe(once);
    }
  });

  it('keeps text that has no look-alike mapping unchanged in meaning', () => {
    expect(confusableSkeleton('abandon ability')).toBe('abandon ability');
    expect(confusableSkeleton('')).toBe('');
  });
});

describe('confusables-data.ts', () => {
  it('is an exact copy of the official confusables.txt mapping shipped by the unhomoglyph package', () => {
    const require = createRequire(import.meta.url);
    const official = JSON.parse(readFileSync(require.resolve('unhomoglyph/data.json'), 'utf8')) as Record<string, string>;
    const hex = (text: string) => [...text].map((character) => character.codePointAt(0)!.toString(16).toUpperCase()).join(' ');
    const expected = Object.entries(official)
      .map(([source, prototype]) => `${hex(source)};${hex(prototype)}`)
      .sort();
    expect(CONFUSABLES_TABLE.split('\n').filter(Boolean)).toEqual(expected);
    expect(CONFUSABLES_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
