import type { Database } from '../../db/client';
import type { DomainEventBus } from '../../events/domain-events';
import type { EventBus, WarningLogger } from '../../live/event-bus';

/** What the safety and moderation modules need: the database, live events to users, domain events. */
export interface SafetyDeps {
  db: Database;
  bus: EventBus;
  domainEvents: DomainEventBus;
  log?: WarningLogger;
}
