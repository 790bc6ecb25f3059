/**
 * Translated content (content/i18n/<locale>/vocabulary.json, coins.json, journeys.json and modules/) must mirror
 * the English catalogue exactly: every vocabulary id, coin slug and journey slug present and no stray ones, every prose field filled,
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
const translatedJourneySchema = z.strictObject({ name: text, description: text });
const COIN_TEXT_FIELDS = ['description', 'personality', 'founderInfo', 'communityInfo'] as const;
const COIN_LIST_FIELDS = ['uniqueFeatures', 'funFacts', 'tags', 'useCases'] as const;

/**
 * The misconceptions and second explanation (docs/decisions/063-wrong-answers-that-teach.md) may be missing from
 * a translation for now (English is served, marked as English); where present they must line up with the options.
 */
const teaching = {
  misconceptions: z.array(z.strictObject({ belief: text, correction: text }).nullable()).optional(),
  explanationAlt: text.optional(),
};
const translatedModuleSchema = z.strictObject({
  title: text,
  description: text,
  keyTakeaways: z.array(text),
  resources: z.array(z.strictObject({ title: text })),
  sectionChecks: z.array(z.strictObject({ section: text, question: text, options: z.array(text), explanation: text, ...teaching })),
  questions: z.array(z.strictObject({ question: text, options: z.array(text), explanation: text, ...teaching })),
});

interface Teaching {
  options: string[];
  misconceptions?: Array<{ belief: string; correction: string } | null>;
  explanationAlt?: string;
}

/** What is wrong with a translation's misconceptions and second explanation, against the English question. */
function teachingProblems(translated: Teaching, original: Teaching & { correctAnswer: number }): string[] {
  const problems: string[] = [];
  const { misconceptions } = translated;
  if (misconceptions) {
    if (misconceptions.length !== original.options.length) problems.push(`misconceptions has ${misconceptions.length} entries for ${original.options.length} options`);
    misconceptions.forEach((entry, index) => {
      if ((entry === null) !== (index === original.correctAnswer)) problems.push(`misconceptions[${index}] must be ${index === original.correctAnswer ? 'null (the right answer)' : 'filled'}`);
      const english = original.misconceptions?.[index];
      if (entry && english) {
        if (numbersIn(entry.belief).join() !== numbersIn(english.belief).join()) problems.push(`misconceptions[${index}].belief changes a number`);
        if (numbersIn(entry.correction).join() !== numbersIn(english.correction).join()) problems.push(`misconceptions[${index}].correction changes a number`);
      }
    });
  }
  if (translated.explanationAlt && original.explanationAlt && numbersIn(translated.explanationAlt).join() !== numbersIn(original.explanationAlt).join()) {
    problems.push('explanationAlt changes a number');
  }
  return problems;
}

/** The lessons translated in every locale: the steps of the first journey, "Crypto Foundations". */
const TRANSLATED_JOURNEY_ID = 1;

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

/**
 * The markup of a lesson without its text: every tag in order with the attributes that must not change in
 * translation (href, src, id, class). Text nodes and alt/title/aria-label texts are left out.
 */
function htmlSkeleton(html: string): string[] {
  return [...html.matchAll(/<(\/?[a-z][a-z0-9]*)\b([^>]*)>/gi)].map(([, tag = '', attributes = '']) => {
    const kept = [...attributes.matchAll(/\b(href|src|id|class)\s*=\s*"([^"]*)"/gi)].map(([, name = '', value = '']) => `${name}="${value}"`);
    return [tag.toLowerCase(), ...kept].join(' ');
  });
}

/** The text of each h2, as client/features/learning/lib/split-sections.ts titles a lesson section. */
function headingsIn(html: string): string[] {
  return [...html.matchAll(/<h2>([\s\S]*?)<\/h2>/g)].map(([, inner = '']) =>
    inner.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#39;|&#x27;/g, "'").replace(/&quot;/g, '"'),
  );
}

