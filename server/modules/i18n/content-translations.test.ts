import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createContentTranslations } from './content-translations';

/** A fixture folder laid out as content/ is: coins/ for the slugs, i18n/<locale>/ for the translations. */
const FIXTURE = path.join(import.meta.dirname, 'test-content');
const term = { id: 1, term: 'Blockchain', definition: 'English definition', example: 'English example', pronunciationText: 'BLOK-chayn' };
const coin = { id: 1, name: 'Bitcoin', description: 'English description', personality: 'English personality', funFacts: ['English fact'] };

describe('content translations', () => {
  it('answers a term in the language that has it, field by field, English for the rest', () => {
    const translations = createContentTranslations(FIXTURE);
    expect(translations.term(term, 'es')).toEqual({ ...term, term: 'Fixture term (es)', definition: 'Fixture definition (es)', example: 'Fixture example (es)' });
  });

  it('keeps English for English, a language without files, an untranslated item and an invalid entry', () => {
    const invalid: string[] = [];
    const translations = createContentTranslations(FIXTURE, (file, key) => invalid.push(`${path.basename(file)}:${key}`));
    expect(translations.term(term, 'en')).toBe(term);
    expect(translations.term(term, 'tr')).toBe(term);
    expect(translations.term({ ...term, id: 3 }, 'es')).toEqual({ ...term, id: 3 });
    expect(translations.term({ ...term, id: 2 }, 'es')).toEqual({ ...term, id: 2 });
    expect(translations.term(term, '../../etc')).toBe(term);
    expect(invalid).toContain('vocabulary.json:2');
  });

  it('replaces only a coin prose field of the same shape, by slug', () => {
    const translations = createContentTranslations(FIXTURE);
    expect(translations.coin(coin, 'es')).toEqual({ ...coin, description: 'Fixture description (es)', funFacts: ['Fixture fact (es)'] });
    expect(translations.coin({ ...coin, id: 2 }, 'es')).toEqual({ ...coin, id: 2 });
    expect(translations.coin({ ...coin, id: 99 }, 'es')).toEqual({ ...coin, id: 99 });
  });

  it('shows tags in the language too (matching and recommendations read the English ones from the database)', () => {
    const translations = createContentTranslations(FIXTURE);
    expect(translations.coin({ ...coin, tags: ['Layer 1'] }, 'es')).toMatchObject({ tags: ['Capa 1'] });
    expect(translations.coin({ ...coin, tags: ['Layer 1'] }, 'en')).toMatchObject({ tags: ['Layer 1'] });
  });
});
