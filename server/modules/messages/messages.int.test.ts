import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_POINTS_DAILY_CAP, POINTS } from '../../../shared/constants/gamification';
import { MESSAGES_PER_MINUTE } from '../../../shared/contracts/messages';
import { ACHIEVEMENTS_BY_KEY } from '../gamification/achievements';
import { achievementKeys, ledgerRows } from '../gamification/office-test-helpers';
import { users } from '../../db/schema';
import { createInProcessUserChannel } from '../../live/user-channel';
import { as, createTestContext, registerUser, type TestContext } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('messages', () => {
  it('lets the two users of a match talk, stored verbatim, newest page last', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const text = '  <b>gm</b> — "staking" & 🚀  ';
    const sent = await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: text });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ id: expect.any(Number), content: text.trim(), senderId: a.id, readAt: null });
    await as(context.app, b).post(`/api/matches/${matchId}/messages`, { content: 'hello back' });

    const history = (await as(context.app, b).get(`/api/matches/${matchId}/messages`)).json();
    expect(history.map((message: { content: string }) => message.content)).toEqual([text.trim(), 'hello back']);

    const list = (await as(context.app, b).get('/api/matches')).json();
    const entry = list.find((match: { id: number }) => match.id === matchId);
    expect(entry.lastMessage).toMatchObject({ content: 'hello back', senderId: b.id });
  });

  it('answers 404 to anyone outside the match and 401 to guests, on every endpoint', async () => {
    const { a, matchId } = await createMatchedPair(context.app);
    const outsider = await registerUser(context.app);
    await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'private' });
    const endpoints: Array<['get' | 'post' | 'put', string, object | undefined]> = [
      ['get', `/api/matches/${matchId}/messages`, undefined],
      ['post', `/api/matches/${matchId}/messages`, { content: 'let me in' }],
      ['put', `/api/matches/${matchId}/messages/read`, undefined],
      ['get', `/api/matches/${matchId}`, undefined],
    ];
    for (const [method, url, body] of endpoints) {
      const asOutsider = await as(context.app, outsider)[method](url, body);
      expect(asOutsider.statusCode, `${method} ${url}`).toBe(404);
      expect(asOutsider.body).not.toContain('private');
      expect((await as(context.app, null)[method](url, body)).statusCode).toBe(401);
    }
    expect((await as(context.app, outsider).get('/api/messages/unread')).json()).toEqual({ count: 0 });
    expect((await as(context.app, null).get('/api/messages/unread')).statusCode).toBe(401);
    const history = (await as(context.app, a).get(`/api/matches/${matchId}/messages`)).json();
    expect(history.map((message: { content: string }) => message.content)).toEqual(['private']);
  });

  it('rejects empty, whitespace-only and over-long messages', async () => {
    const { a, matchId } = await createMatchedPair(context.app);
    for (const content of ['', '   \n ', 'x'.repeat(2001)]) {
      expect((await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content })).statusCode).toBe(400);
    }
    expect((await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'x'.repeat(2000) })).statusCode).toBe(201);
  });

  it('stores one message when a send is retried with the same client id, even concurrently', async () => {
    const { a, matchId } = await createMatchedPair(context.app);
    const clientId = '47ac4104-d5d0-44e5-98ce-cc15f68fb606';
    const responses = await Promise.all(Array.from({ length: 5 }, () => as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'once only', clientId })));
    const ids = new Set(responses.map((response) => response.json().id));
    expect(ids.size).toBe(1);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    const history = (await as(context.app, a).get(`/api/matches/${matchId}/messages`)).json();
    expect(history.filter((message: { content: string }) => message.content === 'once only')).toHaveLength(1);
  });

  it('counts unread messages and marks them read for the reader only', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'one' });
    await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'two' });
    expect((await as(context.app, b).get('/api/messages/unread')).json()).toEqual({ count: 2 });
    expect((await as(context.app, a).get('/api/messages/unread')).json()).toEqual({ count: 0 });
    const listBefore = (await as(context.app, b).get('/api/matches')).json();
    expect(listBefore.find((match: { id: number }) => match.id === matchId).unreadCount).toBe(2);

    const read = await as(context.app, b).put(`/api/matches/${matchId}/messages/read`);
    expect(read.json()).toEqual({ updated: 2 });
    expect((await as(context.app, b).get('/api/messages/unread')).json()).toEqual({ count: 0 });
    const seenBySender = (await as(context.app, a).get(`/api/matches/${matchId}/messages`)).json();
    expect(seenBySender.every((message: { readAt: string | null }) => message.readAt !== null)).toBe(true);
  });

  it('pages through history by cursor', async () => {
    const { a, matchId } = await createMatchedPair(context.app);
    for (let index = 1; index <= 7; index += 1) await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: `m${index}` });
    const newest = (await as(context.app, a).get(`/api/matches/${matchId}/messages?limit=3`)).json();
    expect(newest.map((message: { content: string }) => message.content)).toEqual(['m5', 'm6', 'm7']);
    const older = (await as(context.app, a).get(`/api/matches/${matchId}/messages?limit=3&before=${newest[0].id}`)).json();
    expect(older.map((message: { content: string }) => message.content)).toEqual(['m2', 'm3', 'm4']);
    expect((await as(context.app, a).get(`/api/matches/${matchId}/messages?limit=0`)).statusCode).toBe(400);
  });

  it('answers with the stored message: the same id, time and text the history returns', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const sent = (await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'same everywhere', clientId: '55b49b58-1ee3-48df-8b4e-b3bdbe0f5874' })).json();
    const [stored] = (await as(context.app, b).get(`/api/matches/${matchId}/messages`)).json();
    expect(stored).toEqual(sent);
    expect(Math.abs(Date.parse(sent.sent) - Date.now())).toBeLessThan(60_000);
    const entry = (await as(context.app, b).get('/api/matches')).json().find((match: { id: number }) => match.id === matchId);
    expect(entry.lastMessage).toMatchObject({ content: 'same everywhere', sent: sent.sent });
  });

  it('scores messages up to the daily cap, and the first one earns Icebreaker once it is sent', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    for (let index = 0; index <= MESSAGE_POINTS_DAILY_CAP; index += 1) {
      expect((await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: `scored ${index}` })).statusCode).toBe(201);
    }
    // Read straight from the ledger: an Office read would evaluate every achievement itself.
    const messagePoints = (await ledgerRows(context.database.db, a.id)).filter((row) => row.idempotencyKey.startsWith('message:'));
    expect(messagePoints).toHaveLength(MESSAGE_POINTS_DAILY_CAP);
    expect(messagePoints.every((row) => row.points === POINTS.message && row.source === 'messaging')).toBe(true);
    await context.app.services.jobs.drained();
    expect(await achievementKeys(context.database.db, a.id)).toContain('icebreaker');
    const icebreaker = await ledgerRows(context.database.db, a.id, 'achievement:icebreaker');
    expect(icebreaker.map((row) => row.points)).toEqual([ACHIEVEMENTS_BY_KEY.get('icebreaker')?.points]);
    expect(await achievementKeys(context.database.db, b.id)).not.toContain('icebreaker');
  });

  it('limits how fast one user can send, with 429 and Retry-After', async () => {
    const { a, matchId } = await createMatchedPair(context.app);
    let limited;
    for (let index = 0; index <= MESSAGES_PER_MINUTE; index += 1) {
      const response = await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: `flood ${index}` });
      if (response.statusCode === 429) limited = response;
    }
    expect(limited?.statusCode).toBe(429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers a retried send with the stored message, even once the sender is rate limited', async () => {
    const { a, matchId } = await createMatchedPair(context.app);
    const first = await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'kept', clientId: '734cfaef-1609-4f66-a5cb-1ad3a74bf4fc' });
    expect(first.statusCode).toBe(201);
    for (let index = 0; index < MESSAGES_PER_MINUTE; index += 1) await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: `flood ${index}` });
    expect((await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'new one', clientId: '887aef25-af33-418d-99f6-4b896e96c9b2' })).statusCode).toBe(429);
    const retried = await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'kept', clientId: '734cfaef-1609-4f66-a5cb-1ad3a74bf4fc' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());
  });
});

