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
  it('starts a new learner with beginner modules', () => {
    const ranked = rankModules(modules, learner());
    expect(ranked[0]).toMatchObject({ module: { id: 1 }, reason: 'A good place to start' });
    expect(ranked.at(-1)?.module.id).toBe(22);
  });

  it('puts an in-progress module first and leaves completed ones out', () => {
    const ranked = rankModules(modules, learner({ progress: new Map([[1, true], [14, false]]) }));
    expect(ranked[0]).toMatchObject({ module: { id: 14 }, reason: 'Pick up where you left off' });
    expect(ranked.map((item) => item.module.id)).not.toContain(1);
  });

  it('follows a liked coin', () => {
    const ranked = rankModules(modules, learner({ likedCoins: [{ id: 44, name: 'Chiliz', tags: ['Sports'] }] }));
    expect(ranked[0]).toMatchObject({ module: { id: 14 }, reason: 'Because you liked Chiliz' });
  });

  it('credits what unlocks a wanted module whose prerequisites are not done', () => {
    const ranked = rankModules(modules, learner({ learningInterests: ['DeFi'] }));
    const defi = ranked.find((item) => item.module.id === 10);
    expect(defi?.reason).toBe('Matches your interest in DeFi');
    expect(ranked.find((item) => item.module.id === 2)?.reason).toBe('Unlocks "Intro to DeFi"');
  });

  it('respects the limit', () => {
    expect(rankModules(modules, learner(), 2)).toHaveLength(2);
  });
});
