/**
 * Learning days, read-only (no new writes): what each user already records per learning activity. Quiz
 * submissions, module starts and completions (timestamps, turned into days in the user's zone by the
 * service) and vocabulary review days (recorded as days in the user's zone by the vocabulary trainer).
 * Sign-in days (`activity_days` kind 'login') are not learning days. One statement for any number of users.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { activityDays, learningProgress, quizAttempts, users } from '../../db/schema';
import type { CalendarDay } from '../../lib/calendar';
import { ACTIVITY_KIND } from '../gamification/activity-days.service';

export interface LearningActivity {
  timeZone: string | null;
  instants: Date[];
  days: CalendarDay[];
}

interface ActivityRow {
  userId: number;
  timeZone: string | null;
  /** Milliseconds since the epoch (float8), for instants. */
  atMs: number | null;
  day: string | null;
}

/** Activity of `userIds` at or after `since` (instants) and on or after `sinceDay` (recorded days); null: all of it. */
export async function findLearningActivity(db: Executor, userIds: readonly number[], since: Date | null, sinceDay: CalendarDay | null): Promise<Map<number, LearningActivity>> {
  const activity = new Map<number, LearningActivity>();
  if (userIds.length === 0) return activity;
  const ids = [...new Set(userIds)];
  const after = (column: SQL) => (since ? sql`and ${column} >= ${since.toISOString()}::timestamptz` : sql``);
  const epochMs = (column: unknown) => sql`(extract(epoch from ${column}) * 1000)::float8`;
  const rows = await queryRows<ActivityRow>(
    db,
    sql`
      select ${users.id} as "userId", ${users.timeZone} as "timeZone", null::float8 as "atMs", null::text as "day"
        from ${users} where ${inArray(users.id, ids)}
      union all
      select ${quizAttempts.userId}, null, ${epochMs(quizAttempts.createdAt)}, null
        from ${quizAttempts} where ${inArray(quizAttempts.userId, ids)} ${after(sql`${quizAttempts.createdAt}`)}
      union all
      select ${learningProgress.userId}, null, ${epochMs(learningProgress.startedAt)}, null
        from ${learningProgress} where ${inArray(learningProgress.userId, ids)} and not (${learningProgress.completedVia} = 'placement' and ${learningProgress.startedAt} = ${learningProgress.completedAt}) ${after(sql`${learningProgress.startedAt}`)}
      union all
      select ${learningProgress.userId}, null, ${epochMs(learningProgress.completedAt)}, null
        from ${learningProgress} where ${inArray(learningProgress.userId, ids)} and ${learningProgress.completedAt} is not null and ${learningProgress.completedVia} = 'lesson' ${after(sql`${learningProgress.completedAt}`)}
      union all
      select distinct ${activityDays.userId}, null, null::float8, ${activityDays.day}::text
        from ${activityDays}
        where ${inArray(activityDays.userId, ids)} and ${activityDays.kind} = ${ACTIVITY_KIND.vocabulary} ${sinceDay ? sql`and ${activityDays.day} >= ${sinceDay}::date` : sql``}`,
  );
  for (const row of rows) {
    if (row.atMs === null && row.day === null) activity.set(Number(row.userId), { timeZone: row.timeZone, instants: [], days: [] });
  }
  for (const row of rows) {
    const entry = activity.get(Number(row.userId));
    if (!entry) continue;
    if (row.atMs !== null) entry.instants.push(new Date(Number(row.atMs)));
    else if (row.day !== null) entry.days.push(row.day);
  }
  return activity;
}
