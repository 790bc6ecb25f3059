import { describe, expect, it } from 'vitest';
import { POINTS } from '../../../shared/constants/gamification';
import { ACHIEVEMENT_ICONS } from '../../../shared/contracts/gamification';
import { ACHIEVEMENTS, ACHIEVEMENTS_BY_KEY, ledgerKeyFor, measureAchievement, type ActivityCounts } from './achievements';

const none: ActivityCounts = {
  modulesCompleted: 0,
  termsMastered: 0,
  termsTotal: 164,
  currentStreak: 0,
  longestStreak: 0,
  matches: 0,
  messagesSent: 0,
  teachBacksAnswered: 0,
  teachBacksCorrect: 0,
  taughtThatStuck: 0,
  pairStreak: 0,
};

function rule(key: string) {
  const definition = ACHIEVEMENTS_BY_KEY.get(key);
  if (!definition) throw new Error(`no achievement ${key}`);
  return (counts: Partial<ActivityCounts>) => measureAchievement(definition, { ...none, ...counts });
}

describe('the achievement catalogue', () => {
  it("holds the spec's five sample achievements with their points and icons", () => {
    const sample = ['learning-enthusiast', 'vocabulary-master', 'on-fire', 'social-butterfly', 'great-communicator'].map((key) => {
      const { points, icon, description } = ACHIEVEMENTS_BY_KEY.get(key) ?? {};
      return { points, icon, description };
    });
    expect(sample).toEqual([
      { points: 100, icon: 'BookOpen', description: 'Complete 5 learning modules' },
      { points: 250, icon: 'Award', description: 'Master all vocabulary terms' },
      { points: 150, icon: 'Flame', description: 'Keep a 7-day streak' },
      { points: 200, icon: 'Users', description: 'Make 10 matches' },
      { points: 150, icon: 'MessageSquare', description: 'Send 50 messages' },
    ]);
  });

  it('has unique keys and names, the spec icons and positive points', () => {
    expect(new Set(ACHIEVEMENTS.map((entry) => entry.key)).size).toBe(ACHIEVEMENTS.length);
    expect(new Set(ACHIEVEMENTS.map((entry) => entry.name)).size).toBe(ACHIEVEMENTS.length);
    for (const entry of ACHIEVEMENTS) {
      expect(ACHIEVEMENT_ICONS).toContain(entry.icon);
      expect(entry.points).toBeGreaterThan(0);
    }
  });

  it('shares the vocabulary trophy ledger key so the +250 scores once', () => {
    const master = ACHIEVEMENTS_BY_KEY.get('vocabulary-master');
    expect(master?.points).toBe(POINTS.vocabularyTrophy);
    expect(master && ledgerKeyFor(master)).toBe('vocabulary-trophy');
    const firstModule = ACHIEVEMENTS_BY_KEY.get('first-module');
    expect(firstModule && ledgerKeyFor(firstModule)).toBe('achievement:first-module');
  });
});

describe('module rules', () => {
  it.each([
    ['first-module', 1],
    ['learning-enthusiast', 5],
    ['knowledge-seeker', 10],
  ])('%s is met at %i completed modules, not one fewer', (key, goal) => {
    expect(rule(key)({ modulesCompleted: goal - 1 })).toEqual({ progress: goal - 1, maxProgress: goal, isMet: false });
    expect(rule(key)({ modulesCompleted: goal })).toEqual({ progress: goal, maxProgress: goal, isMet: true });
    expect(rule(key)({ modulesCompleted: goal + 7 }).progress).toBe(goal);
  });
});

