/**
 * Pair-streak milestones (docs/product.md section 10): when a pair streak reaches 7, 30 or 100 days, each
 * partner scores once per pair and milestone (the ledger key decides, so a rerun or a concurrent job pays
 * nothing twice), then `pair.milestone` lets gamification evaluate the pair achievements. Runs as the
 * `pairs.milestones` job after a learning activity of either partner: the day that completes a pair day
 * is always some partner's activity.
 */
import { PAIR_STREAK_MILESTONES } from '../../../shared/constants/streaks';
import type { Database } from '../../db/client';
import type { DomainEventBus } from '../../events/domain-events';
import { awardPairMilestone } from '../gamification/points.service';
import { pairStreaks } from './pairs.service';
import * as repository from './pairs.repository';

export interface PairMilestoneDeps {
  db: Database;
  domainEvents: DomainEventBus;
}

/** The milestones a streak of `days` has reached, smallest first. */
export function reachedMilestones(days: number) {
  return PAIR_STREAK_MILESTONES.filter((milestone) => days >= milestone);
}

/** Pays the milestones `userId`'s pairs have reached; returns what was paid now, per match. */
export async function payPairMilestones(deps: PairMilestoneDeps, userId: number, now = new Date()): Promise<Array<{ matchId: number; days: number; userIds: number[] }>> {
  const pairs = await repository.listPairsOfUser(deps.db, userId);
  const streaks = await pairStreaks(deps.db, userId, pairs, now);
  const paid: Array<{ matchId: number; days: number; userIds: number[] }> = [];
  for (const pair of pairs) {
    for (const days of reachedMilestones(streaks.get(pair.matchId)?.days ?? 0)) {
      const userIds = await deps.db.transaction(async (tx) => {
        const payees: number[] = [];
        for (const [payee, partner] of [
          [userId, pair.otherUserId],
          [pair.otherUserId, userId],
        ] as const) {
          if (await awardPairMilestone(tx, payee, partner, days)) payees.push(payee);
        }
        return payees;
      });
      if (userIds.length > 0) paid.push({ matchId: pair.matchId, days, userIds });
    }
  }
  for (const entry of paid) await deps.domainEvents.publish('pair.milestone', entry);
  return paid;
}
