/**
 * The one calendar: days ('YYYY-MM-DD') on the user's wall calendar and streaks over them, pure. Login
 * days, review days and every streak use it (docs/design.md section 4: a streak day is a calendar day in
 * the user's time zone). An unknown or missing zone means DEFAULT_TIME_ZONE, here and nowhere else.
 */
import { STREAK_FREEZE_CAP, STREAK_FREEZE_EARN_RUN } from '../../shared/constants/streaks';
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

/** The weekday of a calendar day: 0 Sunday ... 6 Saturday (as Date.getDay counts). */
export function weekdayOf(day: CalendarDay): number {
  return new Date(toUtcMs(day)).getUTCDay();
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / MS_PER_DAY);
}

export interface StreakStats {
  currentStreak: number;
  longestStreak: number;
  lastActivityDate: CalendarDay | null;
  /** Freezes held now (each covers one missed day, spent automatically). */
  freezes: number;
  /** Whether the open day (today) already counts. */
  isTodayDone: boolean;
}

/**
 * The one streak rule of the app (docs/product.md section 10), for a person and for a pair alike: a
 * streak is the number of done days in a row up to `openDay`. The open day (today; for a pair the
 * earlier of the two todays) may still be done, so it never breaks anything. Every run of
 * STREAK_FREEZE_EARN_RUN done days earns a freeze (at most STREAK_FREEZE_CAP held); a missed day before
 * the open day spends one automatically, keeping the streak without adding to it, and the earning run
 * starts over. A missed day with no freeze ends the streak. Days after `openDay` (a user who moved to a
 * zone further west) still count. Input in any order, duplicates allowed.
 */
export function computeStreaks(doneDays: Iterable<CalendarDay>, openDay: CalendarDay): StreakStats {
  const done = new Set([...doneDays].filter((day) => Number.isFinite(toUtcMs(day))));
  if (done.size === 0) return { currentStreak: 0, longestStreak: 0, lastActivityDate: null, freezes: 0, isTodayDone: false };

  const sorted = [...done].sort();
  const first = sorted[0]!;
  const lastActivityDate = sorted[sorted.length - 1]!;
  const last = lastActivityDate > openDay ? lastActivityDate : openDay;
  let days = 0;
  let longest = 0;
  let freezes = 0;
  let run = 0;
  for (let offset = 0, total = daysBetween(first, last); offset <= total; offset += 1) {
    const day = addDays(first, offset);
    if (done.has(day)) {
      days += 1;
      longest = Math.max(longest, days);
      run += 1;
      if (run === STREAK_FREEZE_EARN_RUN) {
        freezes = Math.min(STREAK_FREEZE_CAP, freezes + 1);
        run = 0;
      }
    } else if (day < openDay) {
      // A missed day: a held freeze covers it (the earning run starts over), otherwise the streak ends.
      run = 0;
      if (days > 0 && freezes > 0) freezes -= 1;
      else {
        days = 0;
        freezes = 0;
      }
    }
  }
  return { currentStreak: days, longestStreak: longest, lastActivityDate, freezes, isTodayDone: done.has(openDay) };
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
