/** The messaging daily cap counts the sender's own calendar day (their time zone), not the UTC day. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_POINTS_DAILY_CAP, POINTS } from '../../../shared/constants/gamification';
import { pointsLedger, users } from '../../db/schema';
import { startOfDay } from '../../lib/calendar';
import { createTestContext, type TestContext } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';
import { ledgerRows, request } from './office-test-helpers';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('messaging points', () => {
  it('caps the day in the sender’s time zone: yesterday evening there does not count, this morning does', async () => {
    const zone = 'Pacific/Kiritimati';
    const { a, matchId } = await createMatchedPair(context.app);
    await context.database.db.update(users).set({ timeZone: zone }).where(eq(users.id, a.id));
    const dayStart = startOfDay(new Date(), zone).getTime();
    const scored = (count: number, atMs: number, tag: string) =>
      Array.from({ length: count }, (_, index) => ({
        userId: a.id,
        source: 'messaging' as const,
        points: POINTS.message,
        idempotencyKey: `message:${tag}-${index}`,
        createdAt: new Date(atMs),
      }));
    await context.database.db.insert(pointsLedger).values([...scored(MESSAGE_POINTS_DAILY_CAP, dayStart - 60_000, 'yesterday'), ...scored(MESSAGE_POINTS_DAILY_CAP - 1, dayStart + 60_000, 'today')]);
    const scoredForMessages = async () => (await ledgerRows(context.database.db, a.id)).filter((row) => /^message:\d+$/.test(row.idempotencyKey)).length;

    const call = request(context);
    expect((await call('POST', `/api/matches/${matchId}/messages`, a, { content: 'the last scored one' })).statusCode).toBe(201);
    expect(await scoredForMessages()).toBe(1);
    expect((await call('POST', `/api/matches/${matchId}/messages`, a, { content: 'over the cap' })).statusCode).toBe(201);
    expect(await scoredForMessages()).toBe(1);
  });
});
