/**
 * Wrong answers that teach (docs/decisions/063-wrong-answers-that-teach.md), through the API on a real
 * database: a wrong quiz answer returns the misconception of the option chosen, a failed attempt still reveals
 * no right option, the missed question enters the learner's review deck, a wrong review keeps it there (FSRS
 * brings it back) and a right one takes it out. Module 1's English misconceptions are replaced by fixture
 * texts in the database, so the assertions do not depend on the authored ones.
 */
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missedQuestions, quizQuestions } from '../../db/schema';
import { createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';
import { api, drawQuiz, fixtureTeaching, seedFixtureMisconceptions } from './learning-test-helpers';

const MODULE_ID = 1;
const { belief, correction, alternative } = fixtureTeaching;

let now = new Date('2026-11-28T09:00:00Z');
let context: TestContext;
let client: ReturnType<typeof api>;
beforeAll(async () => {
  context = await createTestContext({ clock: () => now });
  client = api(context);
  await seedFixtureMisconceptions(context, MODULE_ID);
});
afterAll(async () => {
  await context.close();
});

interface Result {
  questionId: number;
  chosen: number;
  correctAnswer: number | null;
  isCorrect: boolean;
  explanation: string;
  misconception: { belief: string; correction: string } | null;
  explanationAlt: string | null;
}
interface Deck {
  due: Array<{ questionId: number; moduleId: number; moduleTitle: string; question: string; options: string[]; round: number }>;
  dueCount: number;
  openCount: number;
  nextDueAt: string | null;
}

/** The stored position of a question in module 1's pool (its id is 100 + position). */
const indexOf = (questionId: number) => questionId - MODULE_ID * 100 - 1;

async function failQuiz(user: TestUser) {
  const quiz = await drawQuiz(context, user, MODULE_ID);
  const response = await client.submit(user, MODULE_ID, { attemptId: quiz.attemptId, answers: quiz.answersScoring(0) });
  expect(response.statusCode).toBe(200);
  return { quiz, results: (response.json() as { passed: boolean; results: Result[] }).results, body: response.body };
}

const deckOf = async (user: TestUser) => {
  const response = await client.get('/api/learning/missed-questions', user);
  expect(response.statusCode).toBe(200);
  return { deck: response.json() as Deck, body: response.body };
};

/** The right option as the deck shows it now, read from the database. */
async function rightShown(user: TestUser, questionId: number): Promise<number> {
  const [card] = await context.database.db
    .select()
    .from(missedQuestions)
    .where(and(eq(missedQuestions.userId, user.id), eq(missedQuestions.questionId, questionId)));
  const [question] = await context.database.db.select().from(quizQuestions).where(eq(quizQuestions.id, questionId));
  return card!.optionOrder.indexOf(question!.correctAnswer);
}

const answer = (user: TestUser | undefined, questionId: number | string, payload: unknown) => client.post(`/api/learning/missed-questions/${questionId}/answer`, user, payload);

describe('a failed attempt', () => {
  it('explains the option each learner chose, and reveals no right option and no second explanation', async () => {
    const user = await registerUser(context.app);
    const { quiz, results, body } = await failQuiz(user);
    for (const result of results) {
      expect(result.isCorrect).toBe(false);
      expect(result.correctAnswer).toBeNull();
      expect(result.explanationAlt).toBeNull();
      // The chosen shown option maps back to a stored option: its misconception is the one returned.
      const drawn = quiz.key.find((question) => question.id === result.questionId)!;
      expect(result.chosen).not.toBe(drawn.correctAnswer);
    }
    const { optionOrders, questionIds } = (await context.database.db.query.quizDraws.findFirst({ where: (table, { eq: equals }) => equals(table.id, quiz.attemptId) }))!;
    results.forEach((result) => {
      const stored = optionOrders[questionIds.indexOf(result.questionId)]![result.chosen]!;
      expect(result.misconception).toEqual({ belief: belief(indexOf(result.questionId), stored), correction: correction(indexOf(result.questionId), stored) });
    });
    expect(body).not.toMatch(/Fixture second explanation/);
    expect(body).not.toMatch(/"correctAnswer":\d/);
  });

  it('a passed attempt shows the right answers and the second explanations', async () => {
    const user = await registerUser(context.app);
    const quiz = await drawQuiz(context, user, MODULE_ID);
    const response = await client.submit(user, MODULE_ID, { attemptId: quiz.attemptId, answers: quiz.answersScoring(quiz.key.length - 1) });
    const graded = response.json() as { passed: boolean; results: Result[] };
    expect(graded.passed).toBe(true);
    for (const result of graded.results) {
      expect(result.correctAnswer).toBe(quiz.key.find((question) => question.id === result.questionId)!.correctAnswer);
      expect(result.explanationAlt).toBe(alternative(indexOf(result.questionId)));
      expect(result.misconception === null).toBe(result.isCorrect);
    }
  });
});

describe('the missed-questions deck', () => {
  it('holds the questions answered wrong, without their answers, until each is answered right', async () => {
    const user = await registerUser(context.app);
    const { results } = await failQuiz(user);
    const missedIds = results.map((result) => result.questionId).sort((a, b) => a - b);

    const { deck, body } = await deckOf(user);
    expect(deck.due.map((item) => item.questionId).sort((a, b) => a - b)).toEqual(missedIds);
    expect(deck).toMatchObject({ dueCount: missedIds.length, openCount: missedIds.length, nextDueAt: null });
    expect(body).not.toMatch(/correctAnswer|explanation|misconception|Fixture/);
    const pool = (await client.get(`/api/learning/modules/${MODULE_ID}/questions`, user)).json() as Array<{ id: number; options: string[] }>;
    for (const item of deck.due) {
      expect(item).toMatchObject({ moduleId: MODULE_ID, round: 0 });
      expect([...item.options].sort()).toEqual([...pool.find((question) => question.id === item.questionId)!.options].sort());
    }

    // A wrong answer explains the choice, keeps the answer hidden and brings the question back later.
    const [first, second] = deck.due;
    const right = await rightShown(user, first!.questionId);
    const wrong = (right + 1) % first!.options.length;
    const missed = await answer(user, first!.questionId, { chosen: wrong, round: 0 });
    expect(missed.statusCode).toBe(200);
    const [card] = await context.database.db
      .select()
      .from(missedQuestions)
      .where(and(eq(missedQuestions.userId, user.id), eq(missedQuestions.questionId, first!.questionId)));
    const [stored] = await context.database.db.select().from(quizQuestions).where(eq(quizQuestions.id, first!.questionId));
    expect(missed.json()).toMatchObject({ isCorrect: false, isResolved: false, correctAnswer: null, explanationAlt: null });
    // The belief of the option chosen (its stored index under the order the review showed).
    expect((missed.json() as { misconception: { belief: string } }).misconception.belief).toMatch(/^Fixture belief: question \d+ option \d+/);
    expect(stored!.options.length).toBe(first!.options.length);
    expect(card!.reps).toBe(1);
    expect(new Date((missed.json() as { nextDueAt: string }).nextDueAt).getTime()).toBeGreaterThan(now.getTime());
    const afterMiss = (await deckOf(user)).deck;
    expect(afterMiss.due.map((item) => item.questionId)).not.toContain(first!.questionId);
    expect(afterMiss).toMatchObject({ dueCount: missedIds.length - 1, openCount: missedIds.length });
    expect(afterMiss.nextDueAt).not.toBeNull();
    // The same answer again is stale.
    expect((await answer(user, first!.questionId, { chosen: wrong, round: 0 })).statusCode).toBe(409);

    // A right answer takes it out and shows the answer with the second explanation.
    const rightIndex = await rightShown(user, second!.questionId);
    const solved = await answer(user, second!.questionId, { chosen: rightIndex, round: 0 });
    expect(solved.statusCode).toBe(200);
    expect(solved.json()).toMatchObject({
      isCorrect: true,
      isResolved: true,
      correctAnswer: rightIndex,
      misconception: null,
      explanationAlt: alternative(indexOf(second!.questionId)),
      nextDueAt: null,
    });
    const afterRight = (await deckOf(user)).deck;
    expect(afterRight.due.map((item) => item.questionId)).not.toContain(second!.questionId);
    expect(afterRight.openCount).toBe(missedIds.length - 1);
    expect((await answer(user, second!.questionId, { chosen: rightIndex, round: 1 })).statusCode).toBe(404);

    // FSRS brings the missed one back after its step, in a new order, at the next round.
    now = new Date(now.getTime() + 11 * 60_000);
    const later = (await deckOf(user)).deck;
    const back = later.due.find((item) => item.questionId === first!.questionId);
    expect(back?.round).toBe(1);
    const solvedLater = await answer(user, first!.questionId, { chosen: await rightShown(user, first!.questionId), round: 1 });
    expect(solvedLater.json()).toMatchObject({ isCorrect: true, isResolved: true });
  });

  it('a question missed again after it was answered right opens again, and one answered right in a quiz leaves', async () => {
    const user = await registerUser(context.app);
    const { results } = await failQuiz(user);
    const questionId = results[0]!.questionId;
    await answer(user, questionId, { chosen: await rightShown(user, questionId), round: 0 });
    expect((await deckOf(user)).deck.due.map((item) => item.questionId)).not.toContain(questionId);
    // Quizzes until the same question is drawn and missed again.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const again = await failQuiz(user);
      if (again.results.some((result) => result.questionId === questionId)) break;
    }
    const reopened = (await deckOf(user)).deck.due.find((item) => item.questionId === questionId);
    expect(reopened?.round).toBe(0);

    const quiz = await drawQuiz(context, user, MODULE_ID);
    await client.submit(user, MODULE_ID, { attemptId: quiz.attemptId, answers: quiz.answersScoring(quiz.key.length) });
    const open = (await deckOf(user)).deck.due.map((item) => item.questionId);
    for (const drawn of quiz.key) expect(open).not.toContain(drawn.id);
  });

  it("answers 401 to a guest, 404 for another learner's question and 400 to bad input", async () => {
    const owner = await registerUser(context.app);
    const other = await registerUser(context.app);
    const { results } = await failQuiz(owner);
    const questionId = results[0]!.questionId;
    expect((await client.get('/api/learning/missed-questions')).statusCode).toBe(401);
    expect((await answer(undefined, questionId, { chosen: 0, round: 0 })).statusCode).toBe(401);
    expect((await answer(other, questionId, { chosen: 0, round: 0 })).statusCode).toBe(404);
    expect((await deckOf(other)).deck).toEqual({ due: [], dueCount: 0, openCount: 0, nextDueAt: null });
    expect((await answer(owner, 999_999, { chosen: 0, round: 0 })).statusCode).toBe(404);
    for (const payload of [{ chosen: -1, round: 0 }, { chosen: 0 }, { chosen: 0, round: 'x' }, { chosen: 0, round: 0, correct: true }, { chosen: 1.5, round: 0 }]) {
      const response = await answer(owner, questionId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await answer(owner, 'abc', { chosen: 0, round: 0 })).statusCode).toBe(400);
    expect((await answer(owner, questionId, { chosen: 9, round: 0 })).statusCode).toBe(400);
    // Bad input changed nothing: the owner can still answer round 0.
    expect((await answer(owner, questionId, { chosen: 0, round: 0 })).statusCode).toBe(200);
  });

  it("serves a Spanish reader the translation's misconception, not the English one", async () => {
    // content/i18n/es translates module 1's misconceptions; the English fallback (marked inEnglish) is tested in
    // server/modules/i18n/lesson-translations.test.ts.
    const spanish = JSON.parse(readFileSync('content/i18n/es/modules/01-bitcoin-basics.json', 'utf8')) as { questions: Array<{ misconceptions?: Array<{ belief: string } | null> }> };
    const spanishBeliefs = new Set(spanish.questions.flatMap((question) => (question.misconceptions ?? []).flatMap((entry) => (entry ? [entry.belief] : []))));
    const reader = await registerUser(context.app);
    expect((await context.app.inject({ method: 'PUT', url: '/api/language', headers: { cookie: reader.cookie }, payload: { language: 'es' } })).statusCode).toBeLessThan(300);
    const { results } = await failQuiz(reader);
    for (const result of results) {
      expect(spanishBeliefs.has(result.misconception!.belief), result.misconception!.belief).toBe(true);
      expect(result.misconception).not.toHaveProperty('inEnglish', true);
    }
  });
});
