import { describe, expect, it } from 'vitest';
import { crowdedPopulation, population } from '../../test/random-candidates';
import { seededRandom } from '../../test/seeded-random';
import { ProfileEncoder } from './candidate-score';
import { scoreMatch } from './match-score';

describe('candidate score on encoded profiles', () => {
  const users = [...population(400, 23), ...crowdedPopulation(200, 5, 29).map((user) => ({ ...user, userId: user.userId + 400 }))];
  const encoder = new ProfileEncoder();
  const encoded = users.map((user) => encoder.encode(user));
  const pick = seededRandom(31);

  // 20,000 scorers: several seconds on a loaded machine, past the default 5 s.
  it('scores every pair like scoreMatch, under the trait bound, under the topic bound', { timeout: 60_000 }, () => {
    for (let pair = 0; pair < 20_000; pair++) {
      const a = Math.floor(pick() * users.length);
      const b = Math.floor(pick() * users.length);
      const scorer = encoder.scorerFor(users[a]!);
      const { teach, learn, interests, shape, traits } = encoded[b]!;
      const score = scorer.score(teach, learn, interests, shape, Uint8Array.from(traits), 0);
      const withoutTraits = scorer.traitBound(teach, learn, interests, shape);
      expect(score).toBe(scoreMatch(users[a]!, users[b]!).score);
      expect(withoutTraits).toBeGreaterThanOrEqual(score);
      expect(scorer.topicBound(teach, learn, shape)).toBeGreaterThanOrEqual(withoutTraits);
    }
  });

  it('makes each bound the score of the best candidate it stands for (never looser)', () => {
    for (let pair = 0; pair < 5_000; pair++) {
      const me = users[Math.floor(pick() * users.length)]!;
      const them = users[Math.floor(pick() * users.length)]!;
      const scorer = encoder.scorerFor(me);
      // Their profile with my traits: the personality factor is 1, so the trait bound is reached.
      const twin = { ...them, traits: me.traits };
      const { teach, learn, interests, shape, traits } = encoder.encode(twin);
      expect(scorer.traitBound(teach, learn, interests, shape)).toBe(scoreMatch(me, twin).score);
      // And with my interests too (when I have some), the topic bound is reached.
      if (me.learningInterests.length === 0) continue;
      const closest = { ...twin, learningInterests: me.learningInterests };
      const mine = encoder.encode(closest);
      expect(scorer.topicBound(mine.teach, mine.learn, mine.shape)).toBe(scoreMatch(me, closest).score);
      expect(scorer.score(mine.teach, mine.learn, mine.interests, mine.shape, Uint8Array.from(traits), 0)).toBe(scoreMatch(me, closest).score);
    }
  });
});
