/** Who may decide a report, and that a decision is final (docs/decisions/046-moderation-integrity-and-evidence-retention.md). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';
import { caller, makeModerator, sendMessage } from '../safety/safety-test-helpers';

let context: TestContext;
let call: ReturnType<typeof caller>;
let otherModerator: TestUser;
beforeAll(async () => {
  context = await createTestContext();
  call = caller(context);
  otherModerator = await registerUser(context.app);
  await makeModerator(context, otherModerator);
});
afterAll(async () => {
  await context.close();
});

const act = (reportId: number, body: object, as: TestUser) => call(as, 'POST', `/api/moderation/reports/${reportId}/actions`, body);
const queueIds = async (as: TestUser) => ((await call(as, 'GET', '/api/moderation/reports')).json() as Array<{ id: number }>).map((report) => report.id);
const noticesOf = async (user: TestUser) => (await call(user, 'GET', '/api/notices')).json() as Array<{ kind: string; message: string }>;

let pairs = 0;

/** A moderator (a) matched with a user (b). */
async function moderatorAndUser() {
  // A display name of its own each time: a new account may not take a moderator's name.
  pairs += 1;
  const { a: moderator, b: user, matchId } = await createMatchedPair(context.app, [`Mod ${pairs}`, `Member ${pairs}`]);
  await makeModerator(context, moderator);
  return { moderator, user, matchId };
}

