/**
 * How pairs react to learning (docs/decisions/027-pair-streak.md,
 * docs/decisions/030-streak-freezes-milestones-and-study-suggestions.md): when a user records learning
 * (`module.progressed`: a module started, a quiz submitted, a module completed; `term.reviewed`: a
 * vocabulary review), each of their partners gets `pair_streak_changed` live, so the flame on the match card
 * and in the chat header refreshes without a reload, and `pairs.milestones` is queued for the user, which
 * pays the pair-streak milestones that activity may have completed, after the request answered.
 */
import type { Database } from '../../db/client';
import type { DomainEventBus } from '../../events/domain-events';
import type { JobQueue } from '../../jobs/job-queue';
import { publishQuietly, type EventBus, type WarningLogger } from '../../live/event-bus';
import { payPairMilestones, type PairMilestoneDeps } from './pair-milestones.service';
import * as repository from './pairs.repository';

export interface PairsEventDeps extends PairMilestoneDeps {
  db: Database;
  bus: EventBus;
  log: WarningLogger;
}

export function registerPairEventHandlers(events: DomainEventBus, jobs: JobQueue, deps: PairsEventDeps): void {
  jobs.work('pairs.milestones', async ({ userId }) => void (await payPairMilestones(deps, userId)));
  const onLearning = async ({ userId }: { userId: number }) => {
    await jobs.enqueue('pairs.milestones', { userId });
    for (const { matchId, otherUserId } of await repository.listPairsOfUser(deps.db, userId)) {
      await publishQuietly(deps.bus, otherUserId, { type: 'pair_streak_changed', matchId }, deps.log);
    }
  };
  events.on('module.progressed', onLearning);
  events.on('term.reviewed', onLearning);
}
