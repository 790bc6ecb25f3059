/**
 * How matching reacts to other modules' facts (docs/decisions/010-domain-events-and-jobs.md): when a
 * profile changes (`profile.updated`, after swipes or an edit) a `matching.run` job finds new matches after
 * the request has answered; each new match is announced live (`new_match`) and published as
 * `match.created`.
 */
import type { DomainEventBus } from '../../events/domain-events';
import type { JobQueue } from '../../jobs/job-queue';
import { runMatching, type MatchingDeps } from './matching.service';

export function registerMatchingEventHandlers(domainEvents: DomainEventBus, jobs: JobQueue, deps: MatchingDeps): void {
  jobs.work('matching.run', async ({ userId }) => void (await runMatching(deps, userId)));
  domainEvents.on('profile.updated', ({ userId }) => jobs.enqueue('matching.run', { userId }));
}
