import type { I18n, MessageDescriptor } from '@lingui/core';
import { categoryLabel, type DifficultyBand } from '@shared/constants/learning';

/**
 * The displayed names of the module categories and difficulty bands. The keys stay the data's own
 * (`defi`, `Beginner`): filters, grouping and the API compare keys, only the label is translated.
 */
const CATEGORY_LABELS: Record<string, MessageDescriptor> = {
  fundamentals: /*i18n*/ { id: 'learning.category.fundamentals', message: 'Fundamentals' },
  technology: /*i18n*/ { id: 'learning.category.technology', message: 'Technology' },
  security: /*i18n*/ { id: 'learning.category.security', message: 'Security' },
  defi: /*i18n*/ { id: 'learning.category.defi', message: 'DeFi' },
  trading: /*i18n*/ { id: 'learning.category.trading', message: 'Trading' },
  entertainment: /*i18n*/ { id: 'learning.category.entertainment', message: 'Entertainment' },
  sports: /*i18n*/ { id: 'learning.category.sports', message: 'Sports' },
  governance: /*i18n*/ { id: 'learning.category.governance', message: 'Governance' },
};

const BAND_LABELS: Record<DifficultyBand, MessageDescriptor> = {
  Beginner: /*i18n*/ { id: 'learning.difficulty.beginner', message: 'Beginner' },
  Intermediate: /*i18n*/ { id: 'learning.difficulty.intermediate', message: 'Intermediate' },
  Advanced: /*i18n*/ { id: 'learning.difficulty.advanced', message: 'Advanced' },
};

/** A category's name in the active language; a category the table does not know keeps its English label. */
export function categoryText(i18n: I18n, category: string): string {
  const label = CATEGORY_LABELS[category];
  return label ? i18n._(label) : categoryLabel(category);
}

export function bandText(i18n: I18n, band: DifficultyBand): string {
  return i18n._(BAND_LABELS[band]);
}

const RESOURCE_KIND_LABELS: Record<string, MessageDescriptor> = {
  article: /*i18n*/ { id: 'learning.resourceKind.article', message: 'article' },
  docs: /*i18n*/ { id: 'learning.resourceKind.docs', message: 'docs' },
  tool: /*i18n*/ { id: 'learning.resourceKind.tool', message: 'tool' },
  whitepaper: /*i18n*/ { id: 'learning.resourceKind.whitepaper', message: 'whitepaper' },
};

/** A resource's kind as shown on its badge; a kind the table does not know is shown as written. */
export function resourceKindText(i18n: I18n, kind: string): string {
  const label = RESOURCE_KIND_LABELS[kind];
  return label ? i18n._(label) : kind;
}
