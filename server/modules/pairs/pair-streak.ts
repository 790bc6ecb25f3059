/**
 * The pair streak, pure (docs/decisions/027-pair-streak.md): a day counts for a match when both partners
 * did a learning activity on that calendar day in their OWN time zones. The pair's open day is the
 * earlier of the two partners' todays (the latest day both have reached); it can still be done, so it
 * never breaks the streak. Freezes follow the app's one streak rule (`computeStreaks` in
 * server/lib/calendar.ts): earned by consecutive done days, spent automatically on a missed day.
 */
import { calendarDay, computeStreaks, type CalendarDay } from '../../lib/calendar';

export interface PairStreak {
  days: number;
  freezes: number;
  isTodayDone: boolean;
}

/** One partner's activity days and today, both in that partner's own time zone. */
export interface PartnerCalendar {
  days: readonly CalendarDay[];
  today: CalendarDay;
}

/** A partner's calendar from activity instants (converted in `timeZone`) plus days already recorded as days. */
export function partnerCalendar(instants: readonly Date[], recordedDays: readonly CalendarDay[], timeZone: string | null, now: Date): PartnerCalendar {
  return { days: [...recordedDays, ...instants.map((instant) => calendarDay(instant, timeZone))], today: calendarDay(now, timeZone) };
}

/** `since`: the first day that may count (the match's first day); earlier activity is not the pair's. */
export function computePairStreak(a: PartnerCalendar, b: PartnerCalendar, since: CalendarDay): PairStreak {
  const openDay = a.today < b.today ? a.today : b.today;
  const daysOfB = new Set(b.days);
  const streak = computeStreaks(
    a.days.filter((day) => daysOfB.has(day) && day >= since && day <= openDay),
    openDay,
  );
  return { days: streak.currentStreak, freezes: streak.freezes, isTodayDone: streak.isTodayDone };
}
