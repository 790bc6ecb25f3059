/**
 * Daily point caps hold under concurrent requests (docs/decisions/042): the counter row of daily-caps.ts
 * queues racing awards, so parallel answers or sends never score past the cap.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_POINTS_DAILY_CAP, POINTS, TEACH_BACK_POINTS_DAILY_CAP } from '../../../shared/constants/gamification';
import { MESSAGES_PER_MINUTE } from '../../../shared/contracts/messages';
import { TEACH_BACKS_PER_HOUR } from '../../../shared/contracts/teach-back';
import { as, createTestContext, type TestContext, type TestUser } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';
import { completeModule, ledgerRows } from './office-test-helpers';

const MODULE_ID = 1;
const PARALLEL_ANSWERS = 20;

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

async function pointsOf(user: TestUser, keyPrefix: string) {
  const rows = (await ledgerRows(context.database.db, user.id)).filter((row) => row.idempotencyKey.startsWith(keyPrefix));
  return { count: rows.length, points: rows.reduce((sum, row) => sum + row.points, 0) };
}

describe('daily point caps under concurrency', () => {
  it(`scores at most ${TEACH_BACK_POINTS_DAILY_CAP} of ${PARALLEL_ANSWERS} teach-back cards answered in parallel`, async () => {
    expect(PARALLEL_ANSWERS).toBeLessThanOrEqual(TEACH_BACKS_PER_HOUR);
    const { a, b, matchId } = await createMatchedPair(context.app);
    await completeModule(context, a, MODULE_ID);
    const cardIds: number[] = [];
    for (let index = 0; index < PARALLEL_ANSWERS; index += 1) {
      const question = { kind: 'custom', question: `Card ${index}: who holds the keys?`, options: ['You', 'The exchange'], correctAnswer: 0, explanation: 'Self custody.' };
      const response = await as(context.app, a).post(`/api/matches/${matchId}/teach-backs`, { moduleId: MODULE_ID, question });
      expect(response.statusCode, response.body).toBe(201);
      cardIds.push(response.json<{ id: number }>().id);
    }
    const answers = await Promise.all(cardIds.map((id) => as(context.app, b).post(`/api/matches/${matchId}/teach-backs/${id}/answer`, { choice: 0 })));
    expect(answers.map((response) => response.statusCode)).toEqual(cardIds.map(() => 200));

    const teaching = await pointsOf(a, 'teach-back:');
    expect(teaching.count).toBe(TEACH_BACK_POINTS_DAILY_CAP);
    expect(teaching.points).toBe(TEACH_BACK_POINTS_DAILY_CAP * POINTS.teachBack);
  });

  it(`scores at most ${MESSAGE_POINTS_DAILY_CAP} of ${MESSAGES_PER_MINUTE} messages sent in parallel`, async () => {
    expect(MESSAGES_PER_MINUTE).toBeGreaterThan(MESSAGE_POINTS_DAILY_CAP);
    const { a, matchId } = await createMatchedPair(context.app);
    const sends = await Promise.all(
      Array.from({ length: MESSAGES_PER_MINUTE }, (_, index) => as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: `message ${index}`, clientId: randomUUID() })),
    );
    expect(sends.map((response) => response.statusCode)).toEqual(sends.map(() => 201));

    const messaging = await pointsOf(a, 'message:');
    expect(messaging.count).toBe(MESSAGE_POINTS_DAILY_CAP);
    expect(messaging.points).toBe(MESSAGE_POINTS_DAILY_CAP * POINTS.message);
  });
});
