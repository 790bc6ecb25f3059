/**
 * Fair quizzes as content rules (docs/decisions/019-fair-quizzes.md): pools large enough that a retake
 * draws different questions, and no length or position cue that passes a quiz without knowing the answers.
 */
import { describe, expect, it } from 'vitest';
import { QUIZ_DRAW_SIZE, QUIZ_PASS_MARK } from '../../shared/constants/learning';
import { drawQuiz, type RandomInt } from '../modules/learning/quiz-draw';
import { asShown, gradeQuiz } from '../modules/learning/quiz-grading';
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

/** The most any one length rank or stored position may hold of a module's right answers (docs/decisions/054-practice-wallet-and-quiz-fairness.md). */
const CUE_SHARE_MAX = 0.35;
/** The most often a test-taker who ignores the question may pass a module. */
const BLIND_PASS_RATE_MAX = 0.05;
const SIMULATED_ATTEMPTS = 1000;

type PoolQuestion = { id: number; options: string[]; correctAnswer: number; explanation: string };

/**
 * Chance that "pick the option of length rank `rank`" picks the right answer, ties broken at random.
 * Ranks count from the longest (descending) or from the shortest (ascending).
 */
function rankHitChance(options: readonly string[], correct: number, rank: number, from: 'longest' | 'shortest'): number {
  const sign = from === 'longest' ? -1 : 1;
  const sorted = options.map((option) => sign * option.length).sort((a, b) => a - b);
  const target = sorted[rank];
  if (target === undefined || sign * options[correct]!.length !== target) return 0;
  return 1 / sorted.filter((value) => value === target).length;
}

/** A seeded generator (mulberry32) so the simulation is the same on every run. */
function seededRandom(seed: number): RandomInt {
  let state = seed >>> 0;
  return (maxExclusive) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * maxExclusive);
  };
}

type Strategy = { name: string; choose: (options: readonly string[], random: RandomInt) => number };

function byLengthRank(rank: number, from: 'longest' | 'shortest'): Strategy {
  return {
    name: `${from} rank ${rank}`,
    choose: (options, random) => {
      const sign = from === 'longest' ? -1 : 1;
      const sorted = options.map((option) => sign * option.length).sort((a, b) => a - b);
      const target = sorted[Math.min(rank, sorted.length - 1)]!;
      const candidates = options.map((option, index) => (sign * option.length === target ? index : -1)).filter((index) => index >= 0);
      return candidates[random(candidates.length)]!;
    },
  };
}

const maxOptions = Math.max(...questions.map((question) => question.options.length));
const strategies: Strategy[] = [
  ...Array.from({ length: maxOptions }, (_, rank) => byLengthRank(rank, 'longest')),
  ...Array.from({ length: maxOptions }, (_, rank) => byLengthRank(rank, 'shortest')),
  ...Array.from({ length: maxOptions }, (_, position) => ({
    name: `position ${position}`,
    choose: (options: readonly string[]) => Math.min(position, options.length - 1),
  })),
  { name: 'random', choose: (options, random) => random(options.length) },
];

/**
 * Pass rate of a blind strategy over consecutive attempts, each drawn the way the service draws (the real
 * drawQuiz preferring questions not shown last time, options shuffled per attempt) and graded by the real gradeQuiz.
 */
function blindPassRate(pool: readonly PoolQuestion[], strategy: Strategy, seed: number): number {
  const random = seededRandom(seed);
  const byId = new Map(pool.map((question) => [question.id, question]));
  const entries = pool.map((question) => ({ id: question.id, optionCount: question.options.length }));
  let previous = new Set<number>();
  let passes = 0;
  for (let attempt = 0; attempt < SIMULATED_ATTEMPTS; attempt += 1) {
    const draw = drawQuiz(entries, previous, random);
    const shown = draw.questionIds.map((id, index) => asShown(byId.get(id)!, draw.optionOrders[index]!));
    const answers = Object.fromEntries(shown.map((question) => [String(question.id), strategy.choose(question.options, random)]));
    if (gradeQuiz(shown, answers).passed) passes += 1;
    previous = new Set(draw.questionIds);
  }
  return passes / SIMULATED_ATTEMPTS;
}

const pools = catalogue.modules.map((module) => [
  module.id,
  module.questions.map((question, index) => ({ ...question, id: index + 1 })) as PoolQuestion[],
] as const);

describe('quiz pools: no cue answers a module (measured)', () => {
  it.each(pools)('module %i: no length rank holds more than 35% of the right answers', (_id, pool) => {
    for (let rank = 0; rank < maxOptions; rank += 1) {
      for (const from of ['longest', 'shortest'] as const) {
        const share = pool.reduce((sum, question) => sum + rankHitChance(question.options, question.correctAnswer, rank, from), 0) / pool.length;
        expect(share, `${from} rank ${rank}`).toBeLessThanOrEqual(CUE_SHARE_MAX);
      }
    }
  });

  it.each(pools)('module %i: no stored position holds more than 35% of the right answers', (_id, pool) => {
    for (let position = 0; position < maxOptions; position += 1) {
      const share = pool.filter((question) => question.correctAnswer === position).length / pool.length;
      expect(share, `position ${position}`).toBeLessThanOrEqual(CUE_SHARE_MAX);
    }
  });

  it.each(pools)('module %i: a test-taker who ignores the question passes at most 5% of attempts', (id, pool) => {
    const rates = strategies.map((strategy, index) => [strategy.name, blindPassRate(pool, strategy, id * 1000 + index)] as const);
    const over = rates.filter(([, rate]) => rate > BLIND_PASS_RATE_MAX);
    expect(over, JSON.stringify(rates)).toEqual([]);
  }, 60_000);

  it('the simulation can fail: a pool whose right answers are all the longest is passed by the longest-option strategy', () => {
    const cued = pools[0]![1].map((question) => ({ ...question, options: ['a', 'bb', 'ccc', 'the longest one'], correctAnswer: 3 }));
    expect(blindPassRate(cued, byLengthRank(0, 'longest'), 1)).toBe(1);
    expect(blindPassRate(cued, byLengthRank(0, 'shortest'), 1)).toBe(0);
  });
});

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
