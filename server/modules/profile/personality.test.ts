import { describe, expect, it } from 'vitest';
import type { Traits } from '../../../shared/constants/personality';
import { ARCHETYPES } from './archetypes';
import { computePersonality, nearestArchetype } from './personality';

const flat = (value: number): Traits => ({
  riskAppetite: value,
  techEnthusiasm: value,
  communitySpirit: value,
  longTermVision: value,
  decentralizationIdeals: value,
  practicalUtility: value,
});
const coin = (coinId: number, traits: Partial<Traits>, liked = true) => ({ coinId, coinName: `Coin ${coinId}`, liked, traits: { ...flat(50), ...traits } });

describe('computePersonality', () => {
  it('needs at least 5 swipes', () => {
    expect(computePersonality([1, 2, 3, 4].map((id) => coin(id, {})))).toBeNull();
    expect(computePersonality([1, 2, 3, 4, 5].map((id) => coin(id, {})))).not.toBeNull();
  });

  it('gives the same profile for the same swipes, whatever their order', () => {
    const swipes = [coin(1, { riskAppetite: 90 }), coin(2, { riskAppetite: 10 }, false), coin(3, { techEnthusiasm: 80 }), coin(4, {}), coin(5, { longTermVision: 95 })];
    const first = computePersonality(swipes);
    const second = computePersonality([...swipes].reverse());
    expect(second?.traits).toEqual(first?.traits);
    expect(second?.archetype.key).toBe(first?.archetype.key);
  });

  it('moves a trait towards a liked coin and away from a passed one', () => {
    const base = [2, 3, 4, 5].map((id) => coin(id, {}));
    const liked = computePersonality([...base, coin(1, { riskAppetite: 100 }, true)]);
    const passed = computePersonality([...base, coin(1, { riskAppetite: 100 }, false)]);
    expect(liked?.traits.riskAppetite).toBeGreaterThan(50);
    expect(passed?.traits.riskAppetite).toBeLessThan(50);
    expect(liked?.influences.riskAppetite[0]).toMatchObject({ coinId: 1, liked: true });
    expect(liked?.influences.riskAppetite[0]?.effect).toBeGreaterThan(0);
    expect(passed?.influences.riskAppetite[0]?.effect).toBeLessThan(0);
  });

  it('keeps every trait an integer between 0 and 100', () => {
    const extreme = computePersonality([1, 2, 3, 4, 5, 6, 7].map((id) => coin(id, flat(100))));
    for (const value of Object.values(extreme?.traits ?? {})) {
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
    }
  });

  it('has at least 6 archetypes, each the nearest to its own prototype', () => {
    expect(ARCHETYPES.length).toBeGreaterThanOrEqual(6);
    for (const archetype of ARCHETYPES) expect(nearestArchetype(archetype.prototype).key).toBe(archetype.key);
  });

  it('calls someone who likes only memecoin-like coins a Trend Surfer', () => {
    const meme = { riskAppetite: 97, techEnthusiasm: 10, communitySpirit: 90, longTermVision: 10, decentralizationIdeals: 40, practicalUtility: 15 };
    const result = computePersonality([1, 2, 3, 4, 5, 6].map((id) => coin(id, meme)));
    expect(result?.archetype.key).toBe('trend-surfer');
  });
});
