import { describe, expect, it } from 'vitest';
import { bruteForce, population, TEST_BORN_BY } from '../../test/random-candidates';
import { seededRandom } from '../../test/seeded-random';
import { CandidateIndex, type IndexedUser, type IndexSource } from './candidate-index';
import { scoreMatch } from './match-score';

function sourceOf(rows: () => IndexedUser[], changed: () => IndexedUser[] = () => []): IndexSource & { since: Date[] } {
  const since: Date[] = [];
  let clock = Date.UTC(2026, 10, 24, 10);
  return {
    since,
    now: async () => new Date((clock += 1000)),
    page: async (afterId, limit) =>
      rows()
        .filter((row) => row.userId > afterId)
        .slice(0, limit),
    changedSince: async (from) => {
      since.push(from);
      return { now: new Date((clock += 1000)), rows: changed() };
    },
  };
}

describe('candidate index', () => {
  const users = population(3000, 17);

  it('ranks exactly like scoreMatch over everyone, ties by recent activity then id', async () => {
    const index = new CandidateIndex();
    await index.sync(sourceOf(() => users));
    expect(index.size).toBe(users.length);
    const random = seededRandom(5);
    for (let sample = 0; sample < 40; sample++) {
      const me = users[Math.floor(random() * users.length)] as IndexedUser;
      const excluded = new Set(Array.from({ length: 20 }, () => 1 + Math.floor(random() * users.length)));
      expect(index.best(me, excluded, 25, TEST_BORN_BY)).toEqual(bruteForce(me, users, excluded, 25));
    }
  }, 30_000);

  it('gives every pair the score scoreMatch gives', async () => {
    const index = new CandidateIndex();
    await index.sync(sourceOf(() => users));
    for (const me of users.slice(0, 10)) {
      const all = index.best(me, new Set(), users.length, TEST_BORN_BY);
      const oldEnough = users.filter((user) => user.birthMonth !== null && user.birthMonth <= TEST_BORN_BY);
      expect(all).toHaveLength(oldEnough.length - (oldEnough.includes(me) ? 1 : 0));
      const byId = new Map(users.map((user) => [user.userId, user]));
      for (const { userId, score } of all) expect(score).toBe(scoreMatch(me, byId.get(userId) as IndexedUser).score);
    }
  }, 30_000);

  it('loads everything once, then only what changed since the last sync minus the overlap', async () => {
    const small = population(30, 3);
    let changed: IndexedUser[] = [];
    const source = sourceOf(
      () => small,
      () => changed,
    );
    const index = new CandidateIndex();
    await index.sync(source);
    const me = small[0] as IndexedUser;
    const best = index.best(me, new Set(), 1, TEST_BORN_BY)[0];
    expect(best).toBeDefined();

    // Someone else's instance made user 30 my perfect partner and banned the best one.
    const twin: IndexedUser = { ...me, userId: 30, teachTopics: ['bitcoin', 'ethereum', 'basics', 'defi', 'trading'], learnTopics: [...me.teachTopics] };
    changed = [twin, { ...(small[(best?.userId as number) - 1] as IndexedUser), banned: true }];
    await index.sync(source);
    expect(source.since).toHaveLength(1);
    const top = index.best(me, new Set(), 30, TEST_BORN_BY).map((entry) => entry.userId);
    expect(top).not.toContain(best?.userId);
    expect(top[0]).toBe(bruteForce(me, [...small.filter((user) => user.userId !== best?.userId && user.userId !== 30), twin], new Set(), 1)[0]?.userId);
    expect(index.size).toBe(29);
  });

  it('drops a removed user and ignores unknown ids', async () => {
    const index = new CandidateIndex();
    await index.sync(sourceOf(() => users.slice(0, 10)));
    index.remove(4);
    index.remove(999_999);
    expect(index.size).toBe(9);
    expect(index.best(users[0] as IndexedUser, new Set(), 20, TEST_BORN_BY).map((entry) => entry.userId)).not.toContain(4);
  });

  it('never ranks a teen or an account without a birth month, and ranks a teen from the month they turn 18 without a sync', async () => {
    const [me, adult, teen, unanswered] = population(4, 11).map((user, index) => ({ ...user, learnTopics: ['bitcoin'], teachTopics: ['bitcoin'], banned: false, userId: index + 1 }));
    const born = (year: number, month: number) => year * 12 + month - 1;
    const rows = [
      { ...(me as IndexedUser), birthMonth: born(1990, 1) },
      { ...(adult as IndexedUser), birthMonth: born(2000, 5) },
      { ...(teen as IndexedUser), birthMonth: born(2009, 3) },
      { ...(unanswered as IndexedUser), birthMonth: null },
    ];
    const index = new CandidateIndex();
    await index.sync(sourceOf(() => rows));
    const ids = (bornBy: number) =>
      index
        .best(rows[0] as IndexedUser, new Set(), 10, bornBy)
        .map((entry) => entry.userId)
        .sort();
    // February 2027: born in March 2009 is still 17.
    expect(ids(born(2027, 2) - 18 * 12)).toEqual([2]);
    // March 2027: 18 this month, and nothing was reloaded.
    expect(ids(born(2027, 3) - 18 * 12)).toEqual([2, 3]);
  });
});