describe('vocabulary rules', () => {
  it.each([
    ['first-term', 1],
    ['wordsmith', 50],
  ])('%s is met at %i mastered terms', (key, goal) => {
    expect(rule(key)({ termsMastered: goal - 1 }).isMet).toBe(false);
    expect(rule(key)({ termsMastered: goal })).toEqual({ progress: goal, maxProgress: goal, isMet: true });
  });

  it('Vocabulary Master needs every term of the catalogue', () => {
    const master = rule('vocabulary-master');
    expect(master({ termsMastered: 163, termsTotal: 164 })).toEqual({ progress: 163, maxProgress: 164, isMet: false });
    expect(master({ termsMastered: 164, termsTotal: 164 })).toEqual({ progress: 164, maxProgress: 164, isMet: true });
  });

  it('Vocabulary Master is not met by an empty catalogue', () => {
    expect(rule('vocabulary-master')({ termsMastered: 0, termsTotal: 0 }).isMet).toBe(false);
  });
});

describe('streak rules', () => {
  it.each([
    ['warming-up', 3],
    ['on-fire', 7],
    ['unstoppable', 30],
  ])('%s shows the current run and is met once a %i-day run happened', (key, goal) => {
    expect(rule(key)({ currentStreak: goal - 1, longestStreak: goal - 1 })).toEqual({ progress: goal - 1, maxProgress: goal, isMet: false });
    expect(rule(key)({ currentStreak: goal, longestStreak: goal }).isMet).toBe(true);
  });

  it('a broken streak shows the new run as progress but a past long run still counts', () => {
    expect(rule('on-fire')({ currentStreak: 2, longestStreak: 5 })).toEqual({ progress: 2, maxProgress: 7, isMet: false });
    expect(rule('on-fire')({ currentStreak: 0, longestStreak: 9 })).toEqual({ progress: 7, maxProgress: 7, isMet: true });
  });
});

describe('social rules', () => {
  it('First Connection and Social Butterfly count matches', () => {
    expect(rule('first-match')({ matches: 1 }).isMet).toBe(true);
    expect(rule('social-butterfly')({ matches: 9 })).toEqual({ progress: 9, maxProgress: 10, isMet: false });
    expect(rule('social-butterfly')({ matches: 10 }).isMet).toBe(true);
  });

  it('Icebreaker and Great Communicator count messages sent', () => {
    expect(rule('icebreaker')({ messagesSent: 0 }).isMet).toBe(false);
    expect(rule('icebreaker')({ messagesSent: 1 }).isMet).toBe(true);
    expect(rule('great-communicator')({ messagesSent: 49 })).toEqual({ progress: 49, maxProgress: 50, isMet: false });
    expect(rule('great-communicator')({ messagesSent: 50 }).isMet).toBe(true);
  });

  it('other activity does not move a social rule', () => {
    expect(rule('great-communicator')({ matches: 99, modulesCompleted: 99 }).progress).toBe(0);
  });

  it('Mentor: a partner answers a card correctly; Seasoned Mentor: partners answer 10 cards, right or wrong', () => {
    expect(rule('first-mentor')({ teachBacksAnswered: 3, teachBacksCorrect: 0 }).isMet).toBe(false);
    expect(rule('first-mentor')({ teachBacksAnswered: 1, teachBacksCorrect: 1 }).isMet).toBe(true);
    expect(rule('seasoned-mentor')({ teachBacksAnswered: 9, teachBacksCorrect: 9 })).toEqual({ progress: 9, maxProgress: 10, isMet: false });
    expect(rule('seasoned-mentor')({ teachBacksAnswered: 10, teachBacksCorrect: 0 }).isMet).toBe(true);
    expect(ACHIEVEMENTS.filter((entry) => entry.source === 'teaching').map((entry) => entry.key)).toEqual(['first-mentor', 'seasoned-mentor', 'lasting-teacher']);
  });

  it('Lasting Teacher: five things taught that partners still remembered a week later', () => {
    expect(rule('lasting-teacher')({ taughtThatStuck: 4, teachBacksAnswered: 20 })).toEqual({ progress: 4, maxProgress: 5, isMet: false });
    expect(rule('lasting-teacher')({ taughtThatStuck: 5 }).isMet).toBe(true);
  });
});
