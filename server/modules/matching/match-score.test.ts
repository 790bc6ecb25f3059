import { describe, expect, it } from 'vitest';
import type { Traits } from '../../../shared/constants/personality';
import { phraseReasons } from './match-reasons';
import {
  canTeachEachOther,
  canTeachOneWay,
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
    const perfect = scoreMatch({ ...alice, learningInterests: ['Trading', 'Staking'] }, { ...bob, learningInterests: ['Trading', 'Staking'] });
    expect(perfect.breakdown).toMatchObject({ knowledgeExchange: 1, learningInterests: 1, learningStyles: 1, communication: 1, personalityFit: 1 });
    expect(perfect.score).toBe(100);
    const none = scoreMatch(profile({ traits: traits(0) }), profile({ userId: 2, traits: traits(100) }));
    // Nobody can teach anybody anything: 0, whatever the other factors.
    expect(none.score).toBe(0);
    // One direction is enough to be scored: only the neutral style and communication factors and half the
    // exchange count here: 0.35*0.5 + 0.15*0.5 + 0.15*0.5.
    const oneWay = scoreMatch(profile({ teachTopics: ['staking'], traits: traits(0) }), profile({ userId: 2, learnTopics: ['staking'], traits: traits(100) }));
    expect(oneWay.score).toBe(33);
  });

  it('needs at least one direction of teaching: a shared interest alone is not a match, however alike the two are', () => {
    // The weak match of old: one shared interest, the same styles and traits, nothing to teach each other.
    const carol = profile({
      userId: 3,
      teachTopics: ['mining'],
      learnTopics: ['security'],
      learningInterests: ['Security'],
      preferredLearningStyle: 'Visual',
      communicationStyle: 'Direct',
      traits: traits(50),
    });
    const dan = profile({
      userId: 4,
      teachTopics: ['defi'],
      learnTopics: ['security'],
      learningInterests: ['Security'],
      preferredLearningStyle: 'Visual',
      communicationStyle: 'Direct',
      traits: traits(50),
    });
    expect(canTeachOneWay(carol, dan)).toBe(false);
    expect(scoreMatch(carol, dan).breakdown).toMatchObject({ knowledgeExchange: 0, learningInterests: 1 });
    expect(scoreMatch(carol, dan).score).toBe(0);
    // Once Dan can teach Carol security, the same pair scores, without the mutual bonus.
    const teachingDan = { ...dan, teachTopics: ['defi', 'security'] };
    expect(canTeachOneWay(carol, teachingDan)).toBe(true);
    expect(scoreMatch(carol, teachingDan).breakdown.mutualTeachingBonus).toBe(0);
    expect(scoreMatch(carol, teachingDan).score).toBeGreaterThanOrEqual(50);
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
    expect(phraseReasons(reasons, 1).map((reason) => reason.text)).toEqual(['They can teach you Trading', 'You can teach them Staking', 'A different angle on Risk Appetite: you 30, them 90']);
    expect(phraseReasons(reasons, 2).map((reason) => reason.text)).toEqual(['They can teach you Staking', 'You can teach them Trading', 'A different angle on Risk Appetite: you 90, them 30']);
  });

  it('names everything each can teach on one line per direction', () => {
    const alice = profile({ userId: 1, teachTopics: ['staking', 'mining', 'defi'], learnTopics: ['trading'], traits: traits(30) });
    const bob = profile({ userId: 2, teachTopics: [], learnTopics: ['staking', 'mining', 'defi'], traits: traits(30) });
    const texts = phraseReasons(matchReasons(alice, bob), 2).map((reason) => reason.text);
    expect(texts[0]).toBe('They can teach you DeFi, Mining and Staking');
    expect(texts.filter((text) => text.startsWith('You can teach'))).toEqual([]);
  });
});
