/**
 * Teach-back cards across two instances sharing PostgreSQL and Redis (docs/decisions/029-teach-back-cards.md):
 * a card sent through one instance reaches its recipient's socket on the other, the answer reaches both
 * users wherever they are connected, and the teacher's Mentor achievement arrives live. Needs real
 * PostgreSQL and Redis, as in CI.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive } from '../../../test/live-client';
import { createMatchedPair } from '../../../test/test-matches';
import { startTwoInstances, type TwoInstances } from '../../../test/two-instances';
import { completeModule } from '../../gamification/office-test-helpers';
import { teachBackCards } from '../../../db/schema';
import { eq } from 'drizzle-orm';

const redisUrl = process.env.TEST_REDIS_URL;
const isPostgres = process.env.TEST_DB_KIND === 'postgres';

describe.skipIf(!redisUrl || !isPostgres)('teach-back cards across two instances', () => {
  let cluster: TwoInstances;

  beforeAll(async () => {
    cluster = await startTwoInstances(redisUrl as string);
  });

  afterAll(async () => {
    await cluster?.close();
  });

  it('delivers the card and its answer live to users on the other instance', async () => {
    const { a, b } = cluster;
    const { a: alice, b: bob, matchId } = await createMatchedPair(a.app);
    await completeModule({ app: a.app, database: cluster.primary, close: async () => undefined }, alice, 1);
    const aliceOnB = await connectLive(b.host, { cookie: alice.cookie });
    const bobOnA = await connectLive(a.host, { cookie: bob.cookie });

    const sent = await b.app.inject({
      method: 'POST',
      url: `/api/matches/${matchId}/teach-backs`,
      payload: { moduleId: 1, question: { kind: 'custom', question: 'What caps the supply of bitcoin?', options: ['The protocol', 'A company'], correctAnswer: 0 } },
      headers: { cookie: alice.cookie },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const messageId = sent.json().id as number;
    expect(await bobOnA.waitFor((event) => event.type === 'new_message', 2_000)).toMatchObject({ matchId, messageId, senderId: alice.id });
    const history = (await a.app.inject({ url: `/api/matches/${matchId}/messages`, headers: { cookie: bob.cookie } })).json();
    expect(history.at(-1)).toMatchObject({ id: messageId, kind: 'teach_back', teachBack: { answer: null } });

    const [card] = await cluster.primary.db.select().from(teachBackCards).where(eq(teachBackCards.messageId, messageId));
    const answered = await a.app.inject({ method: 'POST', url: `/api/matches/${matchId}/teach-backs/${messageId}/answer`, payload: { choice: card!.correctAnswer }, headers: { cookie: bob.cookie } });
    expect(answered.statusCode, answered.body).toBe(200);
    const expected = { type: 'teach_back_answered', matchId, messageId, isCorrect: true };
    expect(await aliceOnB.waitFor((event) => event.type === 'teach_back_answered', 2_000)).toEqual(expected);
    expect(await bobOnA.waitFor((event) => event.type === 'teach_back_answered', 2_000)).toEqual(expected);
    // The Mentor achievement is evaluated by a job on instance A and announced to Alice on B.
    expect(await aliceOnB.waitFor((event) => event.type === 'achievement_earned' && event.achievementKey === 'first-mentor', 5_000)).toMatchObject({ name: 'Mentor' });

    const seenByAlice = (await b.app.inject({ url: `/api/matches/${matchId}/messages`, headers: { cookie: alice.cookie } })).json();
    expect(seenByAlice.at(-1).teachBack.answer).toMatchObject({ chosen: card!.correctAnswer, isCorrect: true });
    for (const client of [aliceOnB, bobOnA]) client.close();
  });
});
