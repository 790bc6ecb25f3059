/**
 * The match reasons' words in the reader's language (docs/decisions/056-translations.md): GET /api/matches
 * phrases each stored reason for the viewer (match-reasons.ts) in the request's language. English stays
 * exactly as before; topic, interest and style labels are the spec's English values, translated here for the
 * sentences (the client translates the same values where it shows them alone, client/lib/learning-profile-labels.ts).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { TraitKey } from '../../../shared/constants/personality';

export const REASON_TEXTS = {
  theyTeach: /*i18n*/ { id: 'matching.reason.theyTeach', message: 'They can teach you {topics}' },
  youTeach: /*i18n*/ { id: 'matching.reason.youTeach', message: 'You can teach them {topics}' },
  sharedInterest: /*i18n*/ { id: 'matching.reason.sharedInterest', message: 'You both want to learn about {topic}' },
  sameStyle: /*i18n*/ { id: 'matching.reason.sameStyle', message: 'You both learn best with a {style} style' },
  traitAngle: /*i18n*/ { id: 'matching.reason.traitAngle', message: 'A different angle on {trait}: you {mine}, them {theirs}' },
  communication: /*i18n*/ { id: 'matching.reason.communication', message: 'You communicate {mine}, they are more {theirs}' },
  listAnd: /*i18n*/ { id: 'matching.reason.listAnd', message: '{first} and {last}' },
} satisfies Record<string, MessageDescriptor>;

const LABELS: MessageDescriptor[] = [
  /*i18n*/ { id: 'matching.label.altcoins', message: 'Altcoins' },
  /*i18n*/ { id: 'matching.label.trading', message: 'Trading' },
  /*i18n*/ { id: 'matching.label.mining', message: 'Mining' },
  /*i18n*/ { id: 'matching.label.staking', message: 'Staking' },
  /*i18n*/ { id: 'matching.label.security', message: 'Security' },
  /*i18n*/ { id: 'matching.label.tokenomics', message: 'Tokenomics' },
  /*i18n*/ { id: 'matching.label.technicalAnalysis', message: 'Technical Analysis' },
  /*i18n*/ { id: 'matching.label.fundamentalAnalysis', message: 'Fundamental Analysis' },
  /*i18n*/ { id: 'matching.label.cryptoRegulations', message: 'Crypto Regulations' },
  /*i18n*/ { id: 'matching.label.cryptoEconomics', message: 'Crypto Economics' },
  /*i18n*/ { id: 'matching.label.cryptoGaming', message: 'Crypto Gaming' },
  /*i18n*/ { id: 'matching.label.metaverse', message: 'Metaverse' },
  /*i18n*/ { id: 'matching.label.smartContracts', message: 'Smart Contracts' },
  /*i18n*/ { id: 'matching.label.blockchainDevelopment', message: 'Blockchain Development' },
  /*i18n*/ { id: 'matching.label.cryptography', message: 'Cryptography' },
  /*i18n*/ { id: 'matching.label.cryptoBasics', message: 'Crypto Basics' },
  /*i18n*/ { id: 'matching.label.regulation', message: 'Regulation' },
  /*i18n*/ { id: 'matching.label.layer2', message: 'Layer 2' },
  /*i18n*/ { id: 'matching.label.styleVisual', message: 'Visual' },
  /*i18n*/ { id: 'matching.label.styleReadingWriting', message: 'Reading/Writing' },
  /*i18n*/ { id: 'matching.label.styleAuditory', message: 'Auditory' },
  /*i18n*/ { id: 'matching.label.styleKinesthetic', message: 'Kinesthetic' },
  /*i18n*/ { id: 'matching.label.styleMixed', message: 'Mixed' },
  /*i18n*/ { id: 'matching.label.commDirect', message: 'Direct' },
  /*i18n*/ { id: 'matching.label.commAnalytical', message: 'Analytical' },
  /*i18n*/ { id: 'matching.label.commCasual', message: 'Casual' },
  /*i18n*/ { id: 'matching.label.commSupportive', message: 'Supportive' },
  /*i18n*/ { id: 'matching.label.commFormal', message: 'Formal' },
];

export const TRAIT_NAMES: Record<TraitKey, MessageDescriptor> = {
  riskAppetite: /*i18n*/ { id: 'matching.trait.riskAppetite', message: 'Risk Appetite' },
  techEnthusiasm: /*i18n*/ { id: 'matching.trait.techEnthusiasm', message: 'Tech Enthusiasm' },
  communitySpirit: /*i18n*/ { id: 'matching.trait.communitySpirit', message: 'Community Spirit' },
  longTermVision: /*i18n*/ { id: 'matching.trait.longTermVision', message: 'Long Term Vision' },
  decentralizationIdeals: /*i18n*/ { id: 'matching.trait.decentralizationIdeals', message: 'Decentralization Ideals' },
  practicalUtility: /*i18n*/ { id: 'matching.trait.practicalUtility', message: 'Practical Utility' },
};

const byEnglish = new Map(LABELS.map((descriptor) => [descriptor.message!, descriptor]));

/** A topic, interest or style label in the language of `i18n`; a name that stays as it is comes back unchanged. */
export function reasonLabel(i18n: I18n, english: string): string {
  const descriptor = byEnglish.get(english);
  return descriptor ? i18n._(descriptor) : english;
}
