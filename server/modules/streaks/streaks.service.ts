/**
 * The app's one definition of a learning day (docs/product.md section 10): a calendar day in the user's
 * own time zone with a lesson started or completed, a quiz submitted or a vocabulary review. Personal
 * streaks (Office, /vocabulary, streak achievements) and pair streaks (the match card, the chat header)
 * read their days here and count them with the one rule in server/lib/calendar.ts, freezes included.
 * Everything is derived on read from what learning already records; nothing is stored.
 */
import type { Executor } from '../../db/client';
import { calendarDay, computeStreaks, type CalendarDay, type StreakStats } from '../../lib/calendar';
import * as repository from './streaks.repository';

/** One user's learning days and today, both in that user's own time zone. */
export interface LearningCalendar {
  timeZone: string | null;
  days: CalendarDay[];
  today: CalendarDay;
}

/**
 * The learning calendars of `userIds`, with activity from `since` on (null: all of it). Recorded days are
 * in each user's zone: a day of margin before `since`'s UTC day covers every zone's view of it.
 */
export async function learningCalendars(db: Executor, userIds: readonly number[], since: Date | null, now: Date): Promise<Map<number, LearningCalendar>> {
  const sinceDay = since ? calendarDay(new Date(since.getTime() - 86_400_000), 'UTC') : null;
  const activity = await repository.findLearningActivity(db, userIds, since, sinceDay);
  return new Map(
    [...activity].map(([userId, entry]) => [
      userId,
      {
        timeZone: entry.timeZone,
        days: [...entry.days, ...entry.instants.map((instant) => calendarDay(instant, entry.timeZone))],
        today: calendarDay(now, entry.timeZone),
      },
    ]),
  );
}

export interface PersonalStreak extends StreakStats {
  /** The user's calendar day now, in their time zone. */
  today: CalendarDay;
}

/** The user's own streak of learning days, freezes included. */
export async function personalStreak(db: Executor, userId: number, now = new Date()): Promise<PersonalStreak> {
  const calendar = (await learningCalendars(db, [userId], null, now)).get(userId);
  const today = calendar?.today ?? calendarDay(now, null);
  return { ...computeStreaks(calendar?.days ?? [], today), today };
}

/** The moments a user learned since `since` (lessons, quizzes; vocabulary days have no time), for the usual study hour. */
export async function learningInstants(db: Executor, userId: number, since: Date): Promise<Date[]> {
  const activity = await repository.findLearningActivity(db, [userId], since, calendarDay(since, 'UTC'));
  return activity.get(userId)?.instants ?? [];
}
