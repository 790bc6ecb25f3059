import { describe, expect, it } from 'vitest';
import { bruteForce, population } from '../../test/random-candidates';
import { seededRandom } from '../../test/seeded-random';
import { CandidateIndex, type IndexedUser, type IndexSource } from './candidate-index';
import { scoreMatch } from './match-score';

function sourceOf(rows: () => IndexedUser[], changed: () => IndexedUser[] = () => []): IndexSource & { since: Date[] } {
  const since: Date[] = [];
  let clock = Date.UTC(2026, 10, 24, 10);
  return {
    since,
    now: async () => new Date((clock += 1000)),
    page: async (afterId, limit) => rows().filter((row) => row.userId > afterId).slice(0, limit),
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
      expect(index.best(me, excluded, 25)).toEqual(bruteForce(me, users, excluded, 25));
    }
  }, 30_000);

  it('gives every pair the score scoreMatch gives', async () => {
    const index = new CandidateIndex();
    await index.sync(sourceOf(() => users));
    for (const me of users.slice(0, 10)) {
      const all = index.best(me, new Set(), users.length);
      expect(all).toHaveLength(users.length - 1);
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
    const best = index.best(me, new Set(), 1)[0];
    expect(best).toBeDefined();

    // Someone else's instance made user 30 my perfect partner and banned the best one.
    const twin: IndexedUser = { ...me, userId: 30, teachTopics: ['bitcoin', 'ethereum', 'basics', 'defi', 'trading'], learnTopics: [...me.teachTopics] };
    changed = [twin, { ...(small[(best?.userId as number) - 1] as IndexedUser), banned: true }];
    await index.sync(source);
    expect(source.since).toHaveLength(1);
    const top = index.best(me, new Set(), 30).map((entry) => entry.userId);
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
    expect(index.best(users[0] as IndexedUser, new Set(), 20).map((entry) => entry.userId)).not.toContain(4);
  });
});
