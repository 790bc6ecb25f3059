import type { Database } from '../../db/client';
import type { DomainEventBus } from '../../events/domain-events';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { UserChannel, WarningLogger } from '../../live/user-channel';

/** A notice in a user's system inbox (the moderation module records warnings and report outcomes here). */
export { insertNotice as recordNotice } from './notices.repository';
/** What an account deletion and the retention job do to reports (docs/decisions/046). */
export { keepReportEvidence, purgeExpiredEvidence, REPORT_EVIDENCE_RETENTION_DAYS } from './report-evidence.service';

/**
 * The safety module's surface for other modules (moderation, account). SafetyDeps is what the safety and
 * moderation modules need: the database, live events to users, domain events, the rate limiter.
 */
export interface SafetyDeps {
  db: Database;
  userChannel: UserChannel;
  domainEvents: DomainEventBus;
  rateLimiter: RateLimiter;
  log?: WarningLogger;
}
