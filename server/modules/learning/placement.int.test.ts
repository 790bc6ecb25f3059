/**
 * Test out of a step (docs/decisions/066-test-out-of-a-step.md) through the API on a real database: a pass
 * completes the module via placement with no points and no achievement; a fail reveals no right option and
 * cools down; stale, foreign, malformed and guest submissions are refused.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACEMENT_COOLDOWN_MINUTES, PLACEMENT_SIZE } from '../../../shared/contracts/placement';
import { learningProgress, placementChecks, pointsLedger, quizQuestions, userAchievements } from '../../db/schema';
import { createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';
import { api } from './learning-test-helpers';

const MODULE_ID = 1;
let now = new Date('2026-11-28T09:00:00Z');
let context: TestContext;
let client: ReturnType<typeof api>;
beforeAll(async () => {
  context = await createTestContext({ clock: () => now });
  client = api(context);
});
afterAll(async () => {
  await context.close();
});

const start = (user: TestUser | undefined, moduleId = MODULE_ID) => client.post(`/api/learning/modules/${moduleId}/placement`, user, undefined);
const submit = (user: TestUser | undefined, attemptId: number | string, answers: unknown, moduleId = MODULE_ID) =>
  client.post(`/api/learning/modules/${moduleId}/placement/${attemptId}`, user, { answers });

/** Starts a check and returns answers with the first `correct` right, read from the stored draw. */
async function check(user: TestUser) {
  const response = await start(user);
  expect(response.statusCode).toBe(201);
  const { attemptId, questions } = response.json() as { attemptId: number; questions: Array<{ id: number; options: string[] }> };
  const [draw] = await context.database.db.select().from(placementChecks).where(eq(placementChecks.id, attemptId));
  const rows = new Map((await context.database.db.select().from(quizQuestions).where(eq(quizQuestions.moduleId, MODULE_ID))).map((row) => [row.id, row]));
  const key = draw!.questionIds.map((id, index) => ({ id, right: draw!.optionOrders[index]!.indexOf(rows.get(id)!.correctAnswer), count: rows.get(id)!.options.length }));
  const answersScoring = (correct: number) => Object.fromEntries(key.map((question, index) => [String(question.id), index < correct ? question.right : (question.right + 1) % question.count]));
  return { attemptId, questions, answersScoring };
}

const pointsOf = async (user: TestUser) => (await context.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id))).length;
const achievementsOf = async (user: TestUser) => (await context.database.db.select().from(userAchievements).where(eq(userAchievements.userId, user.id))).length;
const progressOf = async (user: TestUser) =>
  (
    await context.database.db
      .select()
      .from(learningProgress)
      .where(and(eq(learningProgress.userId, user.id), eq(learningProgress.moduleId, MODULE_ID)))
  )[0];

describe('test out of a step', () => {
  it('draws six questions and completes the module via placement on 5 of 6, with no points or achievements', async () => {
    const user = await registerUser(context.app);
    const [pointsBefore, achievementsBefore] = [await pointsOf(user), await achievementsOf(user)];
    const { attemptId, questions, answersScoring } = await check(user);
    expect(questions).toHaveLength(PLACEMENT_SIZE);
    expect(JSON.stringify(questions)).not.toMatch(/correctAnswer/);

    const response = await submit(user, attemptId, answersScoring(5));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ moduleId: MODULE_ID, passed: true, correctCount: 5, total: 6, retryAt: null });
    expect(await progressOf(user)).toMatchObject({ completed: true, completedVia: 'placement' });
    expect(await pointsOf(user)).toBe(pointsBefore);
    expect(await achievementsOf(user)).toBe(achievementsBefore);

    // The journey map moves: module 1 counts as a completed step.
    const journeys = (await client.get(`/api/learning/journeys/progress/${user.id}`, user)).json() as Array<{ completedSteps: number[] }>;
    expect(journeys.some((journey) => journey.completedSteps.includes(MODULE_ID))).toBe(true);
    // A completed module has nothing left to test out of.
    expect((await start(user)).statusCode).toBe(409);
  });

  it('on 4 of 6 says which answers were wrong, never the right options, and cools down', async () => {
    const user = await registerUser(context.app);
    const { attemptId, answersScoring } = await check(user);
    const response = await submit(user, attemptId, answersScoring(4));
    expect(response.statusCode).toBe(200);
    const result = response.json() as { passed: boolean; correctCount: number; results: Array<Record<string, unknown>>; retryAt: string };
    expect(result).toMatchObject({ passed: false, correctCount: 4 });
    expect(result.results.filter((entry) => !entry.isCorrect)).toHaveLength(2);
    for (const entry of result.results) expect(Object.keys(entry).sort()).toEqual(['chosen', 'isCorrect', 'questionId']);
    expect(response.body).not.toMatch(/correctAnswer|explanation/);
    expect(new Date(result.retryAt).getTime() - now.getTime()).toBe(PLACEMENT_COOLDOWN_MINUTES * 60_000);
    expect(await progressOf(user)).toBeUndefined();

    expect((await start(user)).statusCode).toBe(409);
    const saved = now;
    now = new Date(saved.getTime() + PLACEMENT_COOLDOWN_MINUTES * 60_000 + 1000);
    try {
      expect((await start(user)).statusCode).toBe(201);
    } finally {
      now = saved;
    }
  });

  it('keeps one open check, grades it once (409 after), and hides it from anyone else (404)', async () => {
    const user = await registerUser(context.app);
    const other = await registerUser(context.app);
    const first = await check(user);
    const again = (await start(user)).json() as { attemptId: number };
    expect(again.attemptId).toBe(first.attemptId);

    expect((await submit(other, first.attemptId, first.answersScoring(6))).statusCode).toBe(404);
    expect((await submit(user, first.attemptId, first.answersScoring(6), 2)).statusCode).toBe(404);
    expect((await submit(user, first.attemptId, first.answersScoring(2))).statusCode).toBe(200);
    expect((await submit(user, first.attemptId, first.answersScoring(6))).statusCode).toBe(409);
  });

  it('refuses bad input with 400 and guests with 401', async () => {
    const user = await registerUser(context.app);
    const { attemptId, answersScoring } = await check(user);
    const answers = answersScoring(6);
    const [firstId] = Object.keys(answers);
    const missing = { ...answers };
    delete missing[firstId!];
    expect((await submit(user, attemptId, missing)).statusCode).toBe(400);
    expect((await submit(user, attemptId, { ...answers, [firstId!]: 1.5 })).statusCode).toBe(400);
    expect((await submit(user, attemptId, { ...answers, [firstId!]: 10 })).statusCode).toBe(400);
    expect((await submit(user, attemptId, { ...answers, [firstId!]: 7 })).statusCode).toBe(400);
    expect((await submit(user, attemptId, { ...answers, '999999': 0 })).statusCode).toBe(400);
    expect((await submit(user, 'abc', answers)).statusCode).toBe(400);
    expect((await start(user, 0)).statusCode).toBe(400);
    expect((await start(user, 99999)).statusCode).toBe(404);

    expect((await start(undefined)).statusCode).toBe(401);
    expect((await submit(undefined, attemptId, answers)).statusCode).toBe(401);
  });
});
