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
import { publishQuietly, type UserChannel, type WarningLogger } from '../../live/user-channel';
import { payPairMilestones, type PairMilestoneDeps } from './pair-milestones.service';
import * as repository from './pairs.repository';

export interface PairsEventDeps extends PairMilestoneDeps {
  db: Database;
  userChannel: UserChannel;
  log: WarningLogger;
}

export function registerPairEventHandlers(domainEvents: DomainEventBus, jobs: JobQueue, deps: PairsEventDeps): void {
  jobs.work('pairs.milestones', async ({ userId }) => void (await payPairMilestones(deps, userId)));
  const onLearning = async ({ userId }: { userId: number }) => {
    await jobs.enqueue('pairs.milestones', { userId });
    for (const { matchId, otherUserId } of await repository.listPairsOfUser(deps.db, userId)) {
      await publishQuietly(deps.userChannel, otherUserId, { type: 'pair_streak_changed', matchId }, deps.log);
    }
  };
  domainEvents.on('module.progressed', onLearning);
  domainEvents.on('term.reviewed', onLearning);
}
