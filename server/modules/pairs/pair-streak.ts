/**
 * The pair streak, pure (docs/decisions/027-pair-streak.md): a day counts for a match when both partners
 * did a learning activity on that calendar day in their OWN time zones. The pair's open day is the
 * earlier of the two partners' todays (the latest day both have reached); it can still be done, so it
 * never breaks the streak. Freezes (at most FREEZE_CAP held) are earned by FREEZE_EARN_RUN consecutive
 * done days and spent automatically on a missed day, which keeps the streak without adding to it.
 */
import { addDays, calendarDay, daysBetween, type CalendarDay } from '../../lib/calendar';

export const FREEZE_CAP = 2;
export const FREEZE_EARN_RUN = 7;

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
  const done = new Set(a.days.filter((day) => daysOfB.has(day) && day >= since && day <= openDay));
  if (done.size === 0) return { days: 0, freezes: 0, isTodayDone: false };

  const first = [...done].sort()[0]!;
  let days = 0;
  let freezes = 0;
  let run = 0;
  for (let offset = 0, total = daysBetween(first, openDay); offset <= total; offset += 1) {
    const day = addDays(first, offset);
    if (done.has(day)) {
      days += 1;
      run += 1;
      if (run === FREEZE_EARN_RUN) {
        freezes = Math.min(FREEZE_CAP, freezes + 1);
        run = 0;
      }
    } else if (day !== openDay) {
      // A missed day: a held freeze covers it (the earning run starts over), otherwise the streak ends.
      run = 0;
      if (days > 0 && freezes > 0) freezes -= 1;
      else days = 0;
    }
  }
  return { days, freezes, isTodayDone: done.has(openDay) };
}
