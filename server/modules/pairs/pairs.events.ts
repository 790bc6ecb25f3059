/**
 * How pairs react to learning (docs/decisions/030-streak-freezes-milestones-and-study-suggestions.md): every
 * learning activity queues `pairs.milestones` for its user, which pays the pair-streak milestones that
 * activity may have completed, after the request answered.
 */
import type { DomainEventBus } from '../../events/domain-events';
import type { JobQueue } from '../../jobs/job-queue';
import { payPairMilestones, type PairMilestoneDeps } from './pair-milestones.service';

export function registerPairEventHandlers(events: DomainEventBus, jobs: JobQueue, deps: PairMilestoneDeps): void {
  jobs.work('pairs.milestones', async ({ userId }) => void (await payPairMilestones(deps, userId)));
  const check = ({ userId }: { userId: number }) => jobs.enqueue('pairs.milestones', { userId });
  events.on('module.progressed', check);
  events.on('module.completed', check);
  events.on('term.reviewed', check);
}
