/**
 * Learning days, read-only (no new writes): what each user already records per learning activity. Quiz
 * submissions, module starts and completions (timestamps, turned into days in the user's zone by the
 * service) and vocabulary review days (recorded as days in the user's zone by the vocabulary trainer).
 * Sign-in days (`activity_days` kind 'login') are not learning days.
 */
import { and, gte, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { activityDays, learningProgress, quizAttempts, users } from '../../db/schema';
import type { CalendarDay } from '../../lib/calendar';

/** The kind the vocabulary trainer records its review days under. */
const VOCABULARY_ACTIVITY_KIND = 'vocabulary';

export interface LearningActivity {
  timeZone: string | null;
  instants: Date[];
  days: CalendarDay[];
}

/** Activity of `userIds` at or after `since` (instants) and on or after `sinceDay` (recorded days); null: all of it. */
export async function findLearningActivity(db: Executor, userIds: readonly number[], since: Date | null, sinceDay: CalendarDay | null): Promise<Map<number, LearningActivity>> {
  const activity = new Map<number, LearningActivity>();
  if (userIds.length === 0) return activity;
  const ids = [...new Set(userIds)];
  const [zones, quizzes, progress, reviews] = await Promise.all([
    db.select({ userId: users.id, timeZone: users.timeZone }).from(users).where(inArray(users.id, ids)),
    db
      .select({ userId: quizAttempts.userId, at: quizAttempts.createdAt })
      .from(quizAttempts)
      .where(and(inArray(quizAttempts.userId, ids), since ? gte(quizAttempts.createdAt, since) : undefined)),
    db
      .select({ userId: learningProgress.userId, startedAt: learningProgress.startedAt, completedAt: learningProgress.completedAt })
      .from(learningProgress)
      .where(inArray(learningProgress.userId, ids)),
    db
      .selectDistinct({ userId: activityDays.userId, day: activityDays.day })
      .from(activityDays)
      .where(and(inArray(activityDays.userId, ids), inArray(activityDays.kind, [VOCABULARY_ACTIVITY_KIND]), sinceDay ? gte(activityDays.day, sinceDay) : undefined)),
  ]);
  for (const row of zones) activity.set(row.userId, { timeZone: row.timeZone, instants: [], days: [] });
  for (const row of quizzes) activity.get(row.userId)?.instants.push(row.at);
  for (const row of progress) {
    const entry = activity.get(row.userId);
    for (const at of [row.startedAt, row.completedAt]) if (entry && at && (!since || at >= since)) entry.instants.push(at);
  }
  for (const row of reviews) activity.get(row.userId)?.days.push(row.day);
  return activity;
}
