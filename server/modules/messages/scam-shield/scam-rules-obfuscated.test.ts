import { describe, expect, it } from 'vitest';
import type { ScamWarningKind } from '../../../../shared/constants/scam-rules';
import { detectScamWarning } from './scam-rules';

/** One plain phrasing per rule, then the same text disguised the ways a scammer would dodge a word filter. */
const PLAIN: Array<[string, ScamWarningKind]> = [
  ['Send me your seed phrase so I can check your wallet is safe', 'asks-for-keys'],
  ['Fixed daily returns of 3%, you cannot lose', 'guaranteed-returns'],
  ['Join our VIP signal group, the mentor posts entries daily', 'investment-pitch'],
  ["Let's talk on Telegram, it's easier", 'off-platform'],
  ['Coinmates support here: verify your account at https://coinmates-verify.example', 'impersonates-staff'],
];

const CYRILLIC: Record<string, string> = { a: '\u0430', c: '\u0441', e: '\u0435', o: '\u043E', p: '\u0440', x: '\u0445', y: '\u0443', i: '\u0456', s: '\u0455' };
const GREEK: Record<string, string> = { o: '\u03BF', i: '\u03B9', a: '\u03B1', v: '\u03BD', u: '\u03C5' };
const swap = (text: string, table: Record<string, string>) => [...text].map((letter) => table[letter] ?? letter).join('');
const everyWord = (text: string, hidden: string) => text.replace(/\b(\w)(\w+)/g, `$1${hidden}$2`);
const fullwidth = (text: string) => [...text].map((letter) => (/[a-z]/i.test(letter) ? String.fromCodePoint(letter.codePointAt(0)! + 0xfee0) : letter)).join('');
const spelledOut = (separator: string) => (text: string) => text.replace(/[A-Za-z]{4,}/g, (word) => [...word].join(separator));

const DISGUISES: Array<[string, (text: string) => string]> = [
  ['Cyrillic look-alikes', (text) => swap(text, CYRILLIC)],
  ['Greek look-alikes', (text) => swap(text, GREEK)],
  ['zero-width spaces inside words', (text) => everyWord(text, '\u200B')],
  ['soft hyphens inside words', (text) => everyWord(text, '\u00AD')],
  ['word joiners inside words', (text) => everyWord(text, '\u2060')],
  ['fullwidth letters', fullwidth],
  ['letters spelled out with dots', spelledOut('.')],
  ['letters spelled out with hyphens', spelledOut('-')],
  ['letters spelled out with spaces, words apart', (text) => spelledOut(' ')(text.replace(/ /g, '   '))],
];

describe('scam rules on disguised text', () => {
  it.each(PLAIN)('flags the plain phrasing "%s"', (text, kind) => {
    expect(detectScamWarning(text)).toBe(kind);
  });

  for (const [name, disguise] of DISGUISES) {
    it.each(PLAIN)(`flags it with ${name}: "%s"`, (text, kind) => {
      expect(detectScamWarning(disguise(text))).toBe(kind);
    });
  }

  it('does not flag a warning about fake support', () => {
    expect(detectScamWarning('Coinmates support will never ask for your seed phrase or send you a link')).toBeNull();
    expect(detectScamWarning('I asked support about my streak and they fixed it')).toBeNull();
  });
});
