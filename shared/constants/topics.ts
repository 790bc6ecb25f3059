/**
 * One topic table (docs/design.md section 4): expertise areas say what a user can teach; learning interests and
 * goals say what they want to learn. Both map onto these topics so they can be compared.
 */
import type { ExpertiseArea, LearningGoal, LearningInterest } from './learning-profile';

export const TOPICS = {
  basics: 'Crypto Basics',
  bitcoin: 'Bitcoin',
  ethereum: 'Ethereum',
  altcoins: 'Altcoins',
  defi: 'DeFi',
  nfts: 'NFTs',
  web3: 'Web3',
  trading: 'Trading',
  technicalAnalysis: 'Technical Analysis',
  fundamentalAnalysis: 'Fundamental Analysis',
  mining: 'Mining',
  staking: 'Staking',
  security: 'Security',
  tokenomics: 'Tokenomics',
  daos: 'DAOs',
  regulation: 'Regulation',
  economics: 'Crypto Economics',
  gaming: 'Crypto Gaming',
  metaverse: 'Metaverse',
  smartContracts: 'Smart Contracts',
  blockchainDevelopment: 'Blockchain Development',
  cryptography: 'Cryptography',
  layer2: 'Layer 2',
} as const;
export type Topic = keyof typeof TOPICS;

export const INTEREST_TOPICS: Record<LearningInterest, Topic[]> = {
  Bitcoin: ['bitcoin'],
  Ethereum: ['ethereum'],
  Altcoins: ['altcoins'],
  DeFi: ['defi'],
  NFTs: ['nfts'],
  Web3: ['web3'],
  Trading: ['trading'],
  Mining: ['mining'],
  Staking: ['staking'],
  Security: ['security'],
  Tokenomics: ['tokenomics'],
  DAOs: ['daos'],
  'Technical Analysis': ['technicalAnalysis'],
  'Fundamental Analysis': ['fundamentalAnalysis'],
  'Crypto Regulations': ['regulation'],
  'Crypto Economics': ['economics', 'tokenomics'],
  'Crypto Gaming': ['gaming'],
  Metaverse: ['metaverse'],
};

export const GOAL_TOPICS: Record<LearningGoal, Topic[]> = {
  'Master cryptocurrency basics': ['basics'],
  'Understand blockchain technology': ['basics', 'cryptography'],
  'Learn about smart contracts': ['smartContracts'],
  'Explore DeFi platforms': ['defi'],
  'Develop trading strategies': ['trading'],
  'Understand tokenomics': ['tokenomics'],
  'Master technical analysis': ['technicalAnalysis'],
  'Learn crypto security best practices': ['security'],
  'Understand NFTs': ['nfts'],
  'Explore Web3 applications': ['web3'],
  'Develop blockchain applications': ['blockchainDevelopment', 'smartContracts'],
  'Understand crypto regulations': ['regulation'],
  'Master crypto mining concepts': ['mining'],
  'Learn about layer 2 solutions': ['layer2'],
  'Understand decentralized governance': ['daos'],
};

/** "Beginner" and "None yet" teach nothing; a Bitcoin expert can also teach the basics. */
export const EXPERTISE_TOPICS: Record<ExpertiseArea, Topic[]> = {
  Beginner: [],
  Bitcoin: ['bitcoin', 'basics'],
  Ethereum: ['ethereum', 'basics'],
  Altcoins: ['altcoins'],
  DeFi: ['defi'],
  Trading: ['trading'],
  'Technical Analysis': ['technicalAnalysis', 'trading'],
  'Fundamental Analysis': ['fundamentalAnalysis', 'tokenomics'],
  NFTs: ['nfts'],
  Web3: ['web3'],
  'Smart Contracts': ['smartContracts', 'ethereum'],
  'Blockchain Development': ['blockchainDevelopment', 'smartContracts'],
  Cryptography: ['cryptography'],
  Security: ['security'],
  Mining: ['mining'],
  Staking: ['staking'],
  "None yet (I'm here to learn)": [],
};

function unique(topics: Topic[]): Topic[] {
  return [...new Set(topics)].sort();
}

export function teachTopicsFor(expertise: readonly ExpertiseArea[]): Topic[] {
  return unique(expertise.flatMap((area) => EXPERTISE_TOPICS[area] ?? []));
}

export function learnTopicsFor(interests: readonly LearningInterest[], goals: readonly LearningGoal[]): Topic[] {
  return unique([...interests.flatMap((interest) => INTEREST_TOPICS[interest] ?? []), ...goals.flatMap((goal) => GOAL_TOPICS[goal] ?? [])]);
}

export function topicLabel(topic: string): string {
  return (TOPICS as Record<string, string>)[topic] ?? topic;
}
