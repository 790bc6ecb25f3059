/** Helpers for the learning integration tests: act through the API, read the answer key from the database. */
import { eq } from 'drizzle-orm';
import { loadCatalogue } from '../../content/load-content';
import { seedContent } from '../../content/seed-content';
import { quizDraws, quizQuestions } from '../../db/schema';
import type { TestContext, TestUser } from '../../test/test-app';

export interface DrawnQuiz {
  attemptId: number;
  /** The drawn questions with their right option as the draw shows it. */
  key: Array<{ id: number; correctAnswer: number; optionCount: number }>;
  /** Answers the first `correct` drawn questions right and the rest wrong. */
  answersScoring: (correct: number) => Record<string, number>;
}

/** Starts an attempt through the API and reads its answer key (shown positions) from the database. */
export async function drawQuiz(context: TestContext, user: TestUser, moduleId: number): Promise<DrawnQuiz> {
  const response = await context.app.inject({ method: 'POST', url: `/api/learning/modules/${moduleId}/quiz/attempts`, headers: { cookie: user.cookie } });
  if (response.statusCode !== 201) throw new Error(`Starting a quiz answered ${response.statusCode}: ${response.body}`);
  const { attemptId } = response.json() as { attemptId: number };
  const [draw] = await context.database.db.select().from(quizDraws).where(eq(quizDraws.id, attemptId));
  const rows = new Map((await context.database.db.select().from(quizQuestions).where(eq(quizQuestions.moduleId, moduleId))).map((row) => [row.id, row]));
  const key = draw!.questionIds.map((id, index) => ({
    id,
    correctAnswer: draw!.optionOrders[index]!.indexOf(rows.get(id)!.correctAnswer),
    optionCount: rows.get(id)!.options.length,
  }));
  return {
    attemptId,
    key,
    answersScoring: (correct) =>
      Object.fromEntries(key.map((question, index) => [String(question.id), index < correct ? question.correctAnswer : (question.correctAnswer + 1) % question.optionCount])),
  };
}

/** Draws a quiz and submits it with the first `correct` answers right. */
export async function takeQuiz(context: TestContext, user: TestUser, moduleId: number, correct: number | 'all') {
  const quiz = await drawQuiz(context, user, moduleId);
  const count = correct === 'all' ? quiz.key.length : correct;
  return api(context).submit(user, moduleId, { attemptId: quiz.attemptId, answers: quiz.answersScoring(count) });
}

export function api(context: TestContext) {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, user?: TestUser, payload?: unknown) =>
    context.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (url: string, user?: TestUser) => call('GET', url, user),
    post: (url: string, user: TestUser | undefined, payload: unknown) => call('POST', url, user, payload),
    patch: (url: string, user: TestUser | undefined, payload: unknown) => call('PATCH', url, user, payload),
    start: (user: TestUser, moduleId: number) => call('POST', '/api/learning/progress', user, { moduleId, completed: false }),
    submit: (user: TestUser, moduleId: number, submission: { attemptId: number; answers: Record<string, number> }) => call('POST', `/api/learning/modules/${moduleId}/quiz`, user, submission),
  };
}

/** Fixture texts for module pools seeded with misconceptions (the real ones are written on content branches). */
export const fixtureTeaching = {
  belief: (questionIndex: number, option: number) => `Fixture belief: question ${questionIndex} option ${option} is what happens.`,
  correction: (questionIndex: number, option: number) => `Fixture correction for question ${questionIndex} option ${option}: the mechanism works otherwise.`,
  alternative: (questionIndex: number) => `Fixture second explanation ${questionIndex}: another angle on why the right answer holds, with an example.`,
};

/** Seeds the catalogue with fixture misconceptions and second explanations on every question of `moduleId`'s pool. */
export async function seedFixtureMisconceptions(context: TestContext, moduleId: number): Promise<void> {
  const catalogue = loadCatalogue();
  const modules = catalogue.modules.map((module) =>
    module.id !== moduleId
      ? module
      : {
          ...module,
          questions: module.questions.map((question, index) => ({
            ...question,
            misconceptions: question.options.map((_option, option) =>
              option === question.correctAnswer ? null : { belief: fixtureTeaching.belief(index, option), correction: fixtureTeaching.correction(index, option) },
            ),
            explanationAlt: fixtureTeaching.alternative(index),
          })),
        },
  );
  await seedContent(context.database.db, { ...catalogue, modules, hash: `${catalogue.hash}-misconceptions-${moduleId}` });
}
