/**
 * The achievements' names and descriptions (achievements.ts) in the reader's language
 * (docs/decisions/056-translations.md): the Office's answers, its next rewards and the live toast use them.
 * The English here is achievements.ts's, word for word (achievement-texts.test.ts keeps them in step).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { AchievementDefinition } from './achievements';

export const ACHIEVEMENT_TEXTS: Record<string, { name: MessageDescriptor; description: MessageDescriptor }> = {
  'first-module': {
    name: /*i18n*/ { id: 'achievement.firstModule.name', message: 'First Lesson' },
    description: /*i18n*/ { id: 'achievement.firstModule.description', message: 'Complete your first learning module' },
  },
  'learning-enthusiast': {
    name: /*i18n*/ { id: 'achievement.learningEnthusiast.name', message: 'Learning Enthusiast' },
    description: /*i18n*/ { id: 'achievement.learningEnthusiast.description', message: 'Complete 5 learning modules' },
  },
  'knowledge-seeker': {
    name: /*i18n*/ { id: 'achievement.knowledgeSeeker.name', message: 'Knowledge Seeker' },
    description: /*i18n*/ { id: 'achievement.knowledgeSeeker.description', message: 'Complete 10 learning modules' },
  },
  'first-term': {
    name: /*i18n*/ { id: 'achievement.firstTerm.name', message: 'First Word' },
    description: /*i18n*/ { id: 'achievement.firstTerm.description', message: 'Master your first vocabulary term' },
  },
  wordsmith: {
    name: /*i18n*/ { id: 'achievement.wordsmith.name', message: 'Wordsmith' },
    description: /*i18n*/ { id: 'achievement.wordsmith.description', message: 'Master 50 vocabulary terms' },
  },
  'vocabulary-master': {
    name: /*i18n*/ { id: 'achievement.vocabularyMaster.name', message: 'Vocabulary Master' },
    description: /*i18n*/ { id: 'achievement.vocabularyMaster.description', message: 'Master all vocabulary terms' },
  },
  'warming-up': {
    name: /*i18n*/ { id: 'achievement.warmingUp.name', message: 'Warming Up' },
    description: /*i18n*/ { id: 'achievement.warmingUp.description', message: 'Learn 3 days in a row' },
  },
  'on-fire': {
    name: /*i18n*/ { id: 'achievement.onFire.name', message: 'On Fire' },
    description: /*i18n*/ { id: 'achievement.onFire.description', message: 'Keep a 7-day streak' },
  },
  unstoppable: {
    name: /*i18n*/ { id: 'achievement.unstoppable.name', message: 'Unstoppable' },
    description: /*i18n*/ { id: 'achievement.unstoppable.description', message: 'Keep a 30-day streak' },
  },
  'first-match': {
    name: /*i18n*/ { id: 'achievement.firstMatch.name', message: 'First Connection' },
    description: /*i18n*/ { id: 'achievement.firstMatch.description', message: 'Get your first match' },
  },
  'social-butterfly': {
    name: /*i18n*/ { id: 'achievement.socialButterfly.name', message: 'Social Butterfly' },
    description: /*i18n*/ { id: 'achievement.socialButterfly.description', message: 'Make 10 matches' },
  },
  'study-buddies': {
    name: /*i18n*/ { id: 'achievement.studyBuddies.name', message: 'Study Buddies' },
    description: /*i18n*/ { id: 'achievement.studyBuddies.description', message: 'Reach a 7-day pair streak with a match' },
  },
  'learning-partners': {
    name: /*i18n*/ { id: 'achievement.learningPartners.name', message: 'Learning Partners' },
    description: /*i18n*/ { id: 'achievement.learningPartners.description', message: 'Reach a 30-day pair streak with a match' },
  },
  inseparable: {
    name: /*i18n*/ { id: 'achievement.inseparable.name', message: 'Inseparable' },
    description: /*i18n*/ { id: 'achievement.inseparable.description', message: 'Reach a 100-day pair streak with a match' },
  },
  icebreaker: {
    name: /*i18n*/ { id: 'achievement.icebreaker.name', message: 'Icebreaker' },
    description: /*i18n*/ { id: 'achievement.icebreaker.description', message: 'Send your first message' },
  },
  'great-communicator': {
    name: /*i18n*/ { id: 'achievement.greatCommunicator.name', message: 'Great Communicator' },
    description: /*i18n*/ { id: 'achievement.greatCommunicator.description', message: 'Send 50 messages' },
  },
  'first-mentor': {
    name: /*i18n*/ { id: 'achievement.firstMentor.name', message: 'Mentor' },
    description: /*i18n*/ { id: 'achievement.firstMentor.description', message: 'A partner answers your teach-back card correctly' },
  },
  'seasoned-mentor': {
    name: /*i18n*/ { id: 'achievement.seasonedMentor.name', message: 'Seasoned Mentor' },
    description: /*i18n*/ { id: 'achievement.seasonedMentor.description', message: 'Partners answer 10 of your teach-back cards' },
  },
  'lasting-teacher': {
    name: /*i18n*/ { id: 'achievement.lastingTeacher.name', message: 'Lasting Teacher' },
    description: /*i18n*/ { id: 'achievement.lastingTeacher.description', message: 'Teach partners 5 things they still remember a week later' },
  },
};

/** An achievement's name and description in the language of `i18n` (English for a key not listed). */
export function achievementTexts(definition: Pick<AchievementDefinition, 'key' | 'name' | 'description'>, i18n: I18n): { name: string; description: string } {
  const texts = ACHIEVEMENT_TEXTS[definition.key];
  if (!texts || i18n.locale === 'en') return { name: definition.name, description: definition.description };
  return { name: i18n._(texts.name), description: i18n._(texts.description) };
}
