/** The calendar days on which a user was active in the trainer (kind 'vocabulary'). */
import type { Executor } from '../../db/client';
import { activityDays } from '../../db/schema';
import type { CalendarDay } from '../../lib/calendar';

export const VOCABULARY_ACTIVITY = 'vocabulary';

export async function recordActivityDay(db: Executor, userId: number, day: CalendarDay): Promise<void> {
  await db
    .insert(activityDays)
    .values({ userId, kind: VOCABULARY_ACTIVITY, day })
    .onConflictDoNothing({ target: [activityDays.userId, activityDays.kind, activityDays.day] });
}
