/** The vocabulary catalogue (content/vocabulary/*.json) as the trainer needs it. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { termContentSchema, type TermContent } from './content-schema';
import { CONTENT_DIR } from './load-content';

const VOCABULARY_DIR = path.join(CONTENT_DIR, 'vocabulary');
const CATEGORIES = ['Basics', 'Bitcoin', 'Ethereum', 'DeFi', 'NFTs', 'Trading', 'Security', 'Regulation', 'Mining & Staking', 'Layer 2', 'Governance'];

function loadTerms(): TermContent[] {
  return readdirSync(VOCABULARY_DIR)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => z.array(termContentSchema).parse(JSON.parse(readFileSync(path.join(VOCABULARY_DIR, name), 'utf8'))));
}

describe('vocabulary content', () => {
  const terms = loadTerms();

  it('has at least 150 terms with unique ids and unique names', () => {
    expect(terms.length).toBeGreaterThanOrEqual(150);
    expect(new Set(terms.map((term) => term.id)).size).toBe(terms.length);
    expect(new Set(terms.map((term) => term.term.trim().toLowerCase())).size).toBe(terms.length);
  });

  it('gives every term a definition, an example, pronunciation text and a difficulty from 1 to 3', () => {
    for (const term of terms) {
      expect(term.definition.length, term.term).toBeGreaterThan(40);
      expect(term.example.length, term.term).toBeGreaterThan(40);
      expect(term.pronunciationText.trim(), term.term).not.toBe('');
      expect([1, 2, 3], term.term).toContain(term.difficulty);
      expect(term.definition, term.term).not.toBe(term.example);
    }
  });

  it('covers every category of the issue at every difficulty somewhere', () => {
    const categories = new Set(terms.map((term) => term.category));
    for (const category of CATEGORIES) expect(categories, category).toContain(category);
    expect(new Set(terms.map((term) => term.difficulty))).toEqual(new Set([1, 2, 3]));
  });
});
