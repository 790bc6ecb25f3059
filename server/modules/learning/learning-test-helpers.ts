/** Helpers for the learning integration tests: act through the API, read the answer key from the database. */
import { asc, eq } from 'drizzle-orm';
import { quizQuestions } from '../../db/schema';
import type { TestContext, TestUser } from '../../test/test-app';

export async function answerKey(context: TestContext, moduleId: number): Promise<Array<{ id: number; correctAnswer: number; optionCount: number }>> {
  const rows = await context.database.db.select().from(quizQuestions).where(eq(quizQuestions.moduleId, moduleId)).orderBy(asc(quizQuestions.position));
  return rows.map((row) => ({ id: row.id, correctAnswer: row.correctAnswer, optionCount: row.options.length }));
}

/** Answers the first `correct` questions right and the rest wrong. */
export async function answersScoring(context: TestContext, moduleId: number, correct: number): Promise<Record<string, number>> {
  const key = await answerKey(context, moduleId);
  return Object.fromEntries(
    key.map((question, index) => [String(question.id), index < correct ? question.correctAnswer : (question.correctAnswer + 1) % question.optionCount]),
  );
}

export function api(context: TestContext) {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, user?: TestUser, payload?: unknown) =>
    context.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (url: string, user?: TestUser) => call('GET', url, user),
    post: (url: string, user: TestUser | undefined, payload: unknown) => call('POST', url, user, payload),
    patch: (url: string, user: TestUser | undefined, payload: unknown) => call('PATCH', url, user, payload),
    start: (user: TestUser, moduleId: number) => call('POST', '/api/learning/progress', user, { moduleId, completed: false }),
    submit: (user: TestUser, moduleId: number, answers: Record<string, number>) => call('POST', `/api/learning/modules/${moduleId}/quiz`, user, { answers }),
  };
}
