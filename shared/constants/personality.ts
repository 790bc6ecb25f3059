/** The six personality traits (docs/design.md section 4): camelCase keys, shown split into words. */
export const TRAIT_KEYS = ['riskAppetite', 'techEnthusiasm', 'communitySpirit', 'longTermVision', 'decentralizationIdeals', 'practicalUtility'] as const;
export type TraitKey = (typeof TRAIT_KEYS)[number];
export type Traits = Record<TraitKey, number>;

/** docs/product.md section 9: a profile needs at least 5 swiped coins. */
export const MIN_SWIPES_FOR_PROFILE = 5;

/** "riskAppetite" -> "Risk Appetite" (docs/product.md section 3: trait names are shown split into words). */
export function formatTraitName(name: string): string {
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
