import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS } from '../../../shared/constants/gamification';
import { pointsLedger, quizAttempts } from '../../db/schema';
import { createTestContext, registerUser, type TestContext } from '../../test/test-app';
import { answerKey, answersScoring, api } from './learning-test-helpers';

let context: TestContext;
let client: ReturnType<typeof api>;
beforeAll(async () => {
  context = await createTestContext();
  client = api(context);
});
afterAll(async () => {
  await context.close();
});

const ledgerRows = (userId: number, key: string) =>
  context.database.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.idempotencyKey, key)));

describe('quiz questions', () => {
  it('never reveal the correct answer or the explanation', async () => {
    const user = await registerUser(context.app);
    const response = await client.get('/api/learning/modules/1/questions', user);
    expect(response.statusCode).toBe(200);
    const questions = response.json() as Array<Record<string, unknown>>;
    expect(questions.length).toBeGreaterThanOrEqual(5);
    for (const question of questions) {
      expect(Object.keys(question).sort()).toEqual(['id', 'options', 'question']);
    }
    expect(response.body).not.toMatch(/correctAnswer|explanation/);
  });

  it('need a session, a numeric id and an existing module', async () => {
    const user = await registerUser(context.app);
    expect((await client.get('/api/learning/modules/1/questions')).statusCode).toBe(401);
    expect((await client.get('/api/learning/modules/abc/questions', user)).statusCode).toBe(400);
    expect((await client.get('/api/learning/modules/9999/questions', user)).statusCode).toBe(404);
  });
});

describe('quiz submission', () => {
  it('grades on the server: rounded score, the correct option, the chosen one and the explanation', async () => {
    const user = await registerUser(context.app);
    const key = await answerKey(context, 2);
    const response = await client.submit(user, 2, await answersScoring(context, 2, 4));
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ moduleId: 2, total: key.length, correctCount: 4, score: Math.round((4 / key.length) * 100), passed: 4 / key.length >= 0.7 });
    expect(result.results).toHaveLength(key.length);
    result.results.forEach((item: { questionId: number; correctAnswer: number; chosen: number; isCorrect: boolean; explanation: string }, index: number) => {
      expect(item.questionId).toBe(key[index]!.id);
      expect(item.correctAnswer).toBe(key[index]!.correctAnswer);
      expect(item.isCorrect).toBe(index < 4);
      expect(item.chosen === item.correctAnswer).toBe(index < 4);
      expect(item.explanation.length).toBeGreaterThan(10);
    });
    // Not started: the attempt is recorded but nothing completes (spec section 4).
    expect(result.progress).toBeNull();
    expect(result.completedNow).toBe(false);
    const attempts = await context.database.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id));
    expect(attempts.map((attempt) => attempt.score)).toEqual([result.score]);
  });

  it('rejects a submission that skips a question, adds an unknown one or picks a missing option', async () => {
    const user = await registerUser(context.app);
    const answers = await answersScoring(context, 1, 6);
    const [firstId] = Object.keys(answers);
    const skipped = { ...answers };
    delete skipped[firstId!];
    expect((await client.submit(user, 1, skipped)).json().message).toBe('Answer every question before submitting.');
    expect((await client.submit(user, 1, { ...answers, '999999': 0 })).statusCode).toBe(400);
    expect((await client.submit(user, 1, { ...answers, [firstId!]: 7 })).statusCode).toBe(400);
    expect((await client.submit(user, 1, { ...answers, [firstId!]: -1 })).statusCode).toBe(400);
    expect((await client.post('/api/learning/modules/1/quiz', user, { answers, score: 100 })).statusCode).toBe(400);
    expect((await client.post('/api/learning/modules/1/quiz', undefined, { answers })).statusCode).toBe(401);
  });

  it('completes a started module only on a pass, with the real score, the time and the points', async () => {
    const user = await registerUser(context.app);
    const startedAt = new Date();
    const start = await client.start(user, 3);
    expect(start.statusCode).toBe(201);
    expect(start.json()).toMatchObject({ moduleId: 3, completed: false, completedAt: null, score: null });

    const failed = (await client.submit(user, 3, await answersScoring(context, 3, 2))).json();
    expect(failed.passed).toBe(false);
    expect(failed.progress).toMatchObject({ completed: false, score: null });
    expect(await ledgerRows(user.id, 'module:3')).toHaveLength(0);

    const key = await answerKey(context, 3);
    const passingCount = Math.ceil(key.length * 0.7);
    const passed = (await client.submit(user, 3, await answersScoring(context, 3, passingCount))).json();
    expect(passed).toMatchObject({ passed: true, completedNow: true, score: Math.round((passingCount / key.length) * 100) });
    expect(passed.progress).toMatchObject({ completed: true, score: passed.score });
    // The server's completion time, not the client's: it falls within this test.
    expect(Date.parse(passed.progress.completedAt)).toBeGreaterThanOrEqual(startedAt.getTime() - 1_000);
    const ledger = await ledgerRows(user.id, 'module:3');
    expect(ledger).toMatchObject([{ source: 'learningModules', points: POINTS.moduleCompleted }]);

    // A later perfect pass raises the recorded score but completes nothing new.
    const perfect = (await client.submit(user, 3, await answersScoring(context, 3, key.length))).json();
    expect(perfect).toMatchObject({ score: 100, completedNow: false, progress: { completed: true, score: 100, completedAt: passed.progress.completedAt } });
    expect(await ledgerRows(user.id, 'module:3')).toHaveLength(1);
  });

  it('completes once and scores once under 20 concurrent passing submissions', async () => {
    const user = await registerUser(context.app);
    await client.start(user, 4);
    const answers = await answersScoring(context, 4, 6);
    const results = await Promise.all(Array.from({ length: 20 }, () => client.submit(user, 4, answers)));
    expect(results.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(results.filter((response) => response.json().completedNow)).toHaveLength(1);
    expect(results.every((response) => response.json().progress.completed)).toBe(true);
    expect(await ledgerRows(user.id, 'module:4')).toHaveLength(1);
    const progress = (await client.get('/api/learning/progress?moduleId=4', user)).json();
    expect(progress).toHaveLength(1);
  });
});
