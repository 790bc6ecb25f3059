import { describe, expect, it } from 'vitest';
import { drawQuiz, shuffled } from './quiz-draw';

const pool = Array.from({ length: 10 }, (_, index) => ({ id: 101 + index, optionCount: 4 }));

describe('drawQuiz', () => {
  it("draws six distinct questions from the pool with a permutation of each one's options", () => {
    const draw = drawQuiz(pool, new Set());
    expect(draw.questionIds).toHaveLength(6);
    expect(new Set(draw.questionIds).size).toBe(6);
    for (const id of draw.questionIds) expect(pool.map((question) => question.id)).toContain(id);
    for (const order of draw.optionOrders) expect([...order].sort()).toEqual([0, 1, 2, 3]);
  });

  it('shows first the questions the previous draw did not, so a retake is a different quiz', () => {
    for (let run = 0; run < 50; run += 1) {
      const first = drawQuiz(pool, new Set());
      const second = drawQuiz(pool, new Set(first.questionIds));
      const fresh = pool.map((question) => question.id).filter((id) => !first.questionIds.includes(id));
      for (const id of fresh) expect(second.questionIds).toContain(id);
      expect(second.questionIds.filter((id) => first.questionIds.includes(id))).toHaveLength(2);
    }
  });

  it('varies the position of the right option across draws', () => {
    const positions = new Set<number>();
    for (let run = 0; run < 40; run += 1) positions.add(drawQuiz(pool, new Set()).optionOrders[0]!.indexOf(0));
    expect(positions).toEqual(new Set([0, 1, 2, 3]));
  });

  it('draws the whole pool when it is smaller than a quiz', () => {
    expect(drawQuiz(pool.slice(0, 4), new Set()).questionIds.sort()).toEqual([101, 102, 103, 104]);
  });

  it('shuffles with the injected source (Fisher-Yates)', () => {
    expect(shuffled([1, 2, 3], () => 0)).toEqual([2, 3, 1]);
  });
});
