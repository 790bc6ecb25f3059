/** The system inbox: warnings and report outcomes as official notices, apart from every chat (docs/decisions/046). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive, listenOnLoopback } from '../../test/live-client';
import { createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';
import { caller, makeModerator, sendMessage } from './safety-test-helpers';

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

type NoticeBody = { id: number; kind: string; message: string; isRead: boolean };
const noticesOf = async (user: TestUser) => (await call(user, 'GET', '/api/notices')).json() as NoticeBody[];

async function reported(reason = 'harassment') {
  const pair = await createMatchedPair(context.app);
  const messageId = await sendMessage(context, pair.b, pair.matchId, 'you are stupid');
  const report = (await call(pair.a, 'POST', '/api/reports', { reportedUserId: pair.b.id, messageId, reason })).json() as { id: number };
  return { ...pair, messageId, reportId: report.id };
}

describe('the system inbox', () => {
  it('holds a warning for the warned user only (live), never as a chat message; acknowledging marks it read; others get 404', async () => {
    const { a, b, matchId, reportId } = await reported();
    const socket = await connectLive(host, { cookie: b.cookie });
    expect((await call(moderator, 'POST', `/api/moderation/reports/${reportId}/actions`, { action: 'warn' })).statusCode).toBe(200);
    expect(await socket.waitFor((event) => event.type === 'notice_received')).toEqual({ type: 'notice_received' });
    socket.close();

    const [warning, ...rest] = await noticesOf(b);
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({ kind: 'warning', isRead: false, message: expect.stringContaining('harassment') });
    // Nothing arrived in the conversation: the chat holds only what the two users wrote.
    const history = (await call(b, 'GET', `/api/matches/${matchId}/messages`)).json() as Array<{ content: string }>;
    expect(history.map((message) => message.content)).toEqual(['you are stupid']);

    const id = warning?.id as number;
    expect((await call(a, 'POST', `/api/notices/${id}/read`)).statusCode).toBe(404);
    expect((await call(null, 'POST', `/api/notices/${id}/read`)).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/notices')).statusCode).toBe(401);
    expect((await call(b, 'POST', `/api/notices/${id}/read`)).statusCode).toBe(200);
    expect((await noticesOf(b)).map((notice) => notice.isRead)).toEqual([true]);
    expect((await call(b, 'POST', `/api/notices/${id}/read`)).statusCode).toBe(404);
  });

  it('tells the reporter the outcome without saying which action was taken', async () => {
    const warned = await reported();
    const socket = await connectLive(host, { cookie: warned.a.cookie });
    await call(moderator, 'POST', `/api/moderation/reports/${warned.reportId}/actions`, { action: 'warn' });
    await socket.waitFor((event) => event.type === 'notice_received');
    socket.close();
    const [outcome] = await noticesOf(warned.a);
    expect(outcome).toMatchObject({ kind: 'report_outcome', isRead: false, message: expect.stringContaining('took action') });
    expect(outcome?.message).not.toMatch(/warn|suspend|ban/i);

    const dismissed = await reported('spam');
    await call(moderator, 'POST', `/api/moderation/reports/${dismissed.reportId}/actions`, { action: 'dismiss' });
    expect((await noticesOf(dismissed.a)).map((notice) => notice.message)).toEqual([expect.stringContaining('found no breach')]);
    // The reported user hears nothing about a dismissed report.
    expect(await noticesOf(dismissed.b)).toEqual([]);
  });

  it('gives the reporter of a suspended user their outcome', async () => {
    const { a, b, reportId } = await reported();
    await call(moderator, 'POST', `/api/moderation/reports/${reportId}/actions`, { action: 'suspend', durationHours: 24 });
    expect((await noticesOf(a)).map((notice) => notice.kind)).toEqual(['report_outcome']);
    expect((await call(b, 'GET', '/api/notices')).statusCode).toBe(401);
  });
});
