/**
 * Lessons in sections (docs/decisions/020-lesson-figures-and-sections.md): every h2 section of a module
 * is followed by one practice check, and the lesson ends with key takeaways.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './load-content';

const catalogue = loadCatalogue();
const headings = (html: string) => [...html.matchAll(/<h2>(.*?)<\/h2>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ''));

describe('sectioned lessons', () => {
  it.each(catalogue.modules.map((module) => [module.id, module] as const))('module %i has one check per section, in order, and key takeaways', (_id, module) => {
    const sections = headings(module.html);
    expect(sections.length).toBeGreaterThanOrEqual(3);
    expect(sections).not.toContain('Key takeaways');
    expect(module.sectionChecks.map((check) => check.section)).toEqual(sections);
    for (const check of module.sectionChecks) {
      expect(check.correctAnswer).toBeLessThan(check.options.length);
      expect(new Set(check.options).size).toBe(check.options.length);
      expect(check.explanation.length).toBeGreaterThan(20);
    }
    expect(module.keyTakeaways.length).toBeGreaterThanOrEqual(3);
  });

  it('does not reuse graded quiz questions as practice checks', () => {
    for (const module of catalogue.modules) {
      const quiz = new Set(module.questions.map((question) => question.question));
      for (const check of module.sectionChecks) expect(quiz.has(check.question), check.question).toBe(false);
    }
  });
});
