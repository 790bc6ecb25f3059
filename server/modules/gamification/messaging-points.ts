/**
 * The messaging points rule, owned here: POINTS.message for each stored chat message, at most the daily cap
 * of messages per sender day in the sender's own time zone, the cap held by the counter row of
 * daily-caps.ts. The chat stores a message and its points in one statement (bench/live-delivery.ts), so this
 * module hands the chat the ledger part of that statement: two CTEs over the chat's `inserted` CTE (columns
 * `id`), the slot claim and the ledger insert keyed `message:<id>` like every ledger entry is keyed by its
 * activity.
 */
import { sql, type SQL } from 'drizzle-orm';
import { MESSAGE_POINTS_DAILY_CAP, POINTS, type PointSource } from '../../../shared/constants/gamification';
import { claimDailySlot } from './daily-caps';

export interface MessagingPointsInput {
  senderId: number;
  /** The sender's stored zone (the session's user row has it). */
  senderTimeZone: string | null | undefined;
  now: Date;
}

/** `message_slot as (...), scored as (...)`: CTEs to place after `inserted` in the statement that stores a message. */
export function messagingPointsInsert(input: MessagingPointsInput): SQL {
  const source: PointSource = 'messaging';
  const claim = claimDailySlot({
    userId: input.senderId,
    source,
    keyPrefix: 'message:',
    cap: MESSAGE_POINTS_DAILY_CAP,
    now: input.now,
    timeZone: input.senderTimeZone,
    from: sql`from inserted`,
  });
  return sql`message_slot as (${claim}
    ), scored as (
      insert into points_ledger (user_id, source, points, idempotency_key)
      select ${input.senderId}, ${source}, ${POINTS.message}, 'message:' || inserted.id from inserted, message_slot
      where message_slot.used <= ${MESSAGE_POINTS_DAILY_CAP}
      on conflict (user_id, idempotency_key) do nothing
    )`;
}
