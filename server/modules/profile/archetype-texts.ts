/**
 * The personality types' names and descriptions (archetypes.ts) in the reader's language
 * (docs/decisions/056-translations.md): GET /api/profile answers them in the request's language. The English
 * here is archetypes.ts's, word for word (archetype-texts.test.ts keeps them in step).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Archetype } from './archetypes';

export const ARCHETYPE_TEXTS: Record<string, { name: MessageDescriptor; description: MessageDescriptor }> = {
  'bold-pioneer': {
    name: /*i18n*/ { id: 'profile.archetype.boldPioneer.name', message: 'The Bold Pioneer' },
    description: /*i18n*/ {
      id: 'profile.archetype.boldPioneer.description',
      message:
        'You go where the map is still blank. New chains, new mechanisms, early communities: you would rather be early and wrong than late and comfortable, and you learn fastest by trying things yourself.',
    },
  },
  'steady-guardian': {
    name: /*i18n*/ { id: 'profile.archetype.steadyGuardian.name', message: 'The Steady Guardian' },
    description: /*i18n*/ {
      id: 'profile.archetype.steadyGuardian.description',
      message:
        'You think in years, not candles. You favour proven networks with hard rules and long track records, you distrust hype, and you care most about keeping what you own safe and under your own control.',
    },
  },
  'community-champion': {
    name: /*i18n*/ { id: 'profile.archetype.communityChampion.name', message: 'The Community Champion' },
    description: /*i18n*/ {
      id: 'profile.archetype.communityChampion.description',
      message:
        'For you crypto is about people. You are drawn to projects with loud, creative communities, you enjoy governance votes and group chats, and you learn best by talking things through with others.',
    },
  },
  'tech-visionary': {
    name: /*i18n*/ { id: 'profile.archetype.techVisionary.name', message: 'The Tech Visionary' },
    description: /*i18n*/ {
      id: 'profile.archetype.techVisionary.description',
      message:
        'You are here for the engineering. Zero-knowledge proofs, new virtual machines, scaling designs: you like understanding how a protocol really works and backing the ones that could still matter in ten years.',
    },
  },
  'pragmatic-builder': {
    name: /*i18n*/ { id: 'profile.archetype.pragmaticBuilder.name', message: 'The Pragmatic Builder' },
    description: /*i18n*/ {
      id: 'profile.archetype.pragmaticBuilder.description',
      message:
        'You judge crypto by what it does today. Payments that settle, stablecoins people actually use, infrastructure businesses rely on: you value utility over ideology and steady progress over moonshots.',
    },
  },
  cypherpunk: {
    name: /*i18n*/ { id: 'profile.archetype.cypherpunk.name', message: 'The Cypherpunk' },
    description: /*i18n*/ {
      id: 'profile.archetype.cypherpunk.description',
      message:
        'Privacy and freedom come first. You care whether a network can be censored, who holds the keys and what a transaction reveals, and you respect projects that refuse shortcuts on decentralization.',
    },
  },
  'trend-surfer': {
    name: /*i18n*/ { id: 'profile.archetype.trendSurfer.name', message: 'The Trend Surfer' },
    description: /*i18n*/ {
      id: 'profile.archetype.trendSurfer.description',
      message:
        'You ride the waves. Memes, narratives and momentum excite you, you enjoy the social side of markets, and you are quick to spot what the crowd will talk about next. Learning risk management will be your superpower.',
    },
  },
};

/** An archetype's name and description in the language of `i18n` (English for a key not listed). */
export function archetypeTexts(archetype: Archetype, i18n: I18n): { name: string; description: string } {
  const texts = ARCHETYPE_TEXTS[archetype.key];
  if (!texts || i18n.locale === 'en') return { name: archetype.name, description: archetype.description };
  return { name: i18n._(texts.name), description: i18n._(texts.description) };
}
