import type { Traits } from '../../../shared/constants/personality';

export interface Archetype {
  key: string;
  name: string;
  description: string;
  /** The trait profile this archetype stands for; a user's type is the nearest one. */
  prototype: Traits;
}

export const ARCHETYPES: Archetype[] = [
  {
    key: 'bold-pioneer',
    name: 'The Bold Pioneer',
    description:
      'You go where the map is still blank. New chains, new mechanisms, early communities: you would rather be early and wrong than late and comfortable, and you learn fastest by trying things yourself.',
    prototype: { riskAppetite: 85, techEnthusiasm: 80, communitySpirit: 55, longTermVision: 40, decentralizationIdeals: 55, practicalUtility: 35 },
  },
  {
    key: 'steady-guardian',
    name: 'The Steady Guardian',
    description:
      'You think in years, not candles. You favour proven networks with hard rules and long track records, you distrust hype, and you care most about keeping what you own safe and under your own control.',
    prototype: { riskAppetite: 25, techEnthusiasm: 35, communitySpirit: 40, longTermVision: 90, decentralizationIdeals: 75, practicalUtility: 50 },
  },
  {
    key: 'community-champion',
    name: 'The Community Champion',
    description:
      'For you crypto is about people. You are drawn to projects with loud, creative communities, you enjoy governance votes and group chats, and you learn best by talking things through with others.',
    prototype: { riskAppetite: 60, techEnthusiasm: 45, communitySpirit: 90, longTermVision: 50, decentralizationIdeals: 60, practicalUtility: 40 },
  },
  {
    key: 'tech-visionary',
    name: 'The Tech Visionary',
    description:
      'You are here for the engineering. Zero-knowledge proofs, new virtual machines, scaling designs: you like understanding how a protocol really works and backing the ones that could still matter in ten years.',
    prototype: { riskAppetite: 55, techEnthusiasm: 90, communitySpirit: 45, longTermVision: 80, decentralizationIdeals: 60, practicalUtility: 50 },
  },
  {
    key: 'pragmatic-builder',
    name: 'The Pragmatic Builder',
    description:
      'You judge crypto by what it does today. Payments that settle, stablecoins people actually use, infrastructure businesses rely on: you value utility over ideology and steady progress over moonshots.',
    prototype: { riskAppetite: 30, techEnthusiasm: 50, communitySpirit: 40, longTermVision: 60, decentralizationIdeals: 35, practicalUtility: 90 },
  },
  {
    key: 'cypherpunk',
    name: 'The Cypherpunk',
    description:
      'Privacy and freedom come first. You care whether a network can be censored, who holds the keys and what a transaction reveals, and you respect projects that refuse shortcuts on decentralization.',
    prototype: { riskAppetite: 50, techEnthusiasm: 70, communitySpirit: 50, longTermVision: 75, decentralizationIdeals: 95, practicalUtility: 40 },
  },
  {
    key: 'trend-surfer',
    name: 'The Trend Surfer',
    description:
      'You ride the waves. Memes, narratives and momentum excite you, you enjoy the social side of markets, and you are quick to spot what the crowd will talk about next. Learning risk management will be your superpower.',
    prototype: { riskAppetite: 92, techEnthusiasm: 30, communitySpirit: 80, longTermVision: 20, decentralizationIdeals: 40, practicalUtility: 30 },
  },
];
