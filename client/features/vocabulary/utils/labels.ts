import type { I18n, MessageDescriptor } from '@lingui/core';

/** Displayed names of the mastery level (utils/mastery-level.ts keeps the English key) and of the difficulty. */
const MASTERY_LABELS: Record<string, MessageDescriptor> = {
  Newcomer: /*i18n*/ { id: 'vocabulary.mastery.newcomer', message: 'Newcomer' },
  Beginner: /*i18n*/ { id: 'vocabulary.mastery.beginner', message: 'Beginner' },
  Apprentice: /*i18n*/ { id: 'vocabulary.mastery.apprentice', message: 'Apprentice' },
  Adept: /*i18n*/ { id: 'vocabulary.mastery.adept', message: 'Adept' },
  Expert: /*i18n*/ { id: 'vocabulary.mastery.expert', message: 'Expert' },
  'Vocabulary Master': /*i18n*/ { id: 'vocabulary.mastery.master', message: 'Vocabulary Master' },
};

export const DIFFICULTY_LABELS: readonly MessageDescriptor[] = [
  /*i18n*/ { id: 'vocabulary.difficulty.easy', message: 'Easy' },
  /*i18n*/ { id: 'vocabulary.difficulty.medium', message: 'Medium' },
  /*i18n*/ { id: 'vocabulary.difficulty.hard', message: 'Hard' },
];

export function masteryText(i18n: I18n, level: string): string {
  const label = MASTERY_LABELS[level];
  return label ? i18n._(label) : level;
}
