/**
 * The crypto personality (docs/design.md section 4): pure, deterministic and explainable.
 *
 * Each trait starts at a neutral 50. A liked coin pulls the trait towards the coin's own score; a passed
 * coin pushes it away (towards 100 minus the coin's score), with half the weight, because a pass says less
 * than a like. The trait is the weighted mean of those targets. The type is the nearest archetype.
 */
import { MIN_SWIPES_FOR_PROFILE, TRAIT_KEYS, type TraitKey, type Traits } from '../../../shared/constants/personality';
import { ARCHETYPES, type Archetype } from './archetypes';

export const LIKE_WEIGHT = 1;
export const PASS_WEIGHT = 0.5;
/** A pseudo-swipe at 50: keeps a handful of swipes from pinning a trait at 0 or 100. */
export const NEUTRAL_PRIOR_WEIGHT = 1;

export interface SwipeInput {
  coinId: number;
  coinName: string;
  liked: boolean;
  traits: Traits;
}

export interface TraitInfluence {
  coinId: number;
  coinName: string;
  liked: boolean;
  /** Points this swipe moved the trait away from neutral (signed). */
  effect: number;
}

export interface Personality {
  archetype: Archetype;
  traits: Traits;
  swipeCount: number;
  /** For each trait, the swipes that moved it most (largest first, at most 3). */
  influences: Record<TraitKey, TraitInfluence[]>;
}

export function computePersonality(swipes: readonly SwipeInput[]): Personality | null {
  if (swipes.length < MIN_SWIPES_FOR_PROFILE) return null;
  const totalWeight = NEUTRAL_PRIOR_WEIGHT + swipes.reduce((sum, swipe) => sum + (swipe.liked ? LIKE_WEIGHT : PASS_WEIGHT), 0);

  const traits = {} as Traits;
  const influences = {} as Record<TraitKey, TraitInfluence[]>;
  for (const key of TRAIT_KEYS) {
    let sum = NEUTRAL_PRIOR_WEIGHT * 50;
    const effects: TraitInfluence[] = [];
    for (const swipe of swipes) {
      const weight = swipe.liked ? LIKE_WEIGHT : PASS_WEIGHT;
      const target = swipe.liked ? swipe.traits[key] : 100 - swipe.traits[key];
      sum += weight * target;
      effects.push({ coinId: swipe.coinId, coinName: swipe.coinName, liked: swipe.liked, effect: Math.round(((target - 50) * weight) / totalWeight) });
    }
    traits[key] = Math.max(0, Math.min(100, Math.round(sum / totalWeight)));
    influences[key] = effects
      .filter((influence) => influence.effect !== 0)
      .sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect) || a.coinId - b.coinId)
      .slice(0, 3);
  }
  return { archetype: nearestArchetype(traits), traits, swipeCount: swipes.length, influences };
}

export function nearestArchetype(traits: Traits): Archetype {
  let best = ARCHETYPES[0] as Archetype;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const archetype of ARCHETYPES) {
    const distance = TRAIT_KEYS.reduce((sum, key) => sum + (traits[key] - archetype.prototype[key]) ** 2, 0);
    if (distance < bestDistance) {
      best = archetype;
      bestDistance = distance;
    }
  }
  return best;
}

export function archetypeByKey(key: string): Archetype | undefined {
  return ARCHETYPES.find((archetype) => archetype.key === key);
}
