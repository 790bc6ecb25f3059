/**
 * Daily point caps held by the database (docs/decisions/042-text-and-id-rules-and-caps-in-the-database.md).
 * Counting the day's ledger rows and then inserting let concurrent awards all see "under the cap" (10 cards
 * answered at once scored 9 against a cap of 5). Each capped award now first claims a slot on the user's
 * counter row for that source and calendar day: `insert ... on conflict do update ... where used < cap`
 * locks the row, so racing claims queue on it and each sees the count the previous one committed. The
 * award is made only when the claim returns a slot within the cap.
 *
 * The first claim of a day counts that day's ledger rows, so a day that began before this counter existed
 * (or before a time zone change) keeps its count.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PointSource } from '../../../shared/constants/gamification';
import { calendarDay, startOfDay } from '../../lib/calendar';

export interface DailySlotClaim {
  userId: number;
  source: PointSource;
  /** Ledger keys of this cap start with it (`message:`, `teach-back:`). */
  keyPrefix: string;
  cap: number;
  now: Date;
  timeZone: string | null | undefined;
}

/** `insert ... returning used`: one row whose `used` is the slot taken; the award is due when `used <= cap`. */
export function claimDailySlot(claim: DailySlotClaim): SQL {
  const day = calendarDay(claim.now, claim.timeZone);
  const dayStart = startOfDay(claim.now, claim.timeZone);
  return sql`
      insert into points_daily_caps (user_id, source, day, used)
      select ${claim.userId}, ${claim.source}, ${day}::date, 1 + (
        select count(*)::int from points_ledger
        where user_id = ${claim.userId} and source = ${claim.source} and idempotency_key like ${`${claim.keyPrefix}%`}
          and created_at >= ${dayStart.toISOString()}::timestamptz
      )
      on conflict (user_id, source, day) do update set used = points_daily_caps.used + 1
        where points_daily_caps.used < ${claim.cap}
      returning used`;
}
