/**
 * Drawing a fair quiz (docs/decisions/019-fair-quizzes.md): QUIZ_DRAW_SIZE questions from the module's
 * pool, preferring questions the learner was not shown in their previous draw, with each question's
 * options in a fresh random order. Pure apart from the injected random source.
 */
import { randomInt } from 'node:crypto';
import { QUIZ_DRAW_SIZE } from '../../../shared/constants/learning';

export type RandomInt = (maxExclusive: number) => number;

export const cryptoRandomInt: RandomInt = (maxExclusive) => randomInt(maxExclusive);

export function shuffled<T>(items: readonly T[], random: RandomInt = cryptoRandomInt): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = random(index + 1);
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

export interface Draw {
  questionIds: number[];
  /** Per drawn question: shown option index -> stored option index. */
  optionOrders: number[][];
}

export function drawQuiz(pool: ReadonlyArray<{ id: number; optionCount: number }>, previouslyShown: ReadonlySet<number>, random: RandomInt = cryptoRandomInt, size = QUIZ_DRAW_SIZE): Draw {
  const fresh = shuffled(
    pool.filter((question) => !previouslyShown.has(question.id)),
    random,
  );
  const repeated = shuffled(
    pool.filter((question) => previouslyShown.has(question.id)),
    random,
  );
  const chosen = shuffled([...fresh, ...repeated].slice(0, size), random);
  return {
    questionIds: chosen.map((question) => question.id),
    optionOrders: chosen.map((question) =>
      shuffled(
        Array.from({ length: question.optionCount }, (_, index) => index),
        random,
      ),
    ),
  };
}
