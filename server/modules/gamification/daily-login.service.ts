/**
 * Daily logins: the first sign-in or app visit (`POST /api/gamification/visits`) of a calendar day (in the user's time zone) records an
 * activity day of kind 'login' and POINTS.dailyLogin, once per day by the ledger key.
 */
import { POINTS } from '../../../shared/constants/gamification';
import type { DomainEventBus } from '../../events/domain-events';
import type { GamificationDeps } from './achievements.service';
import { findUserTimeZone } from '../auth/users.service';
import { ACTIVITY_KIND, recordActivityDay } from './activity-days.service';
import { awardPoints } from './points-ledger';
import { announcePointsAwarded } from './points.service';
import { calendarDay } from '../../lib/calendar';

/** Returns the user's day and whether it scored now; null when the user no longer exists. */
export async function recordDailyLogin(deps: GamificationDeps, userId: number, now = new Date()): Promise<{ day: string; isNew: boolean } | null> {
  const timeZone = await findUserTimeZone(deps.db, userId);
  if (timeZone === undefined) return null;
  const day = calendarDay(now, timeZone);
  const isNew = await deps.db.transaction(async (tx) => {
    await recordActivityDay(tx, userId, ACTIVITY_KIND.login, day);
    return awardPoints(tx, { userId, source: 'dailyLogins', points: POINTS.dailyLogin, idempotencyKey: `daily-login:${day}` });
  });
  return { day, isNew };
}

/** Bounds the per-process memory of who was recorded today. */
const MAX_REMEMBERED_USERS = 50_000;

/**
 * Sign-ins (`user.signed_in`) and visits record the day without failing the request, and a process
 * remembers which user it already recorded today, so repeated visits do not write. A new
 * login day can complete a streak or cross a level: its `points.awarded` queues that evaluation.
 */
export function createDailyLoginTracker(deps: GamificationDeps, domainEvents: Pick<DomainEventBus, 'publish'>) {
  const recordedDay = new Map<number, string>();

  async function record(userId: number, now: Date): Promise<void> {
    try {
      const result = await recordDailyLogin(deps, userId, now);
      if (!result) return;
      if (result.isNew) await announcePointsAwarded(domainEvents, { userId, source: 'dailyLogins' });
      if (recordedDay.size >= MAX_REMEMBERED_USERS) recordedDay.clear();
      recordedDay.set(userId, result.day);
    } catch (error) {
      deps.log?.warn({ err: error, userId }, 'daily login not recorded');
    }
  }

  return {
    onSignedIn: (userId: number, now = new Date()) => record(userId, now),
    onSessionSeen: async (user: { id: number; timeZone: string }, now = new Date()) => {
      if (recordedDay.get(user.id) === calendarDay(now, user.timeZone)) return;
      await record(user.id, now);
    },
  };
}
