/**
 * The calendar days on which a user was active, by kind: 'login' (the daily visit) and 'vocabulary' (a trainer
 * review, which the vocabulary streak counts). Gamification is the one writer of `activity_days`; another
 * module records a day through this service, inside its own transaction.
 */
import type { Executor } from '../../db/client';
import type { CalendarDay } from '../../lib/calendar';
import * as repository from './gamification.repository';

export const ACTIVITY_KIND = { login: 'login', vocabulary: 'vocabulary' } as const;
export type ActivityKind = (typeof ACTIVITY_KIND)[keyof typeof ACTIVITY_KIND];

/** Returns true when the day was recorded now (false when it already was). */
export function recordActivityDay(db: Executor, userId: number, kind: ActivityKind, day: CalendarDay): Promise<boolean> {
  return repository.insertActivityDay(db, { userId, kind, day });
}
