import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOVED_MESSAGE_TEXT } from '../../../shared/constants/safety';
import { LIVE_SESSION_ENDED_CLOSE_CODE } from '../../../shared/live/events';
import { connectLive, listenOnLoopback } from '../../test/live-client';
import { createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';
import { caller, makeModerator, sendMessage } from '../safety/safety-test-helpers';

let context: TestContext;
let host: string;
let call: ReturnType<typeof caller>;
let moderator: TestUser;
beforeAll(async () => {
  context = await createTestContext();
  host = await listenOnLoopback(context.app);
  call = caller(context);
  moderator = await registerUser(context.app);
  await makeModerator(context, moderator);
});
afterAll(async () => {
  await context.close();
});

/** A matched pair where b sent a message a reported; returns the report id too. */
async function reportedPair(text = 'send me your seed phrase') {
  const pair = await createMatchedPair(context.app);
  const messageId = await sendMessage(context, pair.b, pair.matchId, text);
  const report = await call(pair.a, 'POST', '/api/reports', { reportedUserId: pair.b.id, matchId: pair.matchId, messageId, reason: 'asks_for_money_or_keys' });
  expect(report.statusCode).toBe(201);
  return { ...pair, messageId, reportId: report.json().id as number };
}

const act = (reportId: number, body: object, as: TestUser | null = moderator) => call(as, 'POST', `/api/moderation/reports/${reportId}/actions`, body);

async function auditFor(reportId: number) {
  const entries = (await call(moderator, 'GET', '/api/moderation/audit')).json() as Array<{ reportId: number | null; action: string; actorId: number; targetUserId: number; details: object }>;
  return entries.filter((entry) => entry.reportId === reportId);
}

describe('moderation endpoints', () => {
  it('answer 404 (not 403) to users, to the reporter and reported, and to guests', async () => {
    const { a, b, reportId } = await reportedPair();
    for (const user of [a, b, null]) {
      for (const [method, url, body] of [
        ['GET', '/api/moderation/reports', undefined],
        ['GET', '/api/moderation/audit', undefined],
        ['POST', `/api/moderation/reports/${reportId}/actions`, { action: 'dismiss' }],
      ] as const) {
        const response = await call(user, method, url, body);
        expect(response.statusCode, `${method} ${url} as ${user?.username ?? 'guest'}`).toBe(404);
        expect(response.body).not.toContain('seed phrase');
      }
    }
    expect((await call(moderator, 'GET', '/api/moderation/reports')).statusCode).toBe(200);
  });

  it('lists open reports first, oldest first, then the handled ones', async () => {
    const first = await reportedPair('first');
    const second = await reportedPair('second');
    expect((await act(first.reportId, { action: 'dismiss', note: 'banter' })).statusCode).toBe(200);
    const queue = (await call(moderator, 'GET', '/api/moderation/reports')).json() as Array<{ id: number; status: string; resolution: string | null }>;
    const statuses = queue.map((report) => report.status);
    expect(statuses.indexOf('resolved')).toBeGreaterThan(statuses.lastIndexOf('open'));
    expect(queue.find((report) => report.id === first.reportId)).toMatchObject({ status: 'resolved', resolution: 'dismissed' });
    expect(queue.find((report) => report.id === second.reportId)).toMatchObject({ status: 'open' });
    expect(await auditFor(first.reportId)).toEqual([expect.objectContaining({ action: 'dismiss', actorId: moderator.id, targetUserId: first.b.id, details: { note: 'banter' } })]);
  });

  it('removes a message: both users see it as removed, its text is gone, the list preview says so', async () => {
    const { a, b, matchId, messageId, reportId } = await reportedPair('my seed words are on a site, go to t.me/x');
    const aSocket = await connectLive(host, { cookie: a.cookie });
    expect((await act(reportId, { action: 'remove_message' })).statusCode).toBe(200);
    expect(await aSocket.waitFor((event) => event.type === 'message_removed')).toEqual({ type: 'message_removed', matchId, messageId });
    for (const user of [a, b]) {
      const history = (await call(user, 'GET', `/api/matches/${matchId}/messages`)).json() as Array<{ id: number; content: string; isRemoved: boolean }>;
      expect(history.find((message) => message.id === messageId)).toMatchObject({ content: '', isRemoved: true });
      expect(JSON.stringify(history)).not.toContain('t.me');
      const list = (await call(user, 'GET', '/api/matches')).json() as Array<{ id: number; lastMessage: { content: string } }>;
      expect(list.find((match) => match.id === matchId)?.lastMessage.content).toBe(REMOVED_MESSAGE_TEXT);
    }
    expect(await auditFor(reportId)).toEqual([expect.objectContaining({ action: 'remove_message', details: { messageId } })]);
    aSocket.close();
  });

  it('suspends: sessions end, sockets close with 4401 at once, sign-in is refused with 403 until it ends', async () => {
    const { b, reportId } = await reportedPair();
    const socket = await connectLive(host, { cookie: b.cookie });
    const closed = new Promise<number>((resolve) => socket.socket.once('close', (code) => resolve(code)));
    const response = await act(reportId, { action: 'suspend', durationHours: 24 * 7, note: 'scam attempt' });
    expect(response.statusCode).toBe(200);
    expect(await closed).toBe(LIVE_SESSION_ENDED_CLOSE_CODE);
    expect((await call(b, 'GET', '/api/auth/status')).statusCode).toBe(401);
    const login = await context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: b.username, password: b.password } });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'ACCOUNT_RESTRICTED', message: expect.stringContaining('suspended until') });
    // A wrong password still gets the usual answer: the restriction is only told to the account's owner.
    const wrong = await context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: b.username, password: 'not-the-password' } });
    expect(wrong.statusCode).toBe(401);

    const queue = (await call(moderator, 'GET', '/api/moderation/reports')).json() as Array<{ id: number; reportedUser: { status: string; suspendedUntil: string } }>;
    expect(queue.find((report) => report.id === reportId)?.reportedUser).toMatchObject({ status: 'suspended', suspendedUntil: expect.any(String) });
    expect(await auditFor(reportId)).toEqual([expect.objectContaining({ action: 'suspend', details: expect.objectContaining({ durationHours: 168, note: 'scam attempt' }) })]);
    expect((await act(reportId, { action: 'suspend', durationHours: 0 })).statusCode).toBe(400);
    expect((await act(reportId, { action: 'suspend' })).statusCode).toBe(400);
  });

  it('bans: sign-in refused for good, and a ban is logged', async () => {
    const { b, reportId } = await reportedPair();
    expect((await act(reportId, { action: 'ban' })).statusCode).toBe(200);
    expect((await call(b, 'GET', '/api/auth/status')).statusCode).toBe(401);
    const login = await context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: b.username, password: b.password } });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toContain('banned');
    expect(await auditFor(reportId)).toEqual([expect.objectContaining({ action: 'ban', targetUserId: b.id })]);
  });

  it('refuses unknown actions and reports', async () => {
    const { reportId } = await reportedPair();
    expect((await act(reportId, { action: 'delete_everything' })).statusCode).toBe(400);
    expect((await act(2_000_000_000, { action: 'dismiss' })).statusCode).toBe(404);
  });

  it('keeps the audit log append-only: the database refuses to change or delete an entry', async () => {
    const { reportId } = await reportedPair();
    await act(reportId, { action: 'dismiss' });
    await expect(context.database.db.execute(sql`update moderation_audit set action = 'nothing' where report_id = ${reportId}`)).rejects.toThrow();
    await expect(context.database.db.execute(sql`delete from moderation_audit where report_id = ${reportId}`)).rejects.toThrow();
    expect(await auditFor(reportId)).toEqual([expect.objectContaining({ action: 'dismiss' })]);
  });
});
