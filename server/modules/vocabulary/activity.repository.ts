/** The calendar days on which a user was active in the trainer (kind 'vocabulary'). */
import { and, asc, eq } from 'drizzle-orm';
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

export async function listActivityDays(db: Executor, userId: number): Promise<CalendarDay[]> {
  const rows = await db
    .select({ day: activityDays.day })
    .from(activityDays)
    .where(and(eq(activityDays.userId, userId), eq(activityDays.kind, VOCABULARY_ACTIVITY)))
    .orderBy(asc(activityDays.day));
  return rows.map((row) => row.day);
}
