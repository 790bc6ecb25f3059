/** The term forms of shared/terms/term-forms.ts against the vocabulary catalogue (docs/decisions/031). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TERM_FORM_HINTS, termForms } from '../../shared/terms/term-forms';
import { createTermMatcher } from '../../shared/terms/term-matcher';
import { termContentSchema } from './content-schema';
import { CONTENT_DIR } from './load-content';

const VOCABULARY_DIR = path.join(CONTENT_DIR, 'vocabulary');
const terms = readdirSync(VOCABULARY_DIR)
  .filter((name) => name.endsWith('.json'))
  .flatMap((name) => z.array(termContentSchema).parse(JSON.parse(readFileSync(path.join(VOCABULARY_DIR, name), 'utf8'))));

describe('term forms', () => {
  it('name only terms that exist', () => {
    const names = new Set(terms.map((term) => term.term));
    expect(Object.keys(TERM_FORM_HINTS).filter((name) => !names.has(name))).toEqual([]);
  });

  it('give no two terms the same form', () => {
    const owners = new Map<string, string[]>();
    for (const term of terms) {
      for (const form of termForms(term.term)) {
        const key = form.toLowerCase().replace(/[\s-]+/g, ' ');
        owners.set(key, [...(owners.get(key) ?? []), term.term]);
      }
    }
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
  });

  it('let the matcher recognise every term by each of its forms', () => {
    const matcher = createTermMatcher(terms.map((term) => ({ id: term.id, forms: termForms(term.term) })));
    for (const term of terms) {
      for (const form of termForms(term.term)) {
        expect(matcher.find(`Today: ${form}!`).map((match) => match.termId), `${term.term} as "${form}"`).toEqual([term.id]);
      }
    }
  });
});