/** The text nodes and translated attribute texts of a lesson, for the number comparison. */
function htmlText(html: string): string {
  const attributeTexts = [...html.matchAll(/\b(?:alt|title|aria-label)\s*=\s*"([^"]*)"/gi)].map(([, value = '']) => value);
  return [html.replace(/<[^>]*>/g, ' '), ...attributeTexts].join(' ');
}

function englishHtmlOf(name: string): string {
  return readFileSync(path.join(CONTENT_DIR, 'modules', `${name}.html`), 'utf8');
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

const MODULES_DIR = path.join(CONTENT_DIR, 'modules');
const journeyModuleFiles = (catalogue.journeys.find((journey) => journey.id === TRANSLATED_JOURNEY_ID)?.steps ?? []).map((moduleId) => {
  const file = readdirSync(MODULES_DIR).find((name) => name.startsWith(`${String(moduleId).padStart(2, '0')}-`) && name.endsWith('.json'));
  if (!file) throw new Error(`no content/modules file for module ${moduleId}`);
  return file.replace(/\.json$/, '');
});

describe('teachingProblems', () => {
  const original = {
    options: ['a', 'b', 'c'],
    correctAnswer: 1,
    misconceptions: [{ belief: 'Fees are 2 sat', correction: 'No' }, null, { belief: 'x', correction: 'y' }],
    explanationAlt: 'About 10 minutes',
  };
  it('accepts a translation without misconceptions, and one that lines up', () => {
    expect(teachingProblems({ options: ['a', 'b', 'c'] }, original)).toEqual([]);
    expect(teachingProblems({ ...original, misconceptions: [{ belief: 'Las comisiones son 2 sat', correction: 'No' }, null, { belief: 'x', correction: 'y' }] }, original)).toEqual([]);
  });
  it('refuses misconceptions that do not line up, are incomplete or change a number', () => {
    expect(teachingProblems({ ...original, misconceptions: [null, { belief: 'x', correction: 'y' }] }, original)).toEqual([
      'misconceptions has 2 entries for 3 options',
      'misconceptions[0] must be filled',
      'misconceptions[1] must be null (the right answer)',
    ]);
    expect(teachingProblems({ ...original, misconceptions: [{ belief: 'Comisiones de 3 sat', correction: 'No' }, null, { belief: 'x', correction: 'y' }] }, original)).toEqual([
      'misconceptions[0].belief changes a number',
    ]);
    expect(teachingProblems({ ...original, explanationAlt: 'Unos 12 minutos' }, original)).toEqual(['explanationAlt changes a number']);
  });
});

describe('htmlSkeleton', () => {
  it('keeps tags and link targets but not text', () => {
    expect(htmlSkeleton('<p>Hola <a href="/x" title="t">mundo</a></p>')).toEqual(htmlSkeleton('<p>Hello <a href="/x" title="u">world</a></p>'));
    expect(htmlSkeleton('<p><a href="/y">mundo</a></p>')).not.toEqual(htmlSkeleton('<p><a href="/x">world</a></p>'));
    expect(htmlSkeleton('<p><em>mundo</em></p>')).not.toEqual(htmlSkeleton('<p><strong>world</strong></p>'));
  });
});

describe('translated content', () => {
  it('translates the lessons of the first journey', () => {
    expect(journeyModuleFiles).toHaveLength(7);
  });

  it('has the locales content is translated into', () => {
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

    it('names and describes every journey and nothing else, with the same numbers', () => {
      const translated = readLocaleFile(locale, 'journeys.json');
      const englishSlugs = catalogue.journeys.map((journey) => journey.slug);
      expect(Object.keys(translated).filter((slug) => !englishSlugs.includes(slug)), 'slugs not in content/journeys').toEqual([]);
      expect(englishSlugs.filter((slug) => !(slug in translated)), 'English journeys without a translation').toEqual([]);
      for (const english of catalogue.journeys) {
        const entry = translatedJourneySchema.parse(translated[english.slug]);
        expect(numbersIn(entry.name), `${english.slug} name`).toEqual(numbersIn(english.name));
        expect(numbersIn(entry.description), `${english.slug} description`).toEqual(numbersIn(english.description));
      }
    });

    describe.each(journeyModuleFiles)('lesson %s', (name) => {
      const htmlFile = path.join(I18N_DIR, locale, 'modules', `${name}.html`);
      const jsonFile = path.join(I18N_DIR, locale, 'modules', `${name}.json`);

      it('is present as HTML and JSON', () => {
        expect(existsSync(htmlFile), `${locale}/modules/${name}.html`).toBe(true);
        expect(existsSync(jsonFile), `${locale}/modules/${name}.json`).toBe(true);
      });

      it('keeps the English markup, with the same numbers in its text', () => {
        if (!existsSync(htmlFile)) return;
        const englishHtml = readFileSync(path.join(MODULES_DIR, `${name}.html`), 'utf8');
        const html = readFileSync(htmlFile, 'utf8');
        expect(htmlSkeleton(html)).toEqual(htmlSkeleton(englishHtml));
        expect(numbersIn(htmlText(html))).toEqual(numbersIn(htmlText(englishHtml)));
      });

      it('translates the prose of the module JSON, with lists of the same length and the same numbers', () => {
        if (!existsSync(jsonFile) || !existsSync(htmlFile)) return;
        const english = catalogue.modules.find((module) => name.startsWith(`${String(module.id).padStart(2, '0')}-`));
        if (!english) throw new Error(`no English module for ${name}`);
        const entry = translatedModuleSchema.parse(JSON.parse(readFileSync(jsonFile, 'utf8')));
        const headings = headingsIn(readFileSync(htmlFile, 'utf8'));
        const same = (translated: string, original: string, where: string) => expect(numbersIn(translated), where).toEqual(numbersIn(original));

        same(entry.title, english.title, 'title');
        same(entry.description, english.description, 'description');
        expect(entry.keyTakeaways.length, 'keyTakeaways length').toBe(english.keyTakeaways.length);
        entry.keyTakeaways.forEach((item, index) => same(item, english.keyTakeaways[index] ?? '', `keyTakeaways[${index}]`));
        expect(entry.resources.length, 'resources length').toBe(english.resources.length);
        entry.resources.forEach((item, index) => same(item.title, english.resources[index]?.title ?? '', `resources[${index}]`));
        expect(entry.sectionChecks.length, 'sectionChecks length').toBe(english.sectionChecks.length);
        entry.sectionChecks.forEach((check, index) => {
          const original = english.sectionChecks[index];
          if (!original) return;
          expect(headings, `sectionChecks[${index}].section is a heading of the translated lesson`).toContain(check.section);
          expect(headings.indexOf(check.section), `sectionChecks[${index}].section is the same section`).toBe(headingsIn(englishHtmlOf(name)).indexOf(original.section));
          same(check.question, original.question, `sectionChecks[${index}].question`);
          same(check.explanation, original.explanation, `sectionChecks[${index}].explanation`);
          expect(check.options.length, `sectionChecks[${index}] options length`).toBe(original.options.length);
          check.options.forEach((option, optionIndex) => same(option, original.options[optionIndex] ?? '', `sectionChecks[${index}].options[${optionIndex}]`));
          expect(teachingProblems(check, original), `sectionChecks[${index}]`).toEqual([]);
        });
        expect(entry.questions.length, 'questions length').toBe(english.questions.length);
        entry.questions.forEach((question, index) => {
          const original = english.questions[index];
          if (!original) return;
          same(question.question, original.question, `questions[${index}].question`);
          same(question.explanation, original.explanation, `questions[${index}].explanation`);
          expect(question.options.length, `questions[${index}] options length`).toBe(original.options.length);
          question.options.forEach((option, optionIndex) => same(option, original.options[optionIndex] ?? '', `questions[${index}].options[${optionIndex}]`));
          expect(teachingProblems(question, original), `questions[${index}]`).toEqual([]);
        });
      });
    });
  });
});
