import type { MessageDescriptor } from '@lingui/core';
import type { POINT_SOURCES } from '@shared/constants/gamification';

/** What each point source is called in the Office (the shared English labels, through the catalogue). */
export const POINT_SOURCE_MESSAGES: Record<(typeof POINT_SOURCES)[number], MessageDescriptor> = {
  learningModules: /*i18n*/ { id: 'gamification.source.learningModules', message: 'Learning modules' },
  vocabularyMastered: /*i18n*/ { id: 'gamification.source.vocabularyMastered', message: 'Vocabulary mastered' },
  dailyLogins: /*i18n*/ { id: 'gamification.source.dailyLogins', message: 'Daily logins' },
  profileCompleteness: /*i18n*/ { id: 'gamification.source.profileCompleteness', message: 'Profile completeness' },
  matches: /*i18n*/ { id: 'gamification.source.matches', message: 'Matches' },
  messaging: /*i18n*/ { id: 'gamification.source.messaging', message: 'Messaging' },
  teaching: /*i18n*/ { id: 'gamification.source.teaching', message: 'Teaching' },
};
