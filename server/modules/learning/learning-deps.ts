import type { Database } from '../../db/client';
import type { DomainEventBus } from '../../events/domain-events';
import type { ContentTranslations } from '../i18n/content-translations';
import type { LessonTranslations } from '../i18n/lesson-translations';

export interface LearningDeps {
  db: Database;
  /** Publishes `module.progressed` after each start, quiz submission or completion commits (pairs reacts),
   *  and `module.completed` after a first completion (gamification reacts). */
  domainEvents: DomainEventBus;
  /** The clock (tests move it); the real time when absent. */
  now?: () => Date;
  /** Lessons in the reader's language (docs/decisions/056-translations.md); English only when absent. */
  lessons?: LessonTranslations;
  /** Journey names and descriptions in the reader's language; English only when absent. */
  content?: Pick<ContentTranslations, 'journey'>;
}
