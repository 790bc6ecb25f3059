/**
 * The one calendar: days ('YYYY-MM-DD') on the user's wall calendar and streaks over them, pure. Login
 * days, review days and every streak use it (docs/design.md section 4: a streak day is a calendar day in
 * the user's time zone). An unknown or missing zone means DEFAULT_TIME_ZONE, here and nowhere else.
 */
import { DEFAULT_TIME_ZONE, isSupportedTimeZone } from '../../shared/contracts/time-zone';

export type CalendarDay = string;

const MS_PER_DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone to count days in: the user's when this runtime knows it, otherwise the default. */
export function effectiveTimeZone(timeZone: string | null | undefined): string {
  return timeZone && (formatters.has(timeZone) || isSupportedTimeZone(timeZone)) ? timeZone : DEFAULT_TIME_ZONE;
}

/** The calendar day `instant` falls on in `timeZone` (unknown or missing: DEFAULT_TIME_ZONE). */
export function calendarDay(instant: Date, timeZone: string | null | undefined): CalendarDay {
  const parts = formatterFor(effectiveTimeZone(timeZone)).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

function toUtcMs(day: CalendarDay): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
}

export function addDays(day: CalendarDay, count: number): CalendarDay {
  return new Date(toUtcMs(day) + count * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / MS_PER_DAY);
}

export interface StreakStats {
  currentStreak: number;
  longestStreak: number;
  lastActivityDate: CalendarDay | null;
}

/**
 * Streaks over distinct active days (any order, duplicates allowed). A streak is a run of consecutive
 * days; it stays current through the day after its last day (today may still come).
 */
export function computeStreaks(activeDays: readonly CalendarDay[], today: CalendarDay): StreakStats {
  const days = [...new Set(activeDays)].filter((day) => Number.isFinite(toUtcMs(day))).sort();
  if (days.length === 0) return { currentStreak: 0, longestStreak: 0, lastActivityDate: null };

  let longestStreak = 1;
  let run = 1;
  for (let index = 1; index < days.length; index += 1) {
    run = daysBetween(days[index - 1]!, days[index]!) === 1 ? run + 1 : 1;
    longestStreak = Math.max(longestStreak, run);
  }
  const lastActivityDate = days[days.length - 1]!;
  // `run` ends on the last active day. A day "after" today can only come from a move to a zone further
  // west; it still belongs to the current run.
  const isAlive = daysBetween(lastActivityDate, today) <= 1;
  return { currentStreak: isAlive ? run : 0, longestStreak, lastActivityDate };
}

/** Milliseconds the wall clock in `timeZone` is ahead of UTC at `instantMs`. */
function offsetMs(timeZone: string, instantMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instantMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const wallMs = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wallMs - Math.floor(instantMs / 1000) * 1000;
}

/** The instant the calendar day of `instant` began in `timeZone` (unknown or missing: DEFAULT_TIME_ZONE). */
export function startOfDay(instant: Date, timeZone: string | null | undefined): Date {
  const zone = effectiveTimeZone(timeZone);
  const midnightAsUtc = toUtcMs(calendarDay(instant, zone));
  let start = midnightAsUtc - offsetMs(zone, midnightAsUtc);
  // Once more at the found instant, in case the offset changed (daylight saving) between the two.
  start = midnightAsUtc - offsetMs(zone, start);
  return new Date(start);
}
