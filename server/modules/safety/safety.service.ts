import type { Database } from '../../db/client';
import type { DomainEventBus } from '../../events/domain-events';
import type { EventBus, WarningLogger } from '../../live/event-bus';

/** A moderator's warning to a user (the moderation module records it through here). */
export { insertWarning as recordWarning } from './warnings.repository';

/**
 * The safety module's surface for other modules (moderation). SafetyDeps is what the safety and moderation
 * modules need: the database, live events to users, domain events.
 */
export interface SafetyDeps {
  db: Database;
  bus: EventBus;
  domainEvents: DomainEventBus;
  log?: WarningLogger;
}
