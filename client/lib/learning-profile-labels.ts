/**
 * The learning profile's option values and the topic labels (shared/constants/learning-profile.ts, topics.ts)
 * in the reader's language (docs/decisions/056-translations.md). The values are stored and sent in English,
 * exactly as docs/product.md section 2 ("Profile editor option lists") words them; only what is shown is
 * translated, found by the English text. Names that stay as they are in every language (Bitcoin, Ethereum,
 * DeFi, NFTs, Web3, DAOs) are not listed and come back unchanged.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';

const LABELS: MessageDescriptor[] = [
  /*i18n*/ { id: 'lib.learningProfile.goalBasics', message: 'Master cryptocurrency basics' },
  /*i18n*/ { id: 'lib.learningProfile.goalBlockchain', message: 'Understand blockchain technology' },
  /*i18n*/ { id: 'lib.learningProfile.goalSmartContracts', message: 'Learn about smart contracts' },
  /*i18n*/ { id: 'lib.learningProfile.goalDefi', message: 'Explore DeFi platforms' },
  /*i18n*/ { id: 'lib.learningProfile.goalTrading', message: 'Develop trading strategies' },
  /*i18n*/ { id: 'lib.learningProfile.goalTokenomics', message: 'Understand tokenomics' },
  /*i18n*/ { id: 'lib.learningProfile.goalTechnicalAnalysis', message: 'Master technical analysis' },
  /*i18n*/ { id: 'lib.learningProfile.goalSecurity', message: 'Learn crypto security best practices' },
  /*i18n*/ { id: 'lib.learningProfile.goalNfts', message: 'Understand NFTs' },
  /*i18n*/ { id: 'lib.learningProfile.goalWeb3', message: 'Explore Web3 applications' },
  /*i18n*/ { id: 'lib.learningProfile.goalDevelopment', message: 'Develop blockchain applications' },
  /*i18n*/ { id: 'lib.learningProfile.goalRegulations', message: 'Understand crypto regulations' },
  /*i18n*/ { id: 'lib.learningProfile.goalMining', message: 'Master crypto mining concepts' },
  /*i18n*/ { id: 'lib.learningProfile.goalLayer2', message: 'Learn about layer 2 solutions' },
  /*i18n*/ { id: 'lib.learningProfile.goalGovernance', message: 'Understand decentralized governance' },
  /*i18n*/ { id: 'lib.learningProfile.altcoins', message: 'Altcoins' },
  /*i18n*/ { id: 'lib.learningProfile.trading', message: 'Trading' },
  /*i18n*/ { id: 'lib.learningProfile.mining', message: 'Mining' },
  /*i18n*/ { id: 'lib.learningProfile.staking', message: 'Staking' },
  /*i18n*/ { id: 'lib.learningProfile.security', message: 'Security' },
  /*i18n*/ { id: 'lib.learningProfile.tokenomics', message: 'Tokenomics' },
  /*i18n*/ { id: 'lib.learningProfile.technicalAnalysis', message: 'Technical Analysis' },
  /*i18n*/ { id: 'lib.learningProfile.fundamentalAnalysis', message: 'Fundamental Analysis' },
  /*i18n*/ { id: 'lib.learningProfile.cryptoRegulations', message: 'Crypto Regulations' },
  /*i18n*/ { id: 'lib.learningProfile.cryptoEconomics', message: 'Crypto Economics' },
  /*i18n*/ { id: 'lib.learningProfile.cryptoGaming', message: 'Crypto Gaming' },
  /*i18n*/ { id: 'lib.learningProfile.metaverse', message: 'Metaverse' },
  /*i18n*/ { id: 'lib.learningProfile.beginner', message: 'Beginner' },
  /*i18n*/ { id: 'lib.learningProfile.smartContracts', message: 'Smart Contracts' },
  /*i18n*/ { id: 'lib.learningProfile.blockchainDevelopment', message: 'Blockchain Development' },
  /*i18n*/ { id: 'lib.learningProfile.cryptography', message: 'Cryptography' },
  /*i18n*/ { id: 'lib.learningProfile.noneYet', message: "None yet (I'm here to learn)" },
  /*i18n*/ { id: 'lib.learningProfile.cryptoBasics', message: 'Crypto Basics' },
  /*i18n*/ { id: 'lib.learningProfile.regulation', message: 'Regulation' },
  /*i18n*/ { id: 'lib.learningProfile.layer2', message: 'Layer 2' },
  /*i18n*/ { id: 'lib.learningProfile.styleVisual', message: 'Visual' },
  /*i18n*/ { id: 'lib.learningProfile.styleReadingWriting', message: 'Reading/Writing' },
  /*i18n*/ { id: 'lib.learningProfile.styleAuditory', message: 'Auditory' },
  /*i18n*/ { id: 'lib.learningProfile.styleKinesthetic', message: 'Kinesthetic' },
  /*i18n*/ { id: 'lib.learningProfile.styleMixed', message: 'Mixed' },
  /*i18n*/ { id: 'lib.learningProfile.commDirect', message: 'Direct' },
  /*i18n*/ { id: 'lib.learningProfile.commAnalytical', message: 'Analytical' },
  /*i18n*/ { id: 'lib.learningProfile.commCasual', message: 'Casual' },
  /*i18n*/ { id: 'lib.learningProfile.commSupportive', message: 'Supportive' },
  /*i18n*/ { id: 'lib.learningProfile.commFormal', message: 'Formal' },
];

const byEnglish = new Map(LABELS.map((descriptor) => [descriptor.message!, descriptor]));

/** A learning-profile value or topic label as shown to the reader; a value not listed stays as it is. */
export function learningProfileLabel(i18n: I18n, english: string): string {
  const descriptor = byEnglish.get(english);
  return descriptor ? i18n._(descriptor) : english;
}
