/**
 * The messaging points rule, owned here: POINTS.message for each stored chat message, at most the daily cap
 * of messages per sender day in the sender's own time zone, the cap held by the counter row of
 * daily-caps.ts. The chat calls it inside the transaction that stores the message, like every other award
 * (docs/decisions/023-one-owner-per-table-and-rule.md); the ledger entry is keyed `message:<id>` like every
 * ledger entry is keyed by its activity, so a message scores once.
 */
import { MESSAGE_POINTS_DAILY_CAP, POINTS, type PointSource } from '../../../shared/constants/gamification';
import { queryRows, type Executor } from '../../db/client';
import { claimDailySlot } from './daily-caps';
import { awardPoints } from './points-ledger';

export interface MessagingPointsInput {
  senderId: number;
  /** The sender's stored zone (the session's user row has it). */
  senderTimeZone: string | null | undefined;
  /** The message just stored in this transaction. */
  messageId: number;
  now: Date;
}

/** Returns the points recorded now (0 when the message scored already or the day's cap is reached). */
export async function awardMessagingPoints(tx: Executor, input: MessagingPointsInput): Promise<number> {
  const source: PointSource = 'messaging';
  const claim = claimDailySlot({ userId: input.senderId, source, keyPrefix: 'message:', cap: MESSAGE_POINTS_DAILY_CAP, now: input.now, timeZone: input.senderTimeZone });
  const [slot] = await queryRows<{ used: number }>(tx, claim);
  if (!slot || slot.used > MESSAGE_POINTS_DAILY_CAP) return 0;
  const isNew = await awardPoints(tx, { userId: input.senderId, source, points: POINTS.message, idempotencyKey: `message:${input.messageId}` });
  return isNew ? POINTS.message : 0;
}
