import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS } from '../../../shared/constants/gamification';
import { pointsLedger, quizAttempts } from '../../db/schema';
import { createTestContext, registerUser, type TestContext } from '../../test/test-app';
import { QUIZ_DRAW_SIZE } from '../../../shared/constants/learning';
import { api, drawQuiz, takeQuiz } from './learning-test-helpers';

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
  context.database.db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.idempotencyKey, key)));

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

describe('quiz attempts', () => {
  it('draw six questions without their answers, each option list a permutation of the stored one', async () => {
    const user = await registerUser(context.app);
    const pool = (await client.get('/api/learning/modules/1/questions', user)).json() as Array<{ id: number; options: string[] }>;
    const response = await client.post('/api/learning/modules/1/quiz/attempts', user, undefined);
    expect(response.statusCode).toBe(201);
    const draw = response.json() as { attemptId: number; questions: Array<{ id: number; options: string[] }> };
    expect(draw.attemptId).toBeGreaterThan(0);
    expect(draw.questions).toHaveLength(QUIZ_DRAW_SIZE);
    expect(response.body).not.toMatch(/correctAnswer|explanation/);
    for (const question of draw.questions) {
      const stored = pool.find((item) => item.id === question.id)!;
      expect([...question.options].sort()).toEqual([...stored.options].sort());
    }
  });

  it('a retake shows the questions the previous draw left out', async () => {
    const user = await registerUser(context.app);
    const poolIds = ((await client.get('/api/learning/modules/2/questions', user)).json() as Array<{ id: number }>).map((question) => question.id);
    const first = await drawQuiz(context, user, 2);
    await client.submit(user, 2, { attemptId: first.attemptId, answers: first.answersScoring(0) });
    const second = await drawQuiz(context, user, 2);
    const leftOut = poolIds.filter((id) => !first.key.some((question) => question.id === id));
    expect(leftOut.length).toBeGreaterThanOrEqual(4);
    for (const id of leftOut.slice(0, QUIZ_DRAW_SIZE)) expect(second.key.map((question) => question.id)).toContain(id);
  });

  it('need a session and an existing module', async () => {
    const user = await registerUser(context.app);
    expect((await client.post('/api/learning/modules/1/quiz/attempts', undefined, undefined)).statusCode).toBe(401);
    expect((await client.post('/api/learning/modules/9999/quiz/attempts', user, undefined)).statusCode).toBe(404);
  });
});

