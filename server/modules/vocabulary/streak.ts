/**
 * Streak arithmetic over the calendar days on which a user reviewed at least one term. A streak is a
 * run of consecutive days; it stays current until the end of the day after its last day (a learner who
 * reviewed yesterday has not lost the streak yet today).
 */
import { daysBetween, type CalendarDay } from './calendar-day';

export interface StreakSummary {
  currentStreak: number;
  longestStreak: number;
  lastActivityDate: CalendarDay | null;
}

export function summarizeStreak(activeDays: readonly CalendarDay[], today: CalendarDay): StreakSummary {
  const days = [...new Set(activeDays)].sort();
  if (days.length === 0) return { currentStreak: 0, longestStreak: 0, lastActivityDate: null };

  let longestStreak = 1;
  let run = 1;
  for (let index = 1; index < days.length; index += 1) {
    run = daysBetween(days[index - 1]!, days[index]!) === 1 ? run + 1 : 1;
    longestStreak = Math.max(longestStreak, run);
  }

  const lastActivityDate = days[days.length - 1]!;
  // `run` is now the run that ends on the last active day. A day "after" today can only come from a
  // time-zone change to the west; it still belongs to the current run.
  const isAlive = daysBetween(lastActivityDate, today) <= 1;
  return { currentStreak: isAlive ? run : 0, longestStreak, lastActivityDate };
}
