import { describe, expect, it } from 'vitest';
import { levelFor, levelProgressPercent, nextLevelAt } from '../../../shared/constants/gamification';
import type { Achievement } from '../../../shared/contracts/gamification';
import { levelSummary, nextRewards, toBreakdown, topSources } from './points-summary';

describe('level arithmetic (docs/product.md section 9)', () => {
  it("matches the spec's sample: 2750 points is level 5, next at 3000, 50%", () => {
    expect(levelSummary(2750)).toEqual({ total: 2750, level: 5, nextLevelAt: 3000, progressPercent: 50 });
  });

  it.each([
    [0, 0, 500, 0],
    [499, 0, 500, 99],
    [500, 1, 1000, 0],
    [749, 1, 1000, 49],
    [5000, 10, 5500, 0],
  ])('%i points: level %i, next at %i, %i%%', (total, level, next, percent) => {
    expect(levelFor(total)).toBe(level);
    expect(nextLevelAt(total)).toBe(next);
    expect(levelProgressPercent(total)).toBe(percent);
  });
});

describe('toBreakdown', () => {
  it('has every spec source, zero when absent, and ignores unknown sources', () => {
    expect(
      toBreakdown([
        { source: 'matches', points: 75 },
        { source: 'legacy', points: 999 },
        { source: 'messaging', points: 4 },
      ]),
    ).toEqual({
      learningModules: 0,
      vocabularyMastered: 0,
      dailyLogins: 0,
      profileCompleteness: 0,
      matches: 75,
      messaging: 4,
      teaching: 0,
    });
  });
});

describe('topSources', () => {
  it('lists the three largest sources with points, largest first', () => {
    const breakdown = { learningModules: 300, vocabularyMastered: 20, dailyLogins: 40, profileCompleteness: 0, matches: 300, messaging: 10, teaching: 0 };
    expect(topSources(breakdown)).toEqual([
      { source: 'learningModules', points: 300 },
      { source: 'matches', points: 300 },
      { source: 'dailyLogins', points: 40 },
    ]);
  });

  it('is empty without points', () => {
    expect(topSources(toBreakdown([]))).toEqual([]);
  });
});

const achievement = (key: string, progress: number, maxProgress: number): Achievement => ({
  key,
  name: key,
  description: `do ${key}`,
  icon: 'Award',
  points: 10,
  progress,
  maxProgress,
  earnedAt: null,
});

describe('nextRewards', () => {
  it('shows the next level, the premium bar to 5000 and the nearest achievement', () => {
    const rewards = nextRewards(1250, [achievement('far', 1, 10), achievement('near', 4, 5)]);
    expect(rewards).toEqual([
      { key: 'level:3', kind: 'level', title: 'Level 3', description: '250 points to go', current: 1250, target: 1500, percent: 50 },
      { key: 'premium-match-features', kind: 'premium', title: 'Premium match features', description: '3750 points to go', current: 1250, target: 5000, percent: 25 },
      { key: 'achievement:near', kind: 'achievement', title: 'near', description: 'do near (+10 points)', current: 4, target: 5, percent: 80 },
    ]);
  });

  it('caps the premium bar at 100% once reached and omits achievements when none is left', () => {
    const rewards = nextRewards(6200, []);
    expect(rewards).toHaveLength(2);
    expect(rewards[1]).toMatchObject({ current: 5000, target: 5000, percent: 100, description: 'Unlocked' });
  });
});