describe('messages when something underneath fails', () => {
  it('answers 404, not a database error, once the match went away with one of its users', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    expect((await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'before' })).statusCode).toBe(201);
    await context.database.db.delete(users).where(eq(users.id, b.id));
    const after = await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'after' });
    expect(after.statusCode).toBe(404);
  });

  describe('when the live bus is down', () => {
    let broken: TestContext;
    beforeAll(async () => {
      const failing = { ...createInProcessUserChannel(), publishToUser: () => Promise.reject(new Error('bus down')) };
      broken = await createTestContext({ userChannel: failing });
    });
    afterAll(async () => {
      await broken.close();
    });

    it('keeps a stored message and answers 201', async () => {
      const { a, b, matchId } = await createMatchedPair(broken.app);
      const sent = await broken.app.inject({ method: 'POST', url: `/api/matches/${matchId}/messages`, payload: { content: 'still here' }, headers: { cookie: a.cookie } });
      expect(sent.statusCode).toBe(201);
      const history = (await broken.app.inject({ url: `/api/matches/${matchId}/messages`, headers: { cookie: b.cookie } })).json();
      expect(history.map((message: { content: string }) => message.content)).toEqual(['still here']);
      expect((await broken.app.inject({ url: '/api/messages/unread', headers: { cookie: b.cookie } })).json()).toEqual({ count: 1 });
    });

    it('keeps the read marks and answers 200', async () => {
      const { a, b, matchId } = await createMatchedPair(broken.app);
      await broken.app.inject({ method: 'POST', url: `/api/matches/${matchId}/messages`, payload: { content: 'read me' }, headers: { cookie: a.cookie } });
      const read = await broken.app.inject({ method: 'PUT', url: `/api/matches/${matchId}/messages/read`, headers: { cookie: b.cookie } });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ updated: 1 });
      expect((await broken.app.inject({ url: '/api/messages/unread', headers: { cookie: b.cookie } })).json()).toEqual({ count: 0 });
    });
  });
});
