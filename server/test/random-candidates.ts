/** Seeded random populations for the matching candidate index tests, and the brute-force ranking they
 *  are checked against (scoreMatch on everyone). */
import { COMMUNICATION_STYLES, EXPERTISE_AREAS, LEARNING_GOALS, LEARNING_INTERESTS, LEARNING_STYLES } from '../../shared/constants/learning-profile';
import { TRAIT_KEYS, type Traits } from '../../shared/constants/personality';
import { learnTopicsFor, teachTopicsFor } from '../../shared/constants/topics';
import type { IndexedUser } from '../modules/matching/candidate-index';
import { scoreMatch } from '../modules/matching/match-score';
import { seededRandom } from './seeded-random';
import { monthNumber } from '../../shared/constants/age';

function some<T>(random: () => number, options: readonly T[], max: number): T[] {
  const count = Math.floor(random() * (max + 1));
  return [...new Set(Array.from({ length: count }, () => options[Math.floor(random() * options.length)] as T))];
}

export const randomTraits = (random: () => number) => Object.fromEntries(TRAIT_KEYS.map((key) => [key, Math.floor(random() * 101)])) as Traits;

/** Few distinct times, so equal scores with equal activity happen and the tie-break is exercised. */
export const randomActivity = (random: () => number) => new Date(Date.UTC(2026, 10, 1 + Math.floor(random() * 5)));

export function randomUser(random: () => number, userId: number): IndexedUser {
  const maybe = <T>(options: readonly T[]) => (random() < 0.15 ? null : (options[Math.floor(random() * options.length)] as T));
  const interests = some(random, LEARNING_INTERESTS, 5);
  return {
    userId,
    teachTopics: teachTopicsFor(some(random, EXPERTISE_AREAS, 3)),
    learnTopics: learnTopicsFor(interests, some(random, LEARNING_GOALS, 3)),
    learningInterests: interests,
    preferredLearningStyle: maybe(LEARNING_STYLES),
    communicationStyle: maybe(COMMUNICATION_STYLES),
    traits: randomTraits(random),
    lastActiveAt: randomActivity(random),
    banned: false,
    birthMonth: randomBirthMonth(random),
  };
}

/** Matching opens at 18: the candidate tests look this far ahead, so every adult below stays one. */
export const TEST_BORN_BY = monthNumber(2008, 1);

/** Mostly adults, some teens (born after TEST_BORN_BY) and some accounts that have not answered. */
function randomBirthMonth(random: () => number): number | null {
  const draw = random();
  if (draw < 0.05) return null;
  if (draw < 0.12) return monthNumber(2010, 1 + Math.floor(random() * 12));
  return monthNumber(1960 + Math.floor(random() * 47), 1 + Math.floor(random() * 12));
}

/** `size` users with ids 1..size, every one with a profile of their own. */
export function population(size: number, seed: number): IndexedUser[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, index) => randomUser(random, index + 1));
}

/** `size` users sharing `profiles` learning profiles (many users per profile class), each with their own
 *  traits and activity, in shuffled id order. */
export function crowdedPopulation(size: number, profiles: number, seed: number): IndexedUser[] {
  const random = seededRandom(seed);
  const pool = Array.from({ length: profiles }, (_, index) => randomUser(random, index + 1));
  return Array.from({ length: size }, (_, index) => ({
    ...(pool[Math.floor(random() * pool.length)] as IndexedUser),
    userId: index + 1,
    traits: randomTraits(random),
    lastActiveAt: randomActivity(random),
  }));
}

/** The reference: scoreMatch on everyone, in the order the index promises. */
export function bruteForce(me: IndexedUser, users: readonly IndexedUser[], excluded: ReadonlySet<number>, limit: number, bornBy = TEST_BORN_BY) {
  return users
    .filter((user) => user.userId !== me.userId && !excluded.has(user.userId) && !user.banned && user.birthMonth !== null && user.birthMonth <= bornBy)
    .map((user) => ({ userId: user.userId, score: scoreMatch(me, user).score, at: user.lastActiveAt.getTime() }))
    .sort((a, b) => b.score - a.score || b.at - a.at || a.userId - b.userId)
    .slice(0, limit)
    .map(({ userId, score }) => ({ userId, score }));
}