async function report(from: TestUser, about: TestUser, body: object = {}) {
  const response = await call(from, 'POST', '/api/reports', { reportedUserId: about.id, reason: 'harassment', ...body });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

describe('the moderation routes to anyone but a moderator', () => {
  it('answer the unknown-URL 404 however malformed the request, before any validation', async () => {
    const user = await registerUser(context.app);
    const unknown = await context.app.inject({ method: 'POST', url: '/api/moderation/no-such-tool', headers: { cookie: user.cookie } });
    const strip = (body: string) => {
      const { requestId: _requestId, ...rest } = JSON.parse(body) as Record<string, unknown>;
      return rest;
    };
    expect(unknown.statusCode).toBe(404);
    const requests = [
      { method: 'POST', url: '/api/moderation/reports/1/actions', payload: { action: 'delete_everything' } },
      { method: 'POST', url: '/api/moderation/reports/1/actions', payload: { action: 'suspend' } },
      { method: 'POST', url: '/api/moderation/reports/abc/actions', payload: { action: 'dismiss' } },
      { method: 'POST', url: '/api/moderation/reports/1/actions', payload: '{"action": ', headers: { 'content-type': 'application/json' } },
      { method: 'POST', url: '/api/moderation/reports/1/actions', payload: 'action=dismiss', headers: { 'content-type': 'text/plain' } },
      { method: 'POST', url: '/api/moderation/reports/1/actions', payload: { action: 'dismiss', note: 'x'.repeat(70_000) } },
      { method: 'GET', url: '/api/moderation/audit?before=abc' },
      { method: 'GET', url: '/api/moderation/audit?unknown=1' },
      { method: 'GET', url: '/api/moderation/reports' },
    ] as const;
    for (const as of [user, null]) {
      for (const request of requests) {
        const headers = { ...('headers' in request ? request.headers : {}), ...(as ? { cookie: as.cookie } : {}) };
        const response = await context.app.inject({ method: request.method, url: request.url, payload: 'payload' in request ? request.payload : undefined, headers });
        const label = `${request.method} ${request.url} ${as ? 'user' : 'guest'} ${JSON.stringify('payload' in request ? request.payload : '').slice(0, 40)}`;
        expect(response.statusCode, label).toBe(404);
        expect(strip(response.body), label).toEqual(strip(unknown.body));
      }
    }
    // A moderator gets the real answers: the tools exist for them.
    const malformed = await call(otherModerator, 'POST', '/api/moderation/reports/1/actions', { action: 'delete_everything' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('a report about a moderator', () => {
  it('is hidden from that moderator and answers 404 to their actions; another moderator decides it', async () => {
    const { moderator, user } = await moderatorAndUser();
    const aboutModerator = await report(user, moderator);
    expect(await queueIds(moderator)).not.toContain(aboutModerator);
    for (const body of [{ action: 'dismiss' }, { action: 'warn' }, { action: 'ban' }, { action: 'suspend', durationHours: 24 }]) {
      const response = await act(aboutModerator, body, moderator);
      expect(response.statusCode, body.action).toBe(404);
      expect(response.json().message).toBe('Report not found');
    }
    expect(await queueIds(otherModerator)).toContain(aboutModerator);
    expect((await act(aboutModerator, { action: 'warn' }, otherModerator)).statusCode).toBe(200);
  });
});

describe('a retaliation report', () => {
  it('filed by a moderator against their own reporter is hidden from them and not theirs to decide', async () => {
    const { moderator, user } = await moderatorAndUser();
    const aboutModerator = await report(user, moderator);
    const retaliation = await report(moderator, user, { reason: 'spam' });
    const queue = await queueIds(moderator);
    expect(queue).not.toContain(aboutModerator);
    expect(queue).not.toContain(retaliation);
    expect((await act(retaliation, { action: 'suspend', durationHours: 24 * 7 }, moderator)).statusCode).toBe(404);
    expect((await act(retaliation, { action: 'dismiss' }, moderator)).statusCode).toBe(404);
    // The reporter was not touched: still signed in, and the report about the moderator still open.
    expect((await call(user, 'GET', '/api/auth/status')).statusCode).toBe(200);
    const seenByOther = (await call(otherModerator, 'GET', '/api/moderation/reports')).json() as Array<{ id: number; status: string }>;
    expect(seenByOther.filter((entry) => [aboutModerator, retaliation].includes(entry.id)).map((entry) => entry.status)).toEqual(['open', 'open']);
    expect((await act(retaliation, { action: 'dismiss' }, otherModerator)).statusCode).toBe(200);
  });

  it('also when the moderator reported first and the accusation came later: any report by the other party recuses them', async () => {
    const { moderator, user } = await moderatorAndUser();
    const byModerator = await report(moderator, user, { reason: 'spam' });
    expect(await queueIds(moderator)).not.toContain(byModerator);
    await report(user, moderator);
    expect((await act(byModerator, { action: 'warn' }, moderator)).statusCode).toBe(404);
    expect(await queueIds(otherModerator)).toContain(byModerator);
  });
});

describe('a resolved report', () => {
  it('is final: every further action answers 409 and the user was warned once', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const messageId = await sendMessage(context, b, matchId, 'pay me first');
    const reportId = await report(a, b, { messageId, reason: 'scam_or_fraud' });
    expect((await act(reportId, { action: 'warn' }, otherModerator)).statusCode).toBe(200);
    for (const body of [{ action: 'warn' }, { action: 'dismiss' }, { action: 'remove_message' }, { action: 'suspend', durationHours: 24 }, { action: 'ban' }]) {
      const again = await act(reportId, body, otherModerator);
      expect(again.statusCode, body.action).toBe(409);
      expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'This report is already resolved: its decision is final.' });
    }
    expect((await noticesOf(b)).filter((notice) => notice.kind === 'warning')).toHaveLength(1);
    expect((await call(b, 'GET', '/api/auth/status')).statusCode).toBe(200);
  });

  it('is decided once when two moderators act at the same moment', async () => {
    const third = await registerUser(context.app);
    await makeModerator(context, third);
    const { a, b } = await createMatchedPair(context.app);
    const reportId = await report(a, b);
    const answers = await Promise.all([act(reportId, { action: 'warn' }, otherModerator), act(reportId, { action: 'warn' }, third)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await noticesOf(b)).filter((notice) => notice.kind === 'warning')).toHaveLength(1);
  });
});
