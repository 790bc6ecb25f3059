/**
 * The matching score (docs/design.md section 4), pure: five weighted factors in 0..1 plus a bonus when each
 * can teach the other something they want, capped at 100. A pair in which neither can teach the other
 * anything they want scores 0: a match is a learning partnership, so at least one direction of teaching is
 * required before the threshold is even considered (docs/decisions/049-limits-per-person-and-matches-that-teach.md).
 * Also the concrete reasons, stored neutrally.
 */
import { MATCH_WEIGHTS, MUTUAL_TEACHING_BONUS, type MatchFactors } from '../../../shared/contracts/matches';
import { TRAIT_KEYS, type Traits } from '../../../shared/constants/personality';
import type { MatchReason } from '../../db/schema';

export interface MatchProfile {
  userId: number;
  teachTopics: readonly string[];
  learnTopics: readonly string[];
  learningInterests: readonly string[];
  preferredLearningStyle: string | null;
  communicationStyle: string | null;
  traits: Traits;
}

/** Covering three of someone's wanted topics counts as fully covering their wishes. */
const FULL_COVERAGE_TOPICS = 3;
const NEUTRAL = 0.5;

/** Pairs of different styles that still work well together (each pair written in sorted order). */
const COMPATIBLE_COMMUNICATION = new Set(
  [
    ['Analytical', 'Direct'],
    ['Casual', 'Supportive'],
    ['Analytical', 'Formal'],
    ['Direct', 'Formal'],
    ['Analytical', 'Supportive'],
  ].map((pair) => pair.sort().join('|')),
);

function overlap(a: readonly string[], b: readonly string[]): string[] {
  const set = new Set(b);
  return [...new Set(a)].filter((item) => set.has(item)).sort();
}

/** How much of what `learner` wants can `teacher` teach (0..1). */
export function teachingCoverage(teacher: MatchProfile, learner: MatchProfile): number {
  if (learner.learnTopics.length === 0) return 0;
  const covered = overlap(teacher.teachTopics, learner.learnTopics).length;
  return Math.min(1, covered / Math.min(FULL_COVERAGE_TOPICS, learner.learnTopics.length));
}

export function knowledgeExchangeFactor(a: MatchProfile, b: MatchProfile): number {
  return (teachingCoverage(a, b) + teachingCoverage(b, a)) / 2;
}

/** Jaccard similarity of the two learning-interest lists. */
export function learningInterestsFactor(a: MatchProfile, b: MatchProfile): number {
  const union = new Set([...a.learningInterests, ...b.learningInterests]);
  if (union.size === 0) return 0;
  return overlap(a.learningInterests, b.learningInterests).length / union.size;
}

export function learningStylesFactor(a: MatchProfile, b: MatchProfile): number {
  if (!a.preferredLearningStyle || !b.preferredLearningStyle) return NEUTRAL;
  if (a.preferredLearningStyle === b.preferredLearningStyle) return 1;
  if (a.preferredLearningStyle === 'Mixed' || b.preferredLearningStyle === 'Mixed') return 0.75;
  return 0.3;
}

export function communicationFactor(a: MatchProfile, b: MatchProfile): number {
  if (!a.communicationStyle || !b.communicationStyle) return NEUTRAL;
  if (a.communicationStyle === b.communicationStyle) return 1;
  const pair = [a.communicationStyle, b.communicationStyle].sort().join('|');
  return COMPATIBLE_COMMUNICATION.has(pair) ? 0.7 : 0.3;
}

/** 1 minus the mean absolute trait difference: similar crypto personalities get on. */
export function personalityFitFactor(a: MatchProfile, b: MatchProfile): number {
  const meanDifference = TRAIT_KEYS.reduce((sum, key) => sum + Math.abs(a.traits[key] - b.traits[key]), 0) / TRAIT_KEYS.length;
  return 1 - meanDifference / 100;
}

export function canTeachEachOther(a: MatchProfile, b: MatchProfile): boolean {
  return teachingCoverage(a, b) > 0 && teachingCoverage(b, a) > 0;
}

/** The gate of every match: at least one of the two can teach the other something the other wants. */
export function canTeachOneWay(a: MatchProfile, b: MatchProfile): boolean {
  return teachingCoverage(a, b) > 0 || teachingCoverage(b, a) > 0;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function scoreMatch(a: MatchProfile, b: MatchProfile): { score: number; breakdown: MatchFactors } {
  const breakdown: MatchFactors = {
    knowledgeExchange: round2(knowledgeExchangeFactor(a, b)),
    learningInterests: round2(learningInterestsFactor(a, b)),
    learningStyles: round2(learningStylesFactor(a, b)),
    communication: round2(communicationFactor(a, b)),
    personalityFit: round2(personalityFitFactor(a, b)),
    mutualTeachingBonus: canTeachEachOther(a, b) ? MUTUAL_TEACHING_BONUS : 0,
  };
  const weighted =
    MATCH_WEIGHTS.knowledgeExchange * breakdown.knowledgeExchange +
    MATCH_WEIGHTS.learningInterests * breakdown.learningInterests +
    MATCH_WEIGHTS.learningStyles * breakdown.learningStyles +
    MATCH_WEIGHTS.communication * breakdown.communication +
    MATCH_WEIGHTS.personalityFit * breakdown.personalityFit;
  if (!canTeachOneWay(a, b)) return { score: 0, breakdown };
  return { score: Math.min(100, Math.round(weighted * 100 + breakdown.mutualTeachingBonus)), breakdown };
}

/** The concrete reasons, stored neutrally (by user id) and phrased for each viewer when read. */
export function matchReasons(a: MatchProfile, b: MatchProfile): MatchReason[] {
  const reasons: MatchReason[] = [];
  for (const topic of overlap(a.teachTopics, b.learnTopics).slice(0, 3)) reasons.push({ kind: 'teaches', teacherId: a.userId, topic });
  for (const topic of overlap(b.teachTopics, a.learnTopics).slice(0, 3)) reasons.push({ kind: 'teaches', teacherId: b.userId, topic });
  for (const interest of overlap(a.learningInterests, b.learningInterests).slice(0, 2)) reasons.push({ kind: 'shared-interest', topic: interest });
  if (a.preferredLearningStyle && a.preferredLearningStyle === b.preferredLearningStyle) {
    reasons.push({ kind: 'same-style', text: `You both learn best with a ${a.preferredLearningStyle} style` });
  }
  // At least one difference: the trait where the two differ most.
  let widest: { key: (typeof TRAIT_KEYS)[number]; gap: number } | undefined;
  for (const key of TRAIT_KEYS) {
    const gap = Math.abs(a.traits[key] - b.traits[key]);
    if (!widest || gap > widest.gap) widest = { key, gap };
  }
  if (widest) {
    reasons.push({ kind: 'difference', topic: widest.key, values: { [a.userId]: a.traits[widest.key], [b.userId]: b.traits[widest.key] } });
  }
  if (a.communicationStyle && b.communicationStyle && a.communicationStyle !== b.communicationStyle) {
    reasons.push({ kind: 'difference', topic: 'communication', styles: { [a.userId]: a.communicationStyle, [b.userId]: b.communicationStyle } });
  }
  return reasons;
}
