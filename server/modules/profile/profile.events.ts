/**
 * How the profile reacts to other modules' facts (docs/decisions/010-domain-events-and-jobs.md): a saved
 * swipe (`swipe.saved`) recomputes the stored personality, which publishes `profile.updated`.
 */
import type { DomainEventBus } from '../../events/domain-events';
import type { JobQueue } from '../../jobs/job-queue';
import { onSwipesChanged, type ProfileDeps } from './profile.service';

export function registerProfileEventHandlers(domainEvents: DomainEventBus, _jobs: JobQueue, deps: ProfileDeps): void {
  domainEvents.on('swipe.saved', ({ userId }) => onSwipesChanged(deps, userId));
}
