/**
 * The points ledger's one way in for every module (docs/decisions/023-one-owner-per-table-and-rule.md).
 * Other modules award points inside the transaction of the activity that earns them; the rules (keys,
 * the daily message cap in the user's time zone) live here.
 *
 * `points.awarded` is published for the awards gamification makes in its own transactions (the day's
 * login, profile completeness), once they committed. An award inside another module's transaction is
 * announced by that module's own fact after its commit (`match.created`, `message.sent`,
 * `module.completed`, `term.reviewed`): only the transaction's owner knows when it committed. Achievement
 * points are not announced: the evaluation that awards them checks the level in the same transaction.
 */
import type { PointSource } from '../../../shared/constants/gamification';
import type { DomainEventBus } from '../../events/domain-events';

export { awardPoints, sumPointsBySource, totalPoints, type PointsAward } from './points-ledger';
export { awardMessagingPoints, type MessagingPointsInput } from './messaging-points';
export { awardPairMilestone } from './pair-milestones';
export { awardTeachingPoints, type TeachingPointsInput } from './teaching-points';
export { countTaughtThatStuck, recordTaughtItem, settleTaughtItems, type RecallResult, type StuckCredit, type TaughtItem } from './teaching-credits';

/** After gamification's own award committed: `points.awarded` (gamification.events.ts queues the
 *  achievement and level evaluation of that source). Only gamification calls this. */
export async function announcePointsAwarded(domainEvents: Pick<DomainEventBus, 'publish'>, award: { userId: number; source: PointSource }): Promise<void> {
  await domainEvents.publish('points.awarded', { userId: award.userId, source: award.source });
}
