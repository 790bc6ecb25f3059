/**
 * Translated content (content/i18n/<locale>/vocabulary.json and coins.json, issue 30) must mirror the English
 * catalogue exactly: every vocabulary id and coin slug present and no stray ones, every prose field filled,
 * lists of the same length, and the same numbers in every text so a translation cannot quietly change a fact.
 * The glossaries the translators follow are docs/i18n/glossary-<locale>.md.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTENT_DIR, loadCatalogue } from './load-content';

const I18N_DIR = path.join(CONTENT_DIR, 'i18n');

const text = z.string().trim().min(1);
const translatedTermSchema = z.strictObject({ term: text, definition: text, example: text, pronunciationText: text.optional() });
const translatedCoinSchema = z.strictObject({
  description: text,
  personality: text,
  founderInfo: text,
  communityInfo: text,
  uniqueFeatures: z.array(text),
  funFacts: z.array(text),
  tags: z.array(text),
  useCases: z.array(text),
});
const COIN_TEXT_FIELDS = ['description', 'personality', 'founderInfo', 'communityInfo'] as const;
const COIN_LIST_FIELDS = ['uniqueFeatures', 'funFacts', 'tags', 'useCases'] as const;

const ROMAN_DIGITS: Record<string, number> = { I: 1, V: 5, X: 10, L: 50 };

function romanToNumber(roman: string): number {
  return [...roman].reduce((total, letter, index) => {
    const value = ROMAN_DIGITS[letter] ?? 0;
    const next = ROMAN_DIGITS[roman[index + 1] ?? ''] ?? 0;
    return total + (next > value ? -value : value);
  }, 0);
}

/**
 * The numbers a text states, comparable across languages: "10,000", "10.000" and "0.79"/"0,79" lose their
 * separators, trailing zeros are dropped so that "1 billion" and "mil millones"/"1.000 millones" style
 * rewrites of a scale word still compare ("1.4 billion" = "1,4 mil millones" = 14), and centuries written
 * the Spanish and Portuguese way ("siglo XVI", "século XVI") count as their number. Sorted, because word
 * order differs between languages.
 */
function numbersIn(value: string): string[] {
  const centuries = value.replace(/\b(siglo|século)\s+([IVXL]+)\b/g, (_match, word: string, roman: string) => `${word} ${romanToNumber(roman)}`);
  const digits = centuries.replace(/(?<=\d)[.,](?=\d)/g, '').match(/\d+/g) ?? [];
  return digits.map((run) => run.replace(/0+$/, '') || '0').sort();
}

const catalogue = loadCatalogue();
const locales = existsSync(I18N_DIR) ? readdirSync(I18N_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : [];

function readLocaleFile(locale: string, name: string): Record<string, unknown> {
  return z.record(z.string(), z.unknown()).parse(JSON.parse(readFileSync(path.join(I18N_DIR, locale, name), 'utf8')));
}

describe('numbersIn', () => {
  it('ignores separators and scale rewrites but not a changed figure', () => {
    expect(numbersIn('10,000 BTC in 2010')).toEqual(numbersIn('10.000 BTC en 2010'));
    expect(numbersIn('a 1.4 billion loan')).toEqual(numbersIn('un préstamo de 1,4 mil millones'));
    expect(numbersIn('0.79, about 79%')).toEqual(numbersIn('0,79; cerca de 79 %'));
    expect(numbersIn('21 million')).not.toEqual(numbersIn('12 millones'));
    expect(numbersIn('in 2009')).not.toEqual(numbersIn('em 2008'));
    expect(numbersIn('a 16th-century mathematician')).toEqual(numbersIn('un matemático del siglo XVI'));
  });
});

describe('translated content', () => {
  it('has the locales issue 30 translates content into', () => {
    expect(locales).toEqual(expect.arrayContaining(['es', 'pt-BR']));
  });

  describe.each(locales)('%s', (locale) => {
    it('translates every vocabulary term and nothing else, with the same numbers', () => {
      const translated = readLocaleFile(locale, 'vocabulary.json');
      const englishIds = catalogue.terms.map((term) => String(term.id));
      expect(Object.keys(translated).filter((id) => !englishIds.includes(id)), 'ids not in content/vocabulary').toEqual([]);
      expect(englishIds.filter((id) => !(id in translated)), 'English terms without a translation').toEqual([]);
      for (const english of catalogue.terms) {
        const entry = translatedTermSchema.parse(translated[String(english.id)]);
        for (const field of ['term', 'definition', 'example'] as const) {
          expect(numbersIn(entry[field]), `term ${english.id} ${field}`).toEqual(numbersIn(english[field]));
        }
      }
    });

    it('translates every coin card and nothing else, with lists of the same length and the same numbers', () => {
      const translated = readLocaleFile(locale, 'coins.json');
      const englishSlugs = catalogue.coins.map((coin) => coin.slug);
      expect(Object.keys(translated).filter((slug) => !englishSlugs.includes(slug)), 'slugs not in content/coins').toEqual([]);
      expect(englishSlugs.filter((slug) => !(slug in translated)), 'English coins without a translation').toEqual([]);
      for (const english of catalogue.coins) {
        const entry = translatedCoinSchema.parse(translated[english.slug]);
        for (const field of COIN_TEXT_FIELDS) {
          expect(numbersIn(entry[field]), `${english.slug} ${field}`).toEqual(numbersIn(english[field]));
        }
        for (const field of COIN_LIST_FIELDS) {
          expect(entry[field].length, `${english.slug} ${field} length`).toBe(english[field].length);
          entry[field].forEach((item, index) => {
            expect(numbersIn(item), `${english.slug} ${field}[${index}]`).toEqual(numbersIn(english[field][index] ?? ''));
          });
        }
      }
    });
  });
});
