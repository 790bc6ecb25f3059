import { describe, expect, it } from 'vitest';
import type { Traits } from '../../../shared/constants/personality';
import { phraseReasons } from './match-reasons';
import {
  canTeachEachOther,
  communicationFactor,
  knowledgeExchangeFactor,
  learningInterestsFactor,
  learningStylesFactor,
  matchReasons,
  personalityFitFactor,
  scoreMatch,
  type MatchProfile,
} from './match-score';

const traits = (value: number): Traits => ({
  riskAppetite: value,
  techEnthusiasm: value,
  communitySpirit: value,
  longTermVision: value,
  decentralizationIdeals: value,
  practicalUtility: value,
});

const profile = (overrides: Partial<MatchProfile>): MatchProfile => ({
  userId: 1,
  teachTopics: [],
  learnTopics: [],
  learningInterests: [],
  preferredLearningStyle: null,
  communicationStyle: null,
  traits: traits(50),
  ...overrides,
});

describe('match score factors', () => {
  it('knowledge exchange counts what each can teach of what the other wants', () => {
    const teacher = profile({ userId: 1, teachTopics: ['staking', 'defi'], learnTopics: [] });
    const learner = profile({ userId: 2, teachTopics: [], learnTopics: ['staking', 'defi', 'nfts'] });
    expect(knowledgeExchangeFactor(teacher, learner)).toBeCloseTo((2 / 3 + 0) / 2);
    expect(knowledgeExchangeFactor(learner, teacher)).toBeCloseTo(knowledgeExchangeFactor(teacher, learner));
    expect(knowledgeExchangeFactor(profile({}), profile({ userId: 2 }))).toBe(0);
  });

  it('learning interests is the overlap over the union', () => {
    const a = profile({ learningInterests: ['Bitcoin', 'DeFi'] });
    const b = profile({ userId: 2, learningInterests: ['DeFi', 'NFTs', 'Staking'] });
    expect(learningInterestsFactor(a, b)).toBeCloseTo(1 / 4);
  });

  it('learning styles: same 1, Mixed 0.75, different 0.3, unknown neutral', () => {
    expect(learningStylesFactor(profile({ preferredLearningStyle: 'Visual' }), profile({ preferredLearningStyle: 'Visual' }))).toBe(1);
    expect(learningStylesFactor(profile({ preferredLearningStyle: 'Visual' }), profile({ preferredLearningStyle: 'Mixed' }))).toBe(0.75);
    expect(learningStylesFactor(profile({ preferredLearningStyle: 'Visual' }), profile({ preferredLearningStyle: 'Auditory' }))).toBe(0.3);
    expect(learningStylesFactor(profile({}), profile({ preferredLearningStyle: 'Auditory' }))).toBe(0.5);
  });

  it('communication: same 1, compatible 0.7, clashing 0.3', () => {
    expect(communicationFactor(profile({ communicationStyle: 'Direct' }), profile({ communicationStyle: 'Direct' }))).toBe(1);
    expect(communicationFactor(profile({ communicationStyle: 'Analytical' }), profile({ communicationStyle: 'Direct' }))).toBe(0.7);
    expect(communicationFactor(profile({ communicationStyle: 'Casual' }), profile({ communicationStyle: 'Formal' }))).toBe(0.3);
  });

  it('personality fit is 1 for identical traits and 0 for opposite extremes', () => {
    expect(personalityFitFactor(profile({ traits: traits(40) }), profile({ traits: traits(40) }))).toBe(1);
    expect(personalityFitFactor(profile({ traits: traits(0) }), profile({ traits: traits(100) }))).toBe(0);
  });
});

describe('scoreMatch', () => {
  const alice = profile({ userId: 1, teachTopics: ['staking'], learnTopics: ['trading'], learningInterests: ['Trading'], preferredLearningStyle: 'Visual', communicationStyle: 'Direct' });
  const bob = profile({ userId: 2, teachTopics: ['trading'], learnTopics: ['staking'], learningInterests: ['Staking'], preferredLearningStyle: 'Visual', communicationStyle: 'Direct' });

  it('adds the bonus only when both can teach each other', () => {
    expect(canTeachEachOther(alice, bob)).toBe(true);
    expect(scoreMatch(alice, bob).breakdown.mutualTeachingBonus).toBeGreaterThan(0);
    const oneWay = { ...bob, teachTopics: [] };
    expect(canTeachEachOther(alice, oneWay)).toBe(false);
    expect(scoreMatch(alice, oneWay).breakdown.mutualTeachingBonus).toBe(0);
  });

  it('weights the factors 35/25/15/15/10 and caps the total at 100', () => {
    const perfect = scoreMatch(
      { ...alice, learningInterests: ['Trading', 'Staking'] },
      { ...bob, learningInterests: ['Trading', 'Staking'] },
    );
    expect(perfect.breakdown).toMatchObject({ knowledgeExchange: 1, learningInterests: 1, learningStyles: 1, communication: 1, personalityFit: 1 });
    expect(perfect.score).toBe(100);
    const none = scoreMatch(profile({ traits: traits(0) }), profile({ userId: 2, traits: traits(100) }));
    // Only the neutral style and communication factors count: 0.15*0.5 + 0.15*0.5.
    expect(none.score).toBe(15);
  });

  it('is symmetric', () => {
    expect(scoreMatch(alice, bob).score).toBe(scoreMatch(bob, alice).score);
  });
});

describe('match reasons', () => {
  it('says who can teach what from the viewer side, plus at least one difference', () => {
    const alice = profile({ userId: 1, teachTopics: ['staking'], learnTopics: ['trading'], traits: traits(30) });
    const bob = profile({ userId: 2, teachTopics: ['trading'], learnTopics: ['staking'], traits: { ...traits(30), riskAppetite: 90 } });
    const reasons = matchReasons(alice, bob);
    expect(phraseReasons(reasons, 1).map((reason) => reason.text)).toEqual(
      expect.arrayContaining(['You know Staking, they want Staking', 'They know Trading, you want Trading', 'A different angle on Risk Appetite: you 30, them 90']),
    );
    expect(phraseReasons(reasons, 2).map((reason) => reason.text)).toEqual(
      expect.arrayContaining(['You know Trading, they want Trading', 'A different angle on Risk Appetite: you 90, them 30']),
    );
  });
});
