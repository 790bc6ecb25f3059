/**
 * Teach-back cards through the API (docs/decisions/029-teach-back-cards.md): only the two users of a match,
 * only from modules the teacher completed, graded on the server with the answer hidden until then, answered
 * once (409 after), and the teacher's points recorded once per card.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS, TEACH_BACK_POINTS_DAILY_CAP } from '../../../../shared/constants/gamification';
import { TEACH_BACKS_PER_HOUR } from '../../../../shared/contracts/teach-back';
import { messageListSchema, teachBackMessageSchema, type TeachBackMessage } from '../../../../shared/contracts/messages';
import { quizQuestions, teachBackCards } from '../../../db/schema';
import { achievementKeys, completeModule, ledgerRows } from '../../gamification/office-test-helpers';
import { makeModerator } from '../../safety/safety-test-helpers';
import { as, createTestContext, registerUser, type TestContext, type TestUser } from '../../../test/test-app';
import { createMatchedPair } from '../../../test/test-matches';

const MODULE_ID = 1;
const SEED = 'legal winner thank year wave sausage worth useful legal winner thank yellow';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const customCard = (overrides: object = {}) => ({
  moduleId: MODULE_ID,
  question: {
    kind: 'custom',
    question: 'Who keeps the keys of a self-custody wallet?',
    options: ['You', 'The exchange', 'The miners'],
    correctAnswer: 0,
    explanation: 'Not your keys, not your coins.',
    ...overrides,
  },
});

async function pairWithTeacher(): Promise<{ a: TestUser; b: TestUser; matchId: number }> {
  const pair = await createMatchedPair(context.app);
  await completeModule(context, pair.a, MODULE_ID);
  return pair;
}

async function firstPoolQuestion() {
  const [row] = await context.database.db.select().from(quizQuestions).where(eq(quizQuestions.moduleId, MODULE_ID)).orderBy(quizQuestions.position).limit(1);
  return row!;
}

async function sendPoolCard(a: TestUser, matchId: number): Promise<TeachBackMessage> {
  const question = await firstPoolQuestion();
  const response = await as(context.app, a).post(`/api/matches/${matchId}/teach-backs`, { moduleId: MODULE_ID, question: { kind: 'pool', questionId: question.id } });
  expect(response.statusCode, response.body).toBe(201);
  return teachBackMessageSchema.parse(response.json());
}

async function correctChoice(messageId: number): Promise<number> {
  const [card] = await context.database.db.select().from(teachBackCards).where(eq(teachBackCards.messageId, messageId));
  return card!.correctAnswer;
}

describe('teach-back cards', () => {
  it('lists only completed modules as sources, with their pool but without answers', async () => {
    const { a, b } = await pairWithTeacher();
    expect((await as(context.app, b).get('/api/teach-back/sources')).json()).toEqual([]);
    const sources = (await as(context.app, a).get('/api/teach-back/sources')).json() as Array<{ moduleId: number; questions: object[] }>;
    expect(sources.map((source) => source.moduleId)).toEqual([MODULE_ID]);
    expect(sources[0]!.questions.length).toBeGreaterThan(0);
    for (const question of sources[0]!.questions) expect(Object.keys(question).sort()).toEqual(['id', 'options', 'question']);
    expect((await as(context.app, null).get('/api/teach-back/sources')).statusCode).toBe(401);
  });

  it('sends a card only from a module the sender completed', async () => {
    const { a, b, matchId } = await pairWithTeacher();
    const fromUncompleted = await as(context.app, b).post(`/api/matches/${matchId}/teach-backs`, customCard());
    expect(fromUncompleted.statusCode).toBe(403);
    expect(fromUncompleted.json().message).toMatch(/completed/);
    const question = await firstPoolQuestion();
    expect((await as(context.app, b).post(`/api/matches/${matchId}/teach-backs`, { moduleId: MODULE_ID, question: { kind: 'pool', questionId: question.id } })).statusCode).toBe(403);
    expect((await as(context.app, a).post(`/api/matches/${matchId}/teach-backs`, { ...customCard(), moduleId: 999_999 })).statusCode).toBe(404);
    // A pool question of another module is not this module's.
    const [other] = await context.database.db.select().from(quizQuestions).where(eq(quizQuestions.moduleId, 2)).limit(1);
    expect((await as(context.app, a).post(`/api/matches/${matchId}/teach-backs`, { moduleId: MODULE_ID, question: { kind: 'pool', questionId: other!.id } })).statusCode).toBe(404);
  });

  it('never shows the answer before the partner answers, then shows result and explanation to both', async () => {
    const { a, b, matchId } = await pairWithTeacher();
    const card = await sendPoolCard(a, matchId);
    const pool = await firstPoolQuestion();
    expect(card.teachBack).toMatchObject({ moduleId: MODULE_ID, isCustom: false, question: pool.question, teacherId: a.id, learnerId: b.id, answer: null });
    expect([...card.teachBack.options].sort()).toEqual([...pool.options].sort());

    const seenByB = await as(context.app, b).get(`/api/matches/${matchId}/messages`);
    expect(seenByB.body).not.toContain(pool.explanation);
    expect(seenByB.body).not.toContain('correctAnswer');
    const history = messageListSchema.parse(seenByB.json());
    expect(history.map((message) => message.kind)).toEqual(['teach_back']);

    const right = await correctChoice(card.id);
    const wrong = (right + 1) % card.teachBack.options.length;
    const answered = await as(context.app, b).post(`/api/matches/${matchId}/teach-backs/${card.id}/answer`, { choice: wrong });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(teachBackMessageSchema.parse(answered.json()).teachBack.answer).toMatchObject({ chosen: wrong, isCorrect: false, correctAnswer: right, explanation: pool.explanation });

    const seenByA = messageListSchema.parse((await as(context.app, a).get(`/api/matches/${matchId}/messages`)).json());
    const mine = seenByA[0]!;
    expect(mine.kind === 'teach_back' && mine.teachBack.answer).toMatchObject({ chosen: wrong, isCorrect: false, correctAnswer: right });
  });

  it('is answered once, only by the recipient: the teacher gets 403, a second answer 409, racing answers one winner', async () => {
    const { a, b, matchId } = await pairWithTeacher();
    const outsider = await registerUser(context.app);
    const card = await sendPoolCard(a, matchId);
    const url = `/api/matches/${matchId}/teach-backs/${card.id}/answer`;
    const right = await correctChoice(card.id);

    const own = await as(context.app, a).post(url, { choice: right });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Only your partner can answer your teach-back card.');
    expect((await as(context.app, outsider).post(url, { choice: right })).statusCode).toBe(404);
    expect((await as(context.app, outsider).post(`/api/matches/${matchId}/teach-backs`, customCard())).statusCode).toBe(404);
    expect((await as(context.app, null).post(url, { choice: right })).statusCode).toBe(401);
    expect((await as(context.app, b).post(url, { choice: 7 })).statusCode).toBe(400);
    expect((await as(context.app, b).post(`/api/matches/${matchId}/teach-backs/${card.id + 1000}/answer`, { choice: 0 })).statusCode).toBe(404);

    const race = await Promise.all([as(context.app, b).post(url, { choice: right }), as(context.app, b).post(url, { choice: right })]);
    expect(race.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const again = await as(context.app, b).post(url, { choice: (right + 1) % card.teachBack.options.length });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already answered/);

    // The teacher's points: once for the card, under teaching.
    const rows = await ledgerRows(context.database.db, a.id, `teach-back:${card.id}`);
    expect(rows.map((row) => [row.source, row.points])).toEqual([['teaching', POINTS.teachBack]]);
    expect(await ledgerRows(context.database.db, b.id, `teach-back:${card.id}`)).toEqual([]);
    await context.app.services.jobs.drained();
    expect(await achievementKeys(context.database.db, a.id)).toContain('first-mentor');
    expect(await achievementKeys(context.database.db, b.id)).not.toContain('first-mentor');
  });

  it('a wrong answer pays the teacher but earns no Mentor achievement', async () => {
    const { a, b, matchId } = await pairWithTeacher();
    const card = await sendPoolCard(a, matchId);
    const wrong = ((await correctChoice(card.id)) + 1) % card.teachBack.options.length;
    expect((await as(context.app, b).post(`/api/matches/${matchId}/teach-backs/${card.id}/answer`, { choice: wrong })).statusCode).toBe(200);
    await context.app.services.jobs.drained();
    expect(await ledgerRows(context.database.db, a.id, `teach-back:${card.id}`)).toHaveLength(1);
    expect(await achievementKeys(context.database.db, a.id)).not.toContain('first-mentor');
  });

  it('validates written questions: 2-4 distinct options, lengths, a real answer, no control characters', async () => {
    const { a, matchId } = await pairWithTeacher();
    const url = `/api/matches/${matchId}/teach-backs`;
    for (const bad of [
      { options: ['Only one'] },
      { options: ['a', 'b', 'c', 'd', 'e'] },
      { options: ['Same', 'same'] },
      { options: ['Fine', '   '] },
      { options: ['Two\nlines', 'b'] },
      { correctAnswer: 2, options: ['a', 'b'] },
      { question: 'Hi?' },
      { question: 'x'.repeat(301) },
      { question: 'Bell \u0007 in it?' },
      { explanation: 'y'.repeat(501) },
      { options: ['z'.repeat(121), 'b'] },
    ]) {
      const response = await as(context.app, a).post(url, customCard(bad));
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await as(context.app, a).post(url, { ...customCard(), extra: true })).statusCode).toBe(400);

    const hostile = { question: `مرحبا ${'a'.repeat(280)}? 🚀`, options: [`0x${'f'.repeat(64)}`, '👩‍👩‍👧 family', 'שלום'], correctAnswer: 1, explanation: '<script>alert(1)</script>' };
    const stored = await as(context.app, a).post(url, customCard(hostile));
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json().teachBack).toMatchObject({ isCustom: true, question: hostile.question, options: hostile.options, answer: null });

    const seed = await as(context.app, a).post(url, customCard({ options: [SEED, 'No'] }));
    expect(seed.statusCode).toBe(422);
    expect(seed.json().code).toBe('SEED_PHRASE_BLOCKED');
  });

  it('stores one card for a retried client id', async () => {
    const { a, matchId } = await pairWithTeacher();
    const body = { ...customCard(), clientId: '3e9094d7-db74-453b-bf4b-675c0f44d363' };
    const first = await as(context.app, a).post(`/api/matches/${matchId}/teach-backs`, body);
    const second = await as(context.app, a).post(`/api/matches/${matchId}/teach-backs`, body);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json().id).toBe(first.json().id);
    expect(second.json().kind).toBe('teach_back');
  });

  it('caps teaching points per day and limits sends per hour', async () => {
    const { a, b, matchId } = await pairWithTeacher();
    const cards: TeachBackMessage[] = [];
    for (let index = 0; index < TEACH_BACK_POINTS_DAILY_CAP + 1; index += 1) {
      const response = await as(context.app, a).post(`/api/matches/${matchId}/teach-backs`, customCard({ question: `Card number ${index}: who holds the keys?` }));
      cards.push(teachBackMessageSchema.parse(response.json()));
    }
    for (const card of cards) expect((await as(context.app, b).post(`/api/matches/${matchId}/teach-backs/${card.id}/answer`, { choice: 0 })).statusCode).toBe(200);
    const teaching = (await ledgerRows(context.database.db, a.id)).filter((row) => row.idempotencyKey.startsWith('teach-back:'));
    expect(teaching).toHaveLength(TEACH_BACK_POINTS_DAILY_CAP);

    let status = 0;
    for (let index = cards.length; index <= TEACH_BACKS_PER_HOUR; index += 1) {
      status = (await as(context.app, a).post(`/api/matches/${matchId}/teach-backs`, customCard({ question: `Card number ${index}: who holds the keys?` }))).statusCode;
      if (status !== 201) break;
    }
    expect(status).toBe(429);
    // Plain chat still works for text (the hourly limit is the cards' own).
    expect((await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'still here' })).statusCode).toBe(201);
  });

  it('a blocked pair loses it all: no sends, no answers, no sources of the pair', async () => {
    const { a, b, matchId } = await pairWithTeacher();
    const card = await sendPoolCard(a, matchId);
    expect((await as(context.app, b).post(`/api/matches/${matchId}/block`)).statusCode).toBe(200);
    expect((await as(context.app, b).post(`/api/matches/${matchId}/teach-backs/${card.id}/answer`, { choice: 0 })).statusCode).toBe(404);
    expect((await as(context.app, a).post(`/api/matches/${matchId}/teach-backs`, customCard())).statusCode).toBe(404);
    expect(await context.database.db.select().from(teachBackCards).where(eq(teachBackCards.messageId, card.id))).toEqual([]);
  });

  it('a card a moderator removes is a plain removed message for both, and can no longer be answered', async () => {
    const { a, b, matchId } = await pairWithTeacher();
    const moderator = await registerUser(context.app);
    await makeModerator(context, moderator);
    const card = await sendPoolCard(a, matchId);
    const report = await as(context.app, b).post('/api/reports', { reportedUserId: a.id, matchId, messageId: card.id, reason: 'asks_for_money_or_keys' });
    expect(report.statusCode, report.body).toBe(201);
    expect((await as(context.app, moderator).post(`/api/moderation/reports/${report.json().id}/actions`, { action: 'remove_message' })).statusCode).toBe(200);
    for (const user of [a, b]) {
      const history = messageListSchema.parse((await as(context.app, user).get(`/api/matches/${matchId}/messages`)).json());
      expect(history.find((message) => message.id === card.id)).toMatchObject({ kind: 'text', isRemoved: true, content: '' });
    }
    expect(await context.database.db.select().from(teachBackCards).where(eq(teachBackCards.messageId, card.id))).toEqual([]);
    expect((await as(context.app, b).post(`/api/matches/${matchId}/teach-backs/${card.id}/answer`, { choice: 0 })).statusCode).toBe(404);
  });

  it('keeps old text messages as kind text', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'gm' });
    const history = messageListSchema.parse((await as(context.app, b).get(`/api/matches/${matchId}/messages`)).json());
    expect(history).toEqual([expect.objectContaining({ kind: 'text', content: 'gm' })]);
  });
});
