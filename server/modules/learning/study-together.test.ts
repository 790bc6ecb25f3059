import { describe, expect, it } from 'vitest';
import type { Topic } from '../../../shared/constants/topics';
import { chooseStudyModule, type StudyModule } from './study-together';

const mod = (id: number, topics: string[], prerequisites: number[] = [], difficultyLevel = 1): StudyModule => ({
  id,
  title: `Module ${id}`,
  topics,
  prerequisites,
  difficultyLevel,
  category: 'basics',
});
// 1 bitcoin (entry), 2 blockchain (after 1), 6 trading (entry, harder), 9 staking (after 2), 15 technical analysis (after 6)
const CATALOGUE = [mod(1, ['bitcoin']), mod(2, ['blockchain'], [1], 2), mod(6, ['trading'], [], 2), mod(9, ['staking'], [2], 4), mod(15, ['trading', 'technical analysis'], [6], 5)];
const partner = (userId: number, completed: number[]) => ({ userId, completed: new Set(completed) });
const topics = (...list: Topic[]) => new Set<Topic>(list);

describe('the module a pair does together', () => {
  it('picks a module one completed and the other is ready for, with the one ahead named', () => {
    const choice = chooseStudyModule(CATALOGUE, partner(1, [1, 2]), partner(2, [1]), topics());
    expect(choice).toMatchObject({ module: { id: 2 }, aheadUserId: 1 });
  });

  it('is the same whichever partner looks', () => {
    const [a, b] = [partner(1, [1, 6, 15]), partner(2, [1, 2])];
    expect(chooseStudyModule(CATALOGUE, a, b, topics('trading'))).toEqual(chooseStudyModule(CATALOGUE, b, a, topics('trading')));
  });

  it('skips a module the other is not ready for (a prerequisite missing)', () => {
    // A finished staking (9); B has not done 2, its prerequisite: the suggestion is 2, which B is ready for.
    const choice = chooseStudyModule(CATALOGUE, partner(1, [1, 2, 9]), partner(2, [1]), topics('staking'));
    expect(choice).toMatchObject({ module: { id: 2 }, aheadUserId: 1 });
  });

  it("prefers the pair's topics over an easier module", () => {
    // Both modules 2 (blockchain) and 6 (trading) could be taught by A; the pair teaches each other trading.
    const choice = chooseStudyModule(CATALOGUE, partner(1, [1, 2, 6]), partner(2, [1]), topics('trading'));
    expect(choice).toMatchObject({ module: { id: 6 }, aheadUserId: 1 });
  });

  it('falls back to the next module both are ready for when neither is ahead', () => {
    expect(chooseStudyModule(CATALOGUE, partner(1, []), partner(2, []), topics())).toMatchObject({ module: { id: 1 }, aheadUserId: null });
    expect(chooseStudyModule(CATALOGUE, partner(1, [1]), partner(2, [1]), topics('trading'))).toMatchObject({ module: { id: 6 }, aheadUserId: null });
  });

  it('has nothing to suggest when both completed everything', () => {
    const all = CATALOGUE.map((module) => module.id);
    expect(chooseStudyModule(CATALOGUE, partner(1, all), partner(2, all), topics())).toBeNull();
  });
});
