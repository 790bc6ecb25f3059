import { describe, expect, it } from 'vitest';
import { bruteForce, crowdedPopulation, population, randomActivity, randomTraits, randomUser, TEST_BORN_BY } from '../../test/random-candidates';
import { seededRandom } from '../../test/seeded-random';
import { CandidateStore, type IndexedUser } from './candidate-store';

function storeOf(users: readonly IndexedUser[]): CandidateStore {
  const store = new CandidateStore();
  for (const user of users) store.put(user);
  return store;
}

describe('candidate store', () => {
  it('ranks exactly like brute force when many users share a profile class (pruned by class, ties by activity then id)', () => {
    const users = crowdedPopulation(6000, 80, 41);
    const store = storeOf(users);
    expect(store.size).toBe(6000);
    expect(store.classes).toBeLessThanOrEqual(80);
    const random = seededRandom(43);
    for (let sample = 0; sample < 30; sample++) {
      const me = users[Math.floor(random() * users.length)]!;
      const excluded = new Set(Array.from({ length: 40 }, () => 1 + Math.floor(random() * users.length)));
      for (const limit of [1, 10, 50]) expect(store.best(me, excluded, limit, TEST_BORN_BY)).toEqual(bruteForce(me, users, excluded, limit));
    }
  }, 30_000);

  it('stays exact when emptied classes outnumber the users (visited by id)', () => {
    const users = population(400, 71);
    const store = storeOf(users);
    const random = seededRandom(73);
    for (let round = 0; round < 2; round++) {
      for (let at = 0; at < users.length; at++) {
        users[at] = randomUser(random, at + 1);
        store.put(users[at]!);
      }
    }
    expect(store.classes).toBeGreaterThan(store.size);
    for (let sample = 0; sample < 20; sample++) {
      const me = users[Math.floor(random() * users.length)]!;
      expect(store.best(me, new Set([1, 2, 3]), 20, TEST_BORN_BY)).toEqual(bruteForce(me, users, new Set([1, 2, 3]), 20));
    }
  });

  it('stays exact while users change class, change traits, are banned or removed', () => {
    const users = crowdedPopulation(3000, 40, 47);
    const store = storeOf(users);
    const random = seededRandom(53);
    for (let round = 0; round < 10; round++) {
      for (let change = 0; change < 150; change++) {
        const at = Math.floor(random() * users.length);
        const user = users[at]!;
        const roll = random();
        if (roll < 0.4) users[at] = { ...randomUser(random, user.userId) };
        else if (roll < 0.7) users[at] = { ...user, traits: randomTraits(random), lastActiveAt: randomActivity(random) };
        else if (roll < 0.85) users[at] = { ...user, banned: !user.banned };
        else {
          users[at] = { ...user, banned: true };
          store.remove(user.userId);
          continue;
        }
        store.put(users[at]!);
      }
      expect(store.size).toBe(users.filter((user) => !user.banned).length);
      const me = users[Math.floor(random() * users.length)]!;
      expect(store.best(me, new Set(), 30, TEST_BORN_BY)).toEqual(bruteForce(me, users, new Set(), 30));
    }
  }, 30_000);

  it('lets a later class in when it can only tie the last score but wins the tie-break', () => {
    const me = { ...randomUser(seededRandom(61), 100), preferredLearningStyle: 'Visual', communicationStyle: 'Direct', learningInterests: ['Trading'] };
    // With Visual and Direct, each of these styles scores 0.3: different classes, one bound, equal scores.
    const twins = (ids: number[], styles: [string, string][], day: number) =>
      ids.map((userId, index) => {
        const [preferredLearningStyle, communicationStyle] = styles[index % styles.length]!;
        return { ...me, userId, preferredLearningStyle, communicationStyle, lastActiveAt: new Date(Date.UTC(2026, 10, day)) };
      });
    const range = (from: number, count = 10) => Array.from({ length: count }, (_, index) => from + index);
    const casual = ['Reading/Writing', 'Auditory', 'Kinesthetic'].map((style): [string, string] => [style, 'Casual']);
    const supportive = ['Reading/Writing', 'Auditory', 'Kinesthetic'].map((style): [string, string] => [style, 'Supportive']);
    const cases: [IndexedUser[], IndexedUser[], number][] = [
      // Classes holding many users (visited best bound first): more recent wins, then the lower id.
      [twins(range(1), [['Auditory', 'Casual']], 1), twins(range(11), [['Auditory', 'Supportive']], 5), 10],
      [twins(range(11), [['Auditory', 'Casual']], 3), twins(range(1), [['Auditory', 'Supportive']], 3), 10],
      // One user per class, and more (emptied) classes than users: visited by id.
      [twins(range(1, 3), casual, 1), twins(range(4, 3), supportive, 5), 3],
      [twins(range(4, 3), casual, 3), twins(range(1, 3), supportive, 3), 3],
    ];
    for (const [first, second, limit] of cases) {
      const store = storeOf([...first, ...second, me]);
      if (limit === 3) {
        const gone = crowdedPopulation(20, 20, 67).map((user) => ({ ...user, userId: user.userId + 1000 }));
        for (const user of gone) store.put(user);
        for (const user of gone) store.remove(user.userId);
        expect(store.classes).toBeGreaterThan(store.size);
      }
      const best = store.best(me, new Set(), limit, TEST_BORN_BY);
      expect(best).toEqual(bruteForce(me, [...first, ...second], new Set(), limit));
      expect(best.map((entry) => entry.userId).sort((a, b) => a - b)).toEqual(second.map((user) => user.userId).sort((a, b) => a - b));
    }
  });

  it('returns everyone when the limit exceeds the population, and nothing for a limit of 0', () => {
    const users = crowdedPopulation(200, 7, 59);
    const store = storeOf(users);
    expect(store.best(users[0]!, new Set(), 1000, TEST_BORN_BY)).toEqual(bruteForce(users[0]!, users, new Set(), 1000));
    expect(store.best(users[0]!, new Set(), 0, TEST_BORN_BY)).toEqual([]);
  });
});
