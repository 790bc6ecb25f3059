import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * A term's category as the vocabulary catalogue writes it (the key, which filters and the API keep) and its
 * displayed name. In the `terms` area: the term card opens from lessons and chat messages too.
 */
const CATEGORY_LABELS: Record<string, MessageDescriptor> = {
  Basics: /*i18n*/ { id: 'vocabulary.category.basics', message: 'Basics' },
  Bitcoin: /*i18n*/ { id: 'vocabulary.category.bitcoin', message: 'Bitcoin' },
  DeFi: /*i18n*/ { id: 'vocabulary.category.defi', message: 'DeFi' },
  Ethereum: /*i18n*/ { id: 'vocabulary.category.ethereum', message: 'Ethereum' },
  Governance: /*i18n*/ { id: 'vocabulary.category.governance', message: 'Governance' },
  'Layer 2': /*i18n*/ { id: 'vocabulary.category.layer2', message: 'Layer 2' },
  'Mining & Staking': /*i18n*/ { id: 'vocabulary.category.miningStaking', message: 'Mining & Staking' },
  NFTs: /*i18n*/ { id: 'vocabulary.category.nfts', message: 'NFTs' },
  Regulation: /*i18n*/ { id: 'vocabulary.category.regulation', message: 'Regulation' },
  Security: /*i18n*/ { id: 'vocabulary.category.security', message: 'Security' },
  Trading: /*i18n*/ { id: 'vocabulary.category.trading', message: 'Trading' },
};

/** A term category's name in the active language; one the table does not know is shown as written. */
export function termCategoryText(i18n: I18n, category: string): string {
  const label = CATEGORY_LABELS[category];
  return label ? i18n._(label) : category;
}
