/**
 * Credit for teaching that sticks (docs/decisions/061-teaching-that-sticks.md) through the API on a moving
 * clock: a term added from the partner's message and a teach-back card's pool question pay the teacher once,
 * at the learner's first review or quiz answer 7 or more days later that remembers them, and never for an item
 * the learner failed then; the pair's match shows the count to the teacher.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS } from '../../../shared/constants/gamification';
import { matchSchema } from '../../../shared/contracts/matches';
import { messageSchema, teachBackMessageSchema } from '../../../shared/contracts/messages';
import { teachBackCards, teachingCredits, vocabularyTerms } from '../../db/schema';
import { as, createTestContext, type TestContext, type TestUser } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';
import { drawQuiz } from '../learning/learning-test-helpers';
import { achievementKeys, completeModule, ledgerRows } from './office-test-helpers';

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

/** The clock starts at the real time (messages and card answers carry the real time) and only moves on. */
const daysLater = (days: number) => {
  clock = new Date(Date.now() + days * DAY_MS);
};

/** The body of a request that must succeed: `ok(as(context.app, user).post(url, payload))`. */
const ok = async (request: Promise<LightMyRequestResponse>) => {
  const response = await request;
  expect(response.statusCode, `${response.raw.req.method} ${response.raw.req.url}: ${response.body}`).toBeLessThan(300);
  return response.json() as unknown;
};

async function someTerms(count: number) {
  return context.database.db.select({ id: vocabularyTerms.id, term: vocabularyTerms.term }).from(vocabularyTerms).orderBy(vocabularyTerms.id).limit(count);
}

/** The teacher names the term in a message; the learner opens it from there and adds it to their deck. */
async function teachTerm(teacher: TestUser, learner: TestUser, matchId: number, term: { id: number; term: string }) {
  const message = messageSchema.parse(await ok(as(context.app, teacher).post(`/api/matches/${matchId}/messages`, { content: `Here is what ${term.term} means, ask me anything` })));
  await ok(as(context.app, learner).post('/api/vocabulary/user/deck', { termId: term.id, fromMessage: { matchId, messageId: message.id } }));
}

const review = (learner: TestUser, termId: number, mastered: boolean) => ok(as(context.app, learner).post('/api/vocabulary/user/progress', { termId, learned: true, mastered }));

async function stuckCount(viewer: TestUser, matchId: number): Promise<number> {
  return matchSchema.parse(await ok(as(context.app, viewer).get(`/api/matches/${matchId}`))).studyTogether.taughtThatStuck;
}

async function stuckLedger(teacherId: number) {
  return (await ledgerRows(context.database.db, teacherId)).filter((row) => row.idempotencyKey.startsWith('taught-stuck:'));
}

