/**
 * Fair quizzes as content rules (docs/decisions/019-fair-quizzes.md): pools large enough that a retake
 * draws different questions, and no length or position cue that passes a quiz without knowing the answers.
 */
import { describe, expect, it } from 'vitest';
import { QUIZ_DRAW_SIZE, QUIZ_PASS_MARK } from '../../shared/constants/learning';
import { loadCatalogue } from './load-content';

const catalogue = loadCatalogue();
const questions = catalogue.modules.flatMap((module) => module.questions);
const lengths = (options: string[]) => options.map((option) => option.length);
const isUniqueLongest = (question: { options: string[]; correctAnswer: number }) => {
  const all = lengths(question.options);
  return all.every((length, index) => index === question.correctAnswer || length < all[question.correctAnswer]!);
};
const isUniqueShortest = (question: { options: string[]; correctAnswer: number }) => {
  const all = lengths(question.options);
  return all.every((length, index) => index === question.correctAnswer || length > all[question.correctAnswer]!);
};

describe('quiz pools', () => {
  it.each(catalogue.modules.map((module) => [module.id, module] as const))('module %i has a pool of at least 10 distinct questions', (_id, module) => {
    expect(module.questions.length).toBeGreaterThanOrEqual(10);
    expect(module.questions.length).toBeGreaterThanOrEqual(QUIZ_DRAW_SIZE + 4);
    expect(new Set(module.questions.map((question) => question.question)).size).toBe(module.questions.length);
  });

  it('makes the correct option the unique longest in at most 30% of questions, and the unique shortest rarely', () => {
    expect(questions.filter(isUniqueLongest).length / questions.length).toBeLessThanOrEqual(0.3);
    expect(questions.filter(isUniqueShortest).length / questions.length).toBeLessThanOrEqual(0.3);
  });

  it.each(catalogue.modules.map((module) => [module.id, module] as const))('module %i cannot be passed by always picking the longest option', (_id, module) => {
    // The worst draw puts every longest-is-right question in one attempt.
    const best = Math.min(module.questions.filter(isUniqueLongest).length, QUIZ_DRAW_SIZE);
    expect((best / QUIZ_DRAW_SIZE) * 100).toBeLessThan(QUIZ_PASS_MARK);
  });

  it('balances the stored position of the correct option (options are also shuffled per attempt)', () => {
    const fourOption = questions.filter((question) => question.options.length === 4);
    for (let position = 0; position < 4; position += 1) {
      const share = fourOption.filter((question) => question.correctAnswer === position).length / fourOption.length;
      expect(share, `position ${position}`).toBeGreaterThanOrEqual(0.15);
      expect(share, `position ${position}`).toBeLessThanOrEqual(0.35);
    }
  });
});
