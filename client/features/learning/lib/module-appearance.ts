/**
 * A module card's colour and icon (docs/product.md section 2 ("Learning home")): the difficulty band sets the badge colour; the
 * category (sports, entertainment, technology, trading) or else the first topic (bitcoin, ethereum, defi,
 * nfts, digital ownership, ...) sets the icon and its tile colour.
 */
import { Bitcoin, BookOpen, Clapperboard, Cpu, Gem, Image, KeyRound, Landmark, ShieldCheck, TrendingUp, Trophy, Vote, type LucideIcon } from 'lucide-react';
import { difficultyBand, type DifficultyBand } from '@shared/constants/learning';

export interface ModuleAppearance {
  icon: LucideIcon;
  /** Tile classes: a soft background with a strong foreground. */
  tileClassName: string;
}

const BY_CATEGORY: Record<string, ModuleAppearance> = {
  sports: { icon: Trophy, tileClassName: 'bg-emerald-100 text-emerald-800' },
  entertainment: { icon: Clapperboard, tileClassName: 'bg-purple-100 text-purple-800' },
  technology: { icon: Cpu, tileClassName: 'bg-sky-100 text-sky-800' },
  trading: { icon: TrendingUp, tileClassName: 'bg-amber-100 text-amber-800' },
};

const BY_TOPIC: Record<string, ModuleAppearance> = {
  bitcoin: { icon: Bitcoin, tileClassName: 'bg-orange-100 text-orange-800' },
  ethereum: { icon: Gem, tileClassName: 'bg-indigo-100 text-indigo-800' },
  defi: { icon: Landmark, tileClassName: 'bg-teal-soft text-secondary' },
  nfts: { icon: Image, tileClassName: 'bg-pink-100 text-pink-800' },
  'digital ownership': { icon: KeyRound, tileClassName: 'bg-fuchsia-100 text-fuchsia-800' },
  security: { icon: ShieldCheck, tileClassName: 'bg-red-100 text-red-800' },
  daos: { icon: Vote, tileClassName: 'bg-violet-100 text-violet-800' },
  stablecoins: { icon: Landmark, tileClassName: 'bg-teal-soft text-secondary' },
};

const FALLBACK: ModuleAppearance = { icon: BookOpen, tileClassName: 'bg-coral-soft text-primary' };

export function moduleAppearance(module: { category: string; topics: readonly string[] }): ModuleAppearance {
  return BY_CATEGORY[module.category] ?? BY_TOPIC[module.topics[0]?.toLowerCase() ?? ''] ?? FALLBACK;
}

export const BAND_BADGE_CLASS: Record<DifficultyBand, string> = {
  Beginner: 'bg-teal-soft text-secondary',
  Intermediate: 'bg-accent-soft text-amber-900',
  Advanced: 'bg-coral-soft text-primary',
};

export function bandBadgeClass(level: number): string {
  return BAND_BADGE_CLASS[difficultyBand(level)];
}
