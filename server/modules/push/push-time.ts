/** Local clock arithmetic for quiet hours and reminder windows (docs/decisions/052-push-and-reminders.md). */
import { effectiveTimeZone } from '../../lib/calendar';

/** Minutes after local midnight of `instant` in `timeZone` (0..1439). */
export function localMinuteOfDay(instant: Date, timeZone: string | null | undefined): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: effectiveTimeZone(timeZone), hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((part) => part.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

/** Quiet hours run from `start` to `end` (minutes), wrapping past midnight when start > end; start = end: none. */
export function isQuietMinute(minute: number, start: number, end: number): boolean {
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}
