/**
 * Periodic clean-up across accounts: expired sessions and mailed links (`sessions.prune`), and the evidence of
 * deleted accounts and held usernames once their retention ends (`retention.purge`, docs/decisions/046).
 * server/app.ts schedules them; the bodies live here so the composition root only wires.
 */
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { pruneExpiredSessions } from '../auth/auth.service';
import { releaseExpiredUsernameHolds } from '../auth/users.service';
import { pruneStaleLinks } from '../email/email.service';
import { purgeExpiredEvidence } from '../safety/safety.service';

export interface HousekeepingDeps {
  db: Database;
  log: { info: (details: object, message: string) => void };
  clock?: () => Date;
}

export async function pruneSessionsAndLinks(deps: HousekeepingDeps): Promise<void> {
  const deleted = await pruneExpiredSessions(deps.db);
  const deletedLinks = await pruneStaleLinks(deps.db);
  if (deleted + deletedLinks > 0) deps.log.info({ deleted, deletedLinks }, 'expired sessions and mailed links pruned');
}

export async function purgeExpiredRetention(deps: HousekeepingDeps): Promise<void> {
  const now = (deps.clock ?? (() => new Date()))();
  const purgedReports = await purgeExpiredEvidence(deps.db, now);
  const releasedUsernames = await releaseExpiredUsernameHolds(deps.db, now);
  if (purgedReports + releasedUsernames > 0) deps.log.info({ purgedReports, releasedUsernames }, 'retention purge');
}

export function registerHousekeepingJobs(jobs: JobQueue, deps: HousekeepingDeps): void {
  jobs.work('sessions.prune', () => pruneSessionsAndLinks(deps));
  jobs.work('retention.purge', () => purgeExpiredRetention(deps));
}
