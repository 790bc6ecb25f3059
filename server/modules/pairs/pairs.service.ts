/**
 * Pair streaks per match (docs/decisions/027-pair-streak.md), computed on read from what the learning and
 * vocabulary modules already record. Callers do the access check (the match must be the viewer's).
 */
import type { PairStreak as PairStreakContract } from '../../../shared/contracts/matches';
import type { Executor } from '../../db/client';
import { calendarDay } from '../../lib/calendar';
import { learningCalendars } from '../streaks/streaks.service';
import { computePairStreak } from './pair-streak';

export interface PairOfViewer {
  matchId: number;
  otherUserId: number;
  createdAt: Date;
}

const NO_STREAK: PairStreakContract = { days: 0, freezes: 0, isTodayDone: false };

/** The pair streak of each of the viewer's matches, by match id, in one read. */
export async function pairStreaks(db: Executor, viewerId: number, pairs: readonly PairOfViewer[], now = new Date()): Promise<Map<number, PairStreakContract>> {
  const streaks = new Map<number, PairStreakContract>();
  if (pairs.length === 0) return streaks;
  const earliest = new Date(Math.min(...pairs.map((pair) => pair.createdAt.getTime())));
  const calendars = await learningCalendars(db, [viewerId, ...pairs.map((pair) => pair.otherUserId)], earliest, now);
  const viewer = calendars.get(viewerId);
  for (const pair of pairs) {
    const other = calendars.get(pair.otherUserId);
    if (!viewer || !other) {
      streaks.set(pair.matchId, NO_STREAK);
      continue;
    }
    // The match's first day: the earlier of the two partners' calendar days when it formed.
    const [viewerDay, otherDay] = [calendarDay(pair.createdAt, viewer.timeZone), calendarDay(pair.createdAt, other.timeZone)];
    streaks.set(pair.matchId, computePairStreak(viewer, other, viewerDay < otherDay ? viewerDay : otherDay));
  }
  return streaks;
}
