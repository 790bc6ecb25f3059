/**
 * A question the teacher wrote comes back once, a week after the learner answered it
 * (docs/decisions/061-teaching-that-sticks.md), on a moving clock: the learner's answer from memory settles
 * the teacher's credit for teaching that sticks exactly once, never before day 7 and never when forgotten;
 * both users see the result live; every wrong request gets its clear 4xx.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS } from '../../../../shared/constants/gamification';
import { teachBackMessageSchema } from '../../../../shared/contracts/messages';
import { teachingCredits } from '../../../db/schema';
import { as, createTestContext, type TestContext, type TestUser } from '../../../test/test-app';
import { createMatchedPair } from '../../../test/test-matches';
import { completeModule, ledgerRows } from '../../gamification/office-test-helpers';

const DAY_MS = 86_400_000;
const MODULE_ID = 1;

let context: TestContext;
let clock = new Date();
beforeAll(async () => {
  context = await createTestContext({ clock: () => clock });
});
afterAll(async () => {
  await context.close();
});

const daysLater = (days: number) => {
  clock = new Date(Date.now() + days * DAY_MS);
};

/** The teacher writes a card (right answer: the second option) and the learner answers it now. */
async function answeredCustomCard(teacher: TestUser, learner: TestUser, matchId: number) {
  await completeModule(context, teacher, MODULE_ID);
  const sent = await as(context.app, teacher).post(`/api/matches/${matchId}/teach-backs`, {
    moduleId: MODULE_ID,
    question: { kind: 'custom', question: 'Who can move coins from a wallet?', options: ['Only the exchange', 'Whoever holds the keys', 'Nobody'], correctAnswer: 1, explanation: 'Keys move coins.' },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const card = teachBackMessageSchema.parse(sent.json());
  expect(card.teachBack.recall).toBeNull();
  const answered = await as(context.app, learner).post(`/api/matches/${matchId}/teach-backs/${card.id}/answer`, { choice: 1 });
  expect(answered.statusCode, answered.body).toBe(200);
  return teachBackMessageSchema.parse(answered.json());
}

const recall = (user: TestUser, matchId: number, messageId: number, choice: number) => as(context.app, user).post(`/api/matches/${matchId}/teach-backs/${messageId}/recall`, { choice });
const stuckLedger = async (teacherId: number) => (await ledgerRows(context.database.db, teacherId)).filter((row) => row.idempotencyKey.startsWith('taught-stuck:'));

describe('a teacher-written teach-back question, answered again a week later', () => {
  it('pays the teacher once when the learner remembers it on day 7 or later, never before, and tells both live', async () => {
    daysLater(0);
    const { a: teacher, b: learner, matchId } = await createMatchedPair(context.app, ['Ana', 'Bob']);
    const card = await answeredCustomCard(teacher, learner, matchId);
    expect(card.teachBack.recall).toMatchObject({ result: null });
    expect(Date.parse(card.teachBack.recall!.opensAt) - Date.parse(card.teachBack.answer!.answeredAt)).toBe(7 * DAY_MS);

    daysLater(3);
    const early = await recall(learner, matchId, card.id, 1);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('comes back on');

    daysLater(7.01);
    const teacherEvents: unknown[] = [];
    const unsubscribe = await context.app.services.userChannel.subscribeUser(teacher.id, (event) => void teacherEvents.push(event));
    const remembered = await recall(learner, matchId, card.id, 1);
    expect(remembered.statusCode, remembered.body).toBe(200);
    expect(teachBackMessageSchema.parse(remembered.json()).teachBack.recall!.result).toMatchObject({ chosen: 1, isCorrect: true });
    expect((await recall(learner, matchId, card.id, 1)).statusCode).toBe(409);
    await context.app.services.jobs.drained();

    const paid = await stuckLedger(teacher.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ source: 'teaching', points: POINTS.taughtThatStuck });
    const [credit] = await context.database.db.select().from(teachingCredits).where(eq(teachingCredits.learnerId, learner.id));
    expect(credit).toMatchObject({ itemKind: 'teach_back_card', itemId: card.id, outcome: 'stuck' });
    await unsubscribe();
    expect(teacherEvents).toContainEqual(expect.objectContaining({ type: 'teach_back_answered', matchId, messageId: card.id }));
    // The teacher's copy of the card says it stuck.
    const history = (await as(context.app, teacher).get(`/api/matches/${matchId}/messages`)).json() as Array<{ id: number; teachBack?: { recall: unknown } }>;
    expect(history.find((message) => message.id === card.id)?.teachBack?.recall).toMatchObject({ result: { isCorrect: true } });
  });

  it('never pays for a question the learner did not remember, even if asked again', async () => {
    daysLater(0);
    const { a: teacher, b: learner, matchId } = await createMatchedPair(context.app, ['Cleo', 'Dan']);
    const card = await answeredCustomCard(teacher, learner, matchId);
    daysLater(8);
    const forgot = await recall(learner, matchId, card.id, 2);
    expect(forgot.statusCode).toBe(200);
    expect(teachBackMessageSchema.parse(forgot.json()).teachBack.recall!.result).toMatchObject({ isCorrect: false });
    expect((await recall(learner, matchId, card.id, 1)).statusCode).toBe(409);
    await context.app.services.jobs.drained();
    expect(await stuckLedger(teacher.id)).toEqual([]);
    const [credit] = await context.database.db.select().from(teachingCredits).where(eq(teachingCredits.learnerId, learner.id));
    expect(credit).toMatchObject({ itemKind: 'teach_back_card', outcome: 'failed' });
  });

  it('answers 403 to the teacher, 404 to an outsider, 409 to a pool question or an unanswered card, 400 to a bad choice', async () => {
    daysLater(0);
    const { a: teacher, b: learner, matchId } = await createMatchedPair(context.app, ['Eve', 'Finn']);
    const card = await answeredCustomCard(teacher, learner, matchId);
    const outsider = await createMatchedPair(context.app, ['Gus', 'Hana']);
    const pool = await context.database.db.query.quizQuestions.findFirst({ where: (table, { eq: equals }) => equals(table.moduleId, MODULE_ID) });
    const poolCard = teachBackMessageSchema.parse(
      (await as(context.app, teacher).post(`/api/matches/${matchId}/teach-backs`, { moduleId: MODULE_ID, question: { kind: 'pool', questionId: pool!.id } })).json(),
    );
    const unanswered = teachBackMessageSchema.parse(
      (
        await as(context.app, teacher).post(`/api/matches/${matchId}/teach-backs`, {
          moduleId: MODULE_ID,
          question: { kind: 'custom', question: 'What does a seed phrase restore?', options: ['A wallet', 'A password'], correctAnswer: 0 },
        })
      ).json(),
    );
    await as(context.app, learner).post(`/api/matches/${matchId}/teach-backs/${poolCard.id}/answer`, { choice: 0 });
    daysLater(9);
    expect((await recall(teacher, matchId, card.id, 1)).statusCode).toBe(403);
    expect((await recall(outsider.a, matchId, card.id, 1)).statusCode).toBe(404);
    expect((await recall(learner, outsider.matchId, card.id, 1)).statusCode).toBe(404);
    expect((await recall(learner, matchId, poolCard.id, 0)).statusCode).toBe(409);
    expect((await recall(learner, matchId, unanswered.id, 0)).statusCode).toBe(409);
    expect((await recall(learner, matchId, card.id, 3)).statusCode).toBe(400);
    expect((await as(context.app, learner).post(`/api/matches/${matchId}/teach-backs/${card.id}/recall`, { choice: -1 })).statusCode).toBe(400);
    expect((await as(context.app, null).post(`/api/matches/${matchId}/teach-backs/${card.id}/recall`, { choice: 1 })).statusCode).toBe(401);
  });
});
