import { describe, expect, it } from 'vitest';
import { masteryLevel, percentOf } from './mastery-level';

describe('masteryLevel', () => {
  it('names the level by the share of terms mastered', () => {
    expect(masteryLevel(0, 164)).toEqual({ label: 'Newcomer', percent: 0 });
    expect(masteryLevel(1, 164)).toEqual({ label: 'Beginner', percent: 0 });
    expect(masteryLevel(41, 164)).toEqual({ label: 'Apprentice', percent: 25 });
    expect(masteryLevel(82, 164)).toEqual({ label: 'Adept', percent: 50 });
    expect(masteryLevel(163, 164)).toEqual({ label: 'Expert', percent: 99 });
    expect(masteryLevel(164, 164)).toEqual({ label: 'Vocabulary Master', percent: 100 });
  });

  it('has no level without terms', () => {
    expect(masteryLevel(0, 0)).toEqual({ label: 'Newcomer', percent: 0 });
    expect(percentOf(3, 0)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
  });
});
