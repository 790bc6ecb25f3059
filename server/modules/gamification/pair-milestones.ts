/**
 * Pair-streak milestone points (docs/product.md section 10): each partner scores once per pair and
 * milestone, whichever of them learns the day that reaches it. The key names the two users, not the match,
 * so a pair that unmatches and matches again is not paid twice.
 */
import { POINTS } from '../../../shared/constants/gamification';
import type { PairStreakMilestone } from '../../../shared/constants/streaks';
import type { Executor } from '../../db/client';
import { awardPoints } from './points-ledger';

export const PAIR_MILESTONE_KEY_PREFIX = 'pair-streak:';

export function pairMilestoneKey(userId: number, partnerId: number, days: PairStreakMilestone): string {
  const [low, high] = userId < partnerId ? [userId, partnerId] : [partnerId, userId];
  return `${PAIR_MILESTONE_KEY_PREFIX}${low}-${high}:${days}`;
}

/** The milestone's days from a ledger key, or null when the key is not a pair milestone's. */
export function milestoneDaysOf(key: string): number | null {
  const match = /^pair-streak:\d+-\d+:(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}

/** Inside the caller's transaction; true when `userId` was paid now, false when already paid for this pair. */
export async function awardPairMilestone(tx: Executor, userId: number, partnerId: number, days: PairStreakMilestone): Promise<boolean> {
  return awardPoints(tx, { userId, source: 'matches', points: POINTS.pairStreak[days], idempotencyKey: pairMilestoneKey(userId, partnerId, days) });
}
