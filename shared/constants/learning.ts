/**
 * Learning rules shared by server and client: the quiz pass mark, difficulty bands, module categories and
 * how a module's free-form topics map onto the one topic table (shared/constants/topics.ts), which is
 * what skills and recommendations compare against a learner's interests and goals.
 */
import type { Topic } from './topics';

/** docs/product.md section 9: a quiz passes at 70% of the rounded score. */
export const QUIZ_PASS_MARK = 70;
/** Questions drawn from a module's pool per attempt (docs/decisions/019-fair-quizzes.md). */
export const QUIZ_DRAW_SIZE = 6;
/** docs/product.md section 9: skill levels are out of 10. */
export const SKILL_LEVEL_MAX = 10;

export const DIFFICULTY_BANDS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type DifficultyBand = (typeof DIFFICULTY_BANDS)[number];

/** docs/product.md section 4: level 1-3 Beginner, 4-7 Intermediate, 8 and up Advanced. */
export function difficultyBand(level: number): DifficultyBand {
  if (level <= 3) return 'Beginner';
  if (level <= 7) return 'Intermediate';
  return 'Advanced';
}

export const MODULE_CATEGORY_LABELS: Record<string, string> = {
  fundamentals: 'Fundamentals',
  technology: 'Technology',
  security: 'Security',
  defi: 'DeFi',
  trading: 'Trading',
  entertainment: 'Entertainment',
  sports: 'Sports',
  governance: 'Governance',
};

export function categoryLabel(category: string): string {
  return MODULE_CATEGORY_LABELS[category] ?? category.charAt(0).toUpperCase() + category.slice(1);
}

/** The free-form topics written in content/modules, mapped onto the shared topic table. */
const MODULE_TOPIC_TOPICS: Record<string, Topic[]> = {
  bitcoin: ['bitcoin'],
  money: ['basics', 'economics'],
  'peer-to-peer': ['basics'],
  blockchain: ['basics'],
  hashing: ['cryptography'],
  consensus: ['basics'],
  security: ['security'],
  wallets: ['security', 'basics'],
  'self-custody': ['security'],
  multisig: ['security'],
  /** Buying on a regulated (centralised) exchange: basics, not DeFi. */
  'buying crypto': ['basics'],
  'private keys': ['security'],
  scams: ['security'],
  phishing: ['security'],
  ethereum: ['ethereum'],
  'smart contracts': ['smartContracts'],
  gas: ['ethereum'],
  stablecoins: ['defi', 'altcoins'],
  defi: ['defi'],
  reserves: ['economics'],
  trading: ['trading'],
  'market cap': ['trading', 'fundamentalAnalysis'],
  liquidity: ['trading'],
  mining: ['mining'],
  'proof of work': ['mining'],
  staking: ['staking'],
  'proof of stake': ['staking'],
  validators: ['staking'],
  lending: ['defi'],
  exchanges: ['defi', 'trading'],
  amm: ['defi'],
  nfts: ['nfts'],
  'digital ownership': ['nfts', 'web3'],
  'token standards': ['nfts', 'smartContracts'],
  gaming: ['gaming'],
  metaverse: ['metaverse'],
  sports: ['web3'],
  'fan tokens': ['altcoins', 'web3'],
  chiliz: ['altcoins'],
  'technical analysis': ['technicalAnalysis'],
  charts: ['technicalAnalysis'],
  tokenomics: ['tokenomics'],
  'fundamental analysis': ['fundamentalAnalysis'],
  supply: ['tokenomics'],
  'risk management': ['trading'],
  'position sizing': ['trading'],
  'layer 2': ['layer2'],
  rollups: ['layer2'],
  oracles: ['web3', 'defi'],
  bridges: ['web3', 'security'],
  interoperability: ['web3'],
  daos: ['daos'],
  governance: ['daos'],
  voting: ['daos'],
  privacy: ['security', 'altcoins'],
  'zero-knowledge': ['cryptography'],
  monero: ['altcoins'],
  exploits: ['security', 'smartContracts'],
  mev: ['defi', 'ethereum'],
  regulation: ['regulation'],
  etf: ['trading', 'regulation'],
  compliance: ['regulation'],
  taxes: ['regulation'],
  lightning: ['bitcoin', 'layer2'],
  'payment channels': ['layer2'],
  solidity: ['blockchainDevelopment', 'smartContracts'],
  development: ['blockchainDevelopment'],
  cryptography: ['cryptography'],
  'layer 1': ['basics'],
  'real world assets': ['defi', 'economics'],
  'data availability': ['layer2'],
  meme: ['trading'],
  'developer tools': ['blockchainDevelopment'],
  signatures: ['cryptography'],
};

/** A module whose topics say nothing the table knows still belongs somewhere: its category. */
const CATEGORY_TOPICS: Record<string, Topic[]> = {
  fundamentals: ['basics'],
  security: ['security'],
  defi: ['defi'],
  trading: ['trading'],
  entertainment: ['nfts'],
  sports: ['web3'],
  governance: ['daos'],
};

export function moduleTopicKeys(module: { topics: readonly string[]; category: string }): Topic[] {
  const topics = module.topics.flatMap((topic) => MODULE_TOPIC_TOPICS[topic.toLowerCase()] ?? []);
  const fromCategory = CATEGORY_TOPICS[module.category] ?? [];
  return [...new Set(topics.length > 0 ? topics : fromCategory)];
}

/** A topic or tag as a comparable key: case, spaces, hyphens and a plural "s" do not matter
 *  ("Stablecoin" = "stablecoins", "Proof-of-Stake" = "proof of stake", "NFTs" = "nfts"). */
export function topicKey(value: string): string {
  const key = value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return key.length > 3 && key.endsWith('s') && !key.endsWith('ss') ? key.slice(0, -1) : key;
}

/** Broad coin tags no module is named after, and the catalogue topics that explain them. */
const TAG_TOPICS: Record<string, readonly string[]> = {
  [topicKey('Layer 1')]: ['blockchain', 'consensus'],
  [topicKey('Payments')]: ['money', 'payment channels'],
  [topicKey('Infrastructure')]: ['blockchain'],
  [topicKey('Storage')]: ['tokenomics'],
  [topicKey('Data')]: ['oracles'],
  [topicKey('Developer Tools')]: ['development'],
  [topicKey('DePIN')]: ['tokenomics'],
  [topicKey('AI')]: ['tokenomics'],
  [topicKey('Meme')]: ['risk management', 'scams'],
  [topicKey('Speculation')]: ['risk management'],
};

/**
 * docs/product.md section 2 ("Learning home"): with ?coinId a module matches if its coinId equals it or the coin's title contains
 * one of the module's topics ("Bitcoin" contains "bitcoin"). A coin tag equal to a topic ("Proof of Work";
 * compared as topicKey, so tag "Stablecoin" finds topic "stablecoins") counts too, and so do the topics
 * that explain a broad tag (TAG_TOPICS), so every coin leads to the modules that explain it.
 */
export function moduleMatchesCoin(module: { coinId: number | null; topics: readonly string[] }, coin: { id: number; name: string; tags: readonly string[] }): boolean {
  if (module.coinId === coin.id) return true;
  const name = coin.name.toLowerCase();
  const tagKeys = new Set(coin.tags.flatMap((tag) => [topicKey(tag), ...(TAG_TOPICS[topicKey(tag)] ?? []).map(topicKey)]));
  return module.topics.some((topic) => {
    const lower = topic.toLowerCase();
    return (lower.length >= 3 && name.includes(lower)) || tagKeys.has(topicKey(topic));
  });
}
