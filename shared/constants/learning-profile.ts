/** The option lists of the Edit Profile dialog (docs/product.md section 2 ("Profile editor option lists")), in that order. */
export const LEARNING_GOALS = [
  'Master cryptocurrency basics',
  'Understand blockchain technology',
  'Learn about smart contracts',
  'Explore DeFi platforms',
  'Develop trading strategies',
  'Understand tokenomics',
  'Master technical analysis',
  'Learn crypto security best practices',
  'Understand NFTs',
  'Explore Web3 applications',
  'Develop blockchain applications',
  'Understand crypto regulations',
  'Master crypto mining concepts',
  'Learn about layer 2 solutions',
  'Understand decentralized governance',
] as const;

export const LEARNING_INTERESTS = [
  'Bitcoin',
  'Ethereum',
  'Altcoins',
  'DeFi',
  'NFTs',
  'Web3',
  'Trading',
  'Mining',
  'Staking',
  'Security',
  'Tokenomics',
  'DAOs',
  'Technical Analysis',
  'Fundamental Analysis',
  'Crypto Regulations',
  'Crypto Economics',
  'Crypto Gaming',
  'Metaverse',
] as const;

export const EXPERTISE_AREAS = [
  'Beginner',
  'Bitcoin',
  'Ethereum',
  'Altcoins',
  'DeFi',
  'Trading',
  'Technical Analysis',
  'Fundamental Analysis',
  'NFTs',
  'Web3',
  'Smart Contracts',
  'Blockchain Development',
  'Cryptography',
  'Security',
  'Mining',
  'Staking',
  "None yet (I'm here to learn)",
] as const;

export const LEARNING_STYLES = ['Visual', 'Reading/Writing', 'Auditory', 'Kinesthetic', 'Mixed'] as const;
export const COMMUNICATION_STYLES = ['Direct', 'Analytical', 'Casual', 'Supportive', 'Formal'] as const;

export type LearningGoal = (typeof LEARNING_GOALS)[number];
export type LearningInterest = (typeof LEARNING_INTERESTS)[number];
export type ExpertiseArea = (typeof EXPERTISE_AREAS)[number];
export type LearningStyle = (typeof LEARNING_STYLES)[number];
export type CommunicationStyle = (typeof COMMUNICATION_STYLES)[number];