describe('credit for teaching that sticks', () => {
  it('pays the teacher once when the learner remembers a taught term 7 days later, never before', async () => {
    daysLater(0);
    const { a: teacher, b: learner, matchId } = await createMatchedPair(context.app, ['Ana', 'Bob']);
    const [term] = await someTerms(1);
    await teachTerm(teacher, learner, matchId, term!);

    daysLater(3);
    await review(learner, term!.id, true);
    expect(await stuckLedger(teacher.id)).toEqual([]);

    daysLater(7.01);
    await review(learner, term!.id, true);
    daysLater(8);
    await review(learner, term!.id, true);
    await context.app.services.jobs.drained();

    const paid = await stuckLedger(teacher.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ source: 'teaching', points: POINTS.taughtThatStuck });
    expect(await stuckCount(teacher, matchId)).toBe(1);
    expect(await stuckCount(learner, matchId)).toBe(0);
    expect(await stuckLedger(learner.id)).toEqual([]);
  });

  it('never pays for a term the learner failed at the review a week later, even when remembered after', async () => {
    daysLater(0);
    const { a: teacher, b: learner, matchId } = await createMatchedPair(context.app, ['Cleo', 'Dan']);
    const [, term] = await someTerms(2);
    await teachTerm(teacher, learner, matchId, term!);

    daysLater(7.5);
    await review(learner, term!.id, false);
    daysLater(9);
    await review(learner, term!.id, true);

    expect(await stuckLedger(teacher.id)).toEqual([]);
    expect(await stuckCount(teacher, matchId)).toBe(0);
    const [row] = await context.database.db.select().from(teachingCredits).where(eq(teachingCredits.learnerId, learner.id));
    expect(row).toMatchObject({ teacherId: teacher.id, itemKind: 'term', itemId: term!.id, outcome: 'failed' });
  });

  it('credits nobody for a term the learner added from their own message or already had', async () => {
    daysLater(0);
    const { a: teacher, b: learner, matchId } = await createMatchedPair(context.app, ['Eve', 'Finn']);
    const [, , own, known] = await someTerms(4);
    const mine = messageSchema.parse(await ok(as(context.app, learner).post(`/api/matches/${matchId}/messages`, { content: `I read about ${own!.term} today` })));
    await ok(as(context.app, learner).post('/api/vocabulary/user/deck', { termId: own!.id, fromMessage: { matchId, messageId: mine.id } }));
    await review(learner, known!.id, true);
    await teachTerm(teacher, learner, matchId, known!);

    const rows = await context.database.db.select().from(teachingCredits).where(eq(teachingCredits.learnerId, learner.id));
    expect(rows).toEqual([]);
  });

  it('refuses a message the learner cannot see with 404', async () => {
    daysLater(0);
    const { a: teacher, matchId } = await createMatchedPair(context.app, ['Gus', 'Hana']);
    const [term] = await someTerms(1);
    const outsider = await createMatchedPair(context.app, ['Ivo', 'Jun']);
    const message = messageSchema.parse(await ok(as(context.app, teacher).post(`/api/matches/${matchId}/messages`, { content: `${term!.term} explained` })));
    const response = await as(context.app, outsider.a).post('/api/vocabulary/user/deck', { termId: term!.id, fromMessage: { matchId, messageId: message.id } });
    expect(response.statusCode).toBe(404);
    expect((await context.database.db.select().from(teachingCredits).where(eq(teachingCredits.teacherId, teacher.id))).length).toBe(0);
  });

  it('pays for a teach-back question answered right in a quiz a week later, once, and never for one answered wrong', async () => {
    daysLater(0);
    const { a: teacher, b: learner, matchId } = await createMatchedPair(context.app, ['Kai', 'Lea']);
    await completeModule(context, teacher, MODULE_ID);
    const questions = await context.database.db.query.quizQuestions.findMany({ where: (table, { eq: equals }) => equals(table.moduleId, MODULE_ID) });
    // Two cards, then the learner's quiz draws until one shows both questions.
    const quiz = await (async () => {
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const drawn = await drawQuiz(context, learner, MODULE_ID);
        if (drawn.key.length >= 2) return drawn;
      }
      throw new Error('no quiz with two questions');
    })();
    const [right, wrong] = quiz.key;
    for (const questionId of [right!.id, wrong!.id]) {
      expect(questions.some((question) => question.id === questionId)).toBe(true);
      const card = teachBackMessageSchema.parse(await ok(as(context.app, teacher).post(`/api/matches/${matchId}/teach-backs`, { moduleId: MODULE_ID, question: { kind: 'pool', questionId } })));
      const [stored] = await context.database.db.select().from(teachBackCards).where(eq(teachBackCards.messageId, card.id));
      await ok(as(context.app, learner).post(`/api/matches/${matchId}/teach-backs/${card.id}/answer`, { choice: stored!.correctAnswer }));
    }

    daysLater(7.2);
    const answers = Object.fromEntries(quiz.key.map((question) => [String(question.id), question.id === wrong!.id ? (question.correctAnswer + 1) % question.optionCount : question.correctAnswer]));
    await ok(as(context.app, learner).post(`/api/learning/modules/${MODULE_ID}/quiz`, { attemptId: quiz.attemptId, answers }));
    const again = await drawQuiz(context, learner, MODULE_ID);
    await ok(as(context.app, learner).post(`/api/learning/modules/${MODULE_ID}/quiz`, { attemptId: again.attemptId, answers: again.answersScoring(again.key.length) }));
    await context.app.services.jobs.drained();

    expect(await stuckLedger(teacher.id)).toHaveLength(1);
    const rows = await context.database.db.select().from(teachingCredits).where(eq(teachingCredits.learnerId, learner.id));
    expect(Object.fromEntries(rows.map((row) => [row.itemId, row.outcome]))).toEqual({ [right!.id]: 'stuck', [wrong!.id]: 'failed' });
    expect(await stuckCount(teacher, matchId)).toBe(1);
  });

  it('earns Lasting Teacher at five things that stuck', async () => {
    daysLater(0);
    const { a: teacher, b: learner, matchId } = await createMatchedPair(context.app, ['Mia', 'Noa']);
    const terms = (await someTerms(12)).slice(6, 11);
    for (const term of terms) await teachTerm(teacher, learner, matchId, term);
    daysLater(7.1);
    for (const term of terms.slice(0, 4)) await review(learner, term.id, true);
    await context.app.services.jobs.drained();
    expect(await achievementKeys(context.database.db, teacher.id)).not.toContain('lasting-teacher');

    await review(learner, terms[4]!.id, true);
    await context.app.services.jobs.drained();
    expect(await achievementKeys(context.database.db, teacher.id)).toContain('lasting-teacher');
    expect(await stuckCount(teacher, matchId)).toBe(5);
  });
});
