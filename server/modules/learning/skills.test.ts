import { describe, expect, it } from 'vitest';
import { computeSkills } from './skills';

const module = (difficultyLevel: number, topics: string[], score: number | null = 100, category = 'technology') => ({ difficultyLevel, topics, score, category });

describe('computeSkills', () => {
  it('is zero without completed modules', () => {
    expect(computeSkills([])).toEqual({ skillLevel: 0, skills: [] });
  });

  it('weighs difficulty by score and gives diminishing credit to further modules', () => {
    const { skills } = computeSkills([module(6, ['trading'], 80), module(2, ['trading'], 100)]);
    // 4.8 + 0.5 x 2
    expect(skills).toEqual([{ topic: 'trading', label: 'Trading', level: 5.8, completedModules: 2 }]);
  });

  it('caps a topic at 10 and averages topics into the overall level', () => {
    const many = Array.from({ length: 6 }, () => module(9, ['security']));
    const result = computeSkills([...many, module(2, ['mining'])]);
    expect(result.skills.find((skill) => skill.topic === 'security')?.level).toBe(10);
    expect(result.skills.find((skill) => skill.topic === 'mining')?.level).toBe(2);
    expect(result.skillLevel).toBe(6);
  });

  it('falls back to the category when no topic is known', () => {
    expect(computeSkills([module(3, ['unheard-of'], 100, 'governance')]).skills[0]).toMatchObject({ topic: 'daos', level: 3 });
  });
});
