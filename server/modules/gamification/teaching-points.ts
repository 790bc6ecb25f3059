/**
 * The teaching points rule, owned here (docs/decisions/029-teach-back-cards.md): POINTS.teachBack to the
 * teacher when the partner answers their teach-back card, keyed `teach-back:<message id>` so a card scores
 * once, and at most TEACH_BACK_POINTS_DAILY_CAP cards score per teacher day in the teacher's time zone.
 * Runs inside the transaction that records the answer.
 */
import { and, count, eq, gte, like } from 'drizzle-orm';
import { POINTS, TEACH_BACK_POINTS_DAILY_CAP, type PointSource } from '../../../shared/constants/gamification';
import type { Executor } from '../../db/client';
import { pointsLedger } from '../../db/schema';
import { startOfDay } from '../../lib/calendar';
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
  const dayStart = startOfDay(input.now, input.teacherTimeZone);
  const [scoredToday] = await tx
    .select({ value: count() })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, input.teacherId), eq(pointsLedger.source, source), like(pointsLedger.idempotencyKey, 'teach-back:%'), gte(pointsLedger.createdAt, dayStart)));
  if ((scoredToday?.value ?? 0) >= TEACH_BACK_POINTS_DAILY_CAP) return 0;
  const isNew = await awardPoints(tx, { userId: input.teacherId, source, points: POINTS.teachBack, idempotencyKey: `teach-back:${input.cardMessageId}` });
  return isNew ? POINTS.teachBack : 0;
}
