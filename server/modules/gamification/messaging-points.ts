/**
 * The messaging points rule, owned here: POINTS.message for each stored chat message while fewer than the
 * daily cap of the sender's messages scored since the start of the sender's day in their own time zone.
 * The chat stores a message and its points in one statement (bench/live-delivery.ts), so this module hands
 * the chat the ledger part of that statement: an `insert ... select` over the chat's `inserted` CTE
 * (columns `id`), keyed `message:<id>` like every ledger entry is keyed by its activity.
 */
import { sql, type SQL } from 'drizzle-orm';
import { MESSAGE_POINTS_DAILY_CAP, POINTS, type PointSource } from '../../../shared/constants/gamification';
import { startOfDay } from '../../lib/calendar';

export interface MessagingPointsInput {
  senderId: number;
  /** The sender's stored zone (the session's user row has it). */
  senderTimeZone: string | null | undefined;
  now: Date;
}

/** The ledger insert for a message, to run in the statement that stores it (a CTE reading `inserted`). */
export function messagingPointsInsert(input: MessagingPointsInput): SQL {
  const source: PointSource = 'messaging';
  const dayStart = startOfDay(input.now, input.senderTimeZone);
  return sql`
      insert into points_ledger (user_id, source, points, idempotency_key)
      select ${input.senderId}, ${source}, ${POINTS.message}, 'message:' || inserted.id from inserted
      where (
        select count(*) from points_ledger
        where user_id = ${input.senderId} and source = ${source} and idempotency_key like 'message:%'
          and created_at >= ${dayStart.toISOString()}::timestamptz
      ) < ${MESSAGE_POINTS_DAILY_CAP}
      on conflict (user_id, idempotency_key) do nothing`;
}
