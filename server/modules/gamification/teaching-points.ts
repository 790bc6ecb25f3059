/**
 * The teaching points rule, owned here (docs/decisions/029-teach-back-cards.md): POINTS.teachBack to the
 * teacher when the partner answers their teach-back card, keyed `teach-back:<message id>` so a card scores
 * once, and at most TEACH_BACK_POINTS_DAILY_CAP cards score per teacher day in the teacher's time zone, the
 * cap held by the counter row of daily-caps.ts. Runs inside the transaction that records the answer.
 */
import { POINTS, TEACH_BACK_POINTS_DAILY_CAP, type PointSource } from '../../../shared/constants/gamification';
import { queryRows, type Executor } from '../../db/client';
import { claimDailySlot } from './daily-caps';
import { awardPoints } from './points-ledger';

export interface TeachingPointsInput {
  teacherId: number;
  teacherTimeZone: string | null | undefined;
  cardMessageId: number;
  now: Date;
}

/** Returns the points recorded now (0 when the card scored already or the day's cap is reached). */
export async function awardTeachingPoints(tx: Executor, input: TeachingPointsInput): Promise<number> {
  const source: PointSource = 'teaching';
  const claim = claimDailySlot({ userId: input.teacherId, source, keyPrefix: 'teach-back:', cap: TEACH_BACK_POINTS_DAILY_CAP, now: input.now, timeZone: input.teacherTimeZone });
  const [slot] = await queryRows<{ used: number }>(tx, claim);
  if (!slot || slot.used > TEACH_BACK_POINTS_DAILY_CAP) return 0;
  const isNew = await awardPoints(tx, { userId: input.teacherId, source, points: POINTS.teachBack, idempotencyKey: `teach-back:${input.cardMessageId}` });
  return isNew ? POINTS.teachBack : 0;
}