describe('quiz submission', () => {
  it('grades against the draw on the server: a failed attempt marks the wrong answers and says why, without the right option', async () => {
    const user = await registerUser(context.app);
    const quiz = await drawQuiz(context, user, 2);
    const response = await client.submit(user, 2, { attemptId: quiz.attemptId, answers: quiz.answersScoring(4) });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ moduleId: 2, total: QUIZ_DRAW_SIZE, correctCount: 4, score: 67, passed: false });
    result.results.forEach((item: { questionId: number; correctAnswer: number | null; chosen: number; isCorrect: boolean; explanation: string }, index: number) => {
      expect(item.questionId).toBe(quiz.key[index]!.id);
      expect(item.correctAnswer).toBeNull();
      expect(item.isCorrect).toBe(index < 4);
      expect(item.chosen === quiz.key[index]!.correctAnswer).toBe(index < 4);
      expect(item.explanation.length).toBeGreaterThan(10);
    });
    // Not started: the attempt is recorded but nothing completes (docs/product.md section 4).
    expect(result.progress).toBeNull();
    expect(result.completedNow).toBe(false);
    const attempts = await context.database.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id));
    expect(attempts.map((attempt) => attempt.score)).toEqual([result.score]);
  });

  it('shows the right options (as drawn) once the learner passes', async () => {
    const user = await registerUser(context.app);
    const quiz = await drawQuiz(context, user, 5);
    const result = (await client.submit(user, 5, { attemptId: quiz.attemptId, answers: quiz.answersScoring(QUIZ_DRAW_SIZE) })).json();
    expect(result).toMatchObject({ passed: true, score: 100 });
    expect(result.results.map((item: { correctAnswer: number }) => item.correctAnswer)).toEqual(quiz.key.map((question) => question.correctAnswer));
  });

  it('rejects a submission that skips a question, adds an unknown one, picks a missing option or reuses a draw', async () => {
    const user = await registerUser(context.app);
    const quiz = await drawQuiz(context, user, 1);
    const answers = quiz.answersScoring(6);
    const [firstId] = Object.keys(answers);
    const skipped = { ...answers };
    delete skipped[firstId!];
    const submit = (payload: Record<string, number>) => client.submit(user, 1, { attemptId: quiz.attemptId, answers: payload });
    expect((await submit(skipped)).json().message).toBe('Answer every question before submitting.');
    expect((await submit({ ...answers, '999999': 0 })).statusCode).toBe(400);
    expect((await submit({ ...answers, [firstId!]: 7 })).statusCode).toBe(400);
    expect((await submit({ ...answers, [firstId!]: -1 })).statusCode).toBe(400);
    expect((await client.post('/api/learning/modules/1/quiz', user, { answers })).statusCode).toBe(400);
    expect((await client.post('/api/learning/modules/1/quiz', user, { attemptId: quiz.attemptId, answers, score: 100 })).statusCode).toBe(400);
    expect((await client.post('/api/learning/modules/1/quiz', undefined, { attemptId: quiz.attemptId, answers })).statusCode).toBe(401);
    expect((await submit(answers)).statusCode).toBe(200);
    expect((await submit(answers)).statusCode).toBe(409);
  });

  it("grades only the owner's draw of that module", async () => {
    const owner = await registerUser(context.app);
    const other = await registerUser(context.app);
    const quiz = await drawQuiz(context, owner, 1);
    const answers = quiz.answersScoring(6);
    expect((await client.submit(other, 1, { attemptId: quiz.attemptId, answers })).statusCode).toBe(404);
    expect((await client.submit(owner, 2, { attemptId: quiz.attemptId, answers })).statusCode).toBe(404);
    expect((await client.submit(owner, 1, { attemptId: quiz.attemptId, answers })).statusCode).toBe(200);
  });

  it('completes a started module only on a pass, with the real score, the time and the points', async () => {
    const user = await registerUser(context.app);
    const startedAt = new Date();
    const start = await client.start(user, 3);
    expect(start.statusCode).toBe(201);
    expect(start.json()).toMatchObject({ moduleId: 3, completed: false, completedAt: null, score: null });

    const failed = (await takeQuiz(context, user, 3, 2)).json();
    expect(failed.passed).toBe(false);
    expect(failed.progress).toMatchObject({ completed: false, score: null });
    expect(await ledgerRows(user.id, 'module:3')).toHaveLength(0);

    const passingCount = Math.ceil(QUIZ_DRAW_SIZE * 0.7);
    const passed = (await takeQuiz(context, user, 3, passingCount)).json();
    expect(passed).toMatchObject({ passed: true, completedNow: true, score: Math.round((passingCount / QUIZ_DRAW_SIZE) * 100) });
    expect(passed.progress).toMatchObject({ completed: true, score: passed.score });
    // The server's completion time, not the client's: it falls within this test.
    expect(Date.parse(passed.progress.completedAt)).toBeGreaterThanOrEqual(startedAt.getTime() - 1_000);
    const ledger = await ledgerRows(user.id, 'module:3');
    expect(ledger).toMatchObject([{ source: 'learningModules', points: POINTS.moduleCompleted }]);

    // A later perfect pass raises the recorded score but completes nothing new.
    const perfect = (await takeQuiz(context, user, 3, 'all')).json();
    expect(perfect).toMatchObject({ score: 100, completedNow: false, progress: { completed: true, score: 100, completedAt: passed.progress.completedAt } });
    expect(await ledgerRows(user.id, 'module:3')).toHaveLength(1);
  });

  it('grades a draw once under 20 concurrent submissions of it', async () => {
    const user = await registerUser(context.app);
    const quiz = await drawQuiz(context, user, 4);
    const answers = quiz.answersScoring(6);
    const results = await Promise.all(Array.from({ length: 20 }, () => client.submit(user, 4, { attemptId: quiz.attemptId, answers })));
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    const attempts = await context.database.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id));
    expect(attempts).toHaveLength(1);
  });

  it('completes once and scores once under 20 concurrent passing submissions of different draws', async () => {
    const user = await registerUser(context.app);
    await client.start(user, 4);
    const quizzes = await Promise.all(Array.from({ length: 20 }, () => drawQuiz(context, user, 4)));
    const results = await Promise.all(quizzes.map((quiz) => client.submit(user, 4, { attemptId: quiz.attemptId, answers: quiz.answersScoring(6) })));
    expect(results.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(results.filter((response) => response.json().completedNow)).toHaveLength(1);
    expect(results.every((response) => response.json().progress.completed)).toBe(true);
    expect(await ledgerRows(user.id, 'module:4')).toHaveLength(1);
    const progress = (await client.get('/api/learning/progress?moduleId=4', user)).json();
    expect(progress).toHaveLength(1);
  });
});
