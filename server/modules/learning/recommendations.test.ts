import { describe, expect, it } from 'vitest';
import { rankModules, type LearnerProfile, type RankableModule } from './recommendations';

const modules: RankableModule[] = [
  { id: 1, title: 'Bitcoin Basics', difficultyLevel: 1, topics: ['bitcoin'], category: 'fundamentals', coinId: 1, prerequisites: [] },
  { id: 2, title: 'Blockchains', difficultyLevel: 2, topics: ['blockchain'], category: 'technology', coinId: null, prerequisites: [1] },
  { id: 10, title: 'Intro to DeFi', difficultyLevel: 5, topics: ['defi', 'lending'], category: 'defi', coinId: 34, prerequisites: [2] },
  { id: 14, title: 'Fan Tokens', difficultyLevel: 3, topics: ['sports', 'fan tokens'], category: 'sports', coinId: 44, prerequisites: [] },
  { id: 22, title: 'Contract Security', difficultyLevel: 9, topics: ['security', 'exploits'], category: 'security', coinId: null, prerequisites: [10] },
];

const learner = (overrides: Partial<LearnerProfile> = {}): LearnerProfile => ({
  learningInterests: [],
  learningGoals: [],
  likedCoins: [],
  skills: [],
  progress: new Map(),
  ...overrides,
});

describe('rankModules', () => {
  it('starts a new learner with the entry points only', () => {
    const ranked = rankModules(modules, learner());
    expect(ranked[0]).toMatchObject({ module: { id: 1 }, reason: 'A good place to start' });
    expect(ranked.map((item) => item.module.id).sort()).toEqual([1, 14]);
  });

  it('offers a module once its prerequisites are completed, never before', () => {
    expect(rankModules(modules, learner({ progress: new Map([[1, true]]) })).map((item) => item.module.id)).toContain(2);
    expect(rankModules(modules, learner({ progress: new Map([[1, true]]) })).map((item) => item.module.id)).not.toContain(10);
    // In progress but not ready: still not offered.
    expect(rankModules(modules, learner({ progress: new Map([[10, false]]) })).map((item) => item.module.id)).not.toContain(10);
    expect(
      rankModules(
        modules,
        learner({
          progress: new Map([
            [1, true],
            [2, true],
          ]),
        }),
      ).map((item) => item.module.id),
    ).toContain(10);
  });

  it('puts an in-progress module first and leaves completed ones out', () => {
    const ranked = rankModules(
      modules,
      learner({
        progress: new Map([
          [1, true],
          [14, false],
        ]),
      }),
    );
    expect(ranked[0]).toMatchObject({ module: { id: 14 }, reason: 'Pick up where you left off' });
    expect(ranked.map((item) => item.module.id)).not.toContain(1);
  });

  it('follows a liked coin', () => {
    const ranked = rankModules(modules, learner({ likedCoins: [{ id: 44, name: 'Chiliz', tags: ['Sports'] }] }));
    expect(ranked[0]).toMatchObject({ module: { id: 14 }, reason: 'Because you liked Chiliz' });
  });

  it('leads a learner who wants a locked module to the ready first step of its chain, saying why', () => {
    const fresh = rankModules(modules, learner({ learningInterests: ['DeFi'] }));
    expect(fresh.map((item) => item.module.id)).not.toContain(10);
    expect(fresh[0]).toMatchObject({ module: { id: 1 }, reason: 'A step towards "Intro to DeFi"' });
    const halfway = rankModules(modules, learner({ learningInterests: ['DeFi'], progress: new Map([[1, true]]) }));
    expect(halfway[0]).toMatchObject({ module: { id: 2 }, reason: 'Unlocks "Intro to DeFi"' });
    const ready = rankModules(
      modules,
      learner({
        learningInterests: ['DeFi'],
        progress: new Map([
          [1, true],
          [2, true],
        ]),
      }),
    );
    expect(ready[0]).toMatchObject({ module: { id: 10 }, reason: 'Matches your interest in DeFi' });
  });

  it('does not explain a market-reading module as DeFi', () => {
    const market: RankableModule = {
      id: 6,
      title: 'Reading a Crypto Market',
      difficultyLevel: 2,
      topics: ['trading', 'market cap', 'liquidity'],
      category: 'trading',
      coinId: null,
      prerequisites: [],
    };
    const ranked = rankModules([market], learner({ learningInterests: ['DeFi'] }));
    expect(ranked[0]?.reason).not.toMatch(/DeFi/);
    expect(rankModules([market], learner({ learningInterests: ['Trading'] }))[0]?.reason).toBe('Matches your interest in Trading');
  });

  it('respects the limit', () => {
    expect(rankModules(modules, learner(), 2)).toHaveLength(2);
  });
});
