import type { Database } from '../../db/client';
import type { DomainEventBus } from '../../events/domain-events';

export interface LearningDeps {
  db: Database;
  /** Publishes `module.completed` after a first completion commits (gamification reacts). */
  events: DomainEventBus;
}
