import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_DETAILS_MAX } from '../../../shared/constants/safety';
import { createTestContext, registerUser, type TestContext } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';
import { REPORTS_PER_HOUR } from './report.service';
import { caller, makeModerator, matchIdsOf, sendMessage } from './safety-test-helpers';

let context: TestContext;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  context = await createTestContext();
  call = caller(context);
});
afterAll(async () => {
  await context.close();
});

interface QueueEntry {
  id: number;
  reason: string;
  details: string;
  messageId: number | null;
  context: Array<{ id: number; content: string; isReported: boolean }>;
}

describe('POST /api/reports', () => {
  it('files a report about a match, with the reported message and the ones around it kept as evidence', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const ids: number[] = [];
    for (const [from, text] of [
      [a, 'hi, what do you trade?'],
      [b, 'I run a guaranteed 20% a week platform'],
      [b, 'send me 0.1 BTC to join'],
      [a, 'no thanks'],
    ] as const) {
      ids.push(await sendMessage(context, from, matchId, text));
    }
    const reported = ids[2] as number;
    const response = await call(a, 'POST', '/api/reports', { reportedUserId: b.id, matchId, messageId: reported, reason: 'asks_for_money_or_keys', details: 'asked for BTC' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), status: 'open', blocked: false });

    const moderator = await registerUser(context.app);
    await makeModerator(context, moderator);
    const queue = (await call(moderator, 'GET', '/api/moderation/reports')).json() as QueueEntry[];
    const entry = queue.find((report) => report.id === response.json().id);
    expect(entry).toMatchObject({ reason: 'asks_for_money_or_keys', details: 'asked for BTC', messageId: reported });
    expect(entry?.context.map((message) => message.content)).toEqual(['hi, what do you trade?', 'I run a guaranteed 20% a week platform', 'send me 0.1 BTC to join', 'no thanks']);
    expect(entry?.context.filter((message) => message.isReported).map((message) => message.id)).toEqual([reported]);
    // Reporting alone ends nothing: the match is still there for both.
    expect(await matchIdsOf(context, a)).toContain(matchId);
    expect(await matchIdsOf(context, b)).toContain(matchId);
  });

  it('is idempotent: the same open report again answers 200 with the same id', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const messageId = await sendMessage(context, b, matchId, 'spam spam');
    const body = { reportedUserId: b.id, messageId, reason: 'spam' };
    const first = await call(a, 'POST', '/api/reports', body);
    const second = await call(a, 'POST', '/api/reports', { ...body, reason: 'scam_or_fraud' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    // A report about the user (no message) is a different report.
    const aboutUser = await call(a, 'POST', '/api/reports', { reportedUserId: b.id, reason: 'spam' });
    expect(aboutUser.statusCode).toBe(201);
    expect(aboutUser.json().id).not.toBe(first.json().id);
  });

  it('reports and blocks in one step: the match ends for both, the evidence stays with the report', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const messageId = await sendMessage(context, b, matchId, 'tell me your 12 words and I will double your coins');
    const response = await call(a, 'POST', '/api/reports', { reportedUserId: b.id, matchId, messageId, reason: 'scam_or_fraud', block: true });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ blocked: true });
    expect(await matchIdsOf(context, a)).not.toContain(matchId);
    expect(await matchIdsOf(context, b)).not.toContain(matchId);
    expect((await call(b, 'GET', `/api/matches/${matchId}/messages`)).statusCode).toBe(404);

    // Reporting someone you were matched with stays possible after the block.
    const later = await call(a, 'POST', '/api/reports', { reportedUserId: b.id, reason: 'harassment', details: 'keeps finding me' });
    expect(later.statusCode).toBe(201);
  });

  it('refuses bad input with a clear error', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const other = await createMatchedPair(context.app);
    const foreignMessage = await sendMessage(context, other.b, other.matchId, 'not yours to report');
    const ownMessage = await sendMessage(context, a, matchId, 'my own words');
    const stranger = await registerUser(context.app);
    const cases: Array<[object, number, string]> = [
      [{ reportedUserId: b.id, reason: 'rude' }, 400, 'VALIDATION_ERROR'],
      [{ reportedUserId: b.id }, 400, 'VALIDATION_ERROR'],
      [{ reportedUserId: a.id, reason: 'spam' }, 400, 'VALIDATION_ERROR'],
      [{ reportedUserId: stranger.id, reason: 'spam' }, 404, 'NOT_FOUND'],
      [{ reportedUserId: 2_000_000_000, reason: 'spam' }, 404, 'NOT_FOUND'],
      [{ reportedUserId: b.id, reason: 'other', details: 'x'.repeat(REPORT_DETAILS_MAX + 1) }, 400, 'VALIDATION_ERROR'],
      [{ reportedUserId: b.id, reason: 'spam', messageId: foreignMessage }, 404, 'NOT_FOUND'],
      [{ reportedUserId: b.id, reason: 'spam', messageId: ownMessage }, 404, 'NOT_FOUND'],
      [{ reportedUserId: b.id, reason: 'spam', matchId: other.matchId }, 404, 'NOT_FOUND'],
      [{ reportedUserId: b.id, reason: 'spam', role: 'admin' }, 400, 'VALIDATION_ERROR'],
      [{ reportedUserId: -1, reason: 'spam' }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of cases) {
      const response = await call(a, 'POST', '/api/reports', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(status);
      expect(response.json().code).toBe(code);
    }
    expect((await call(a, 'POST', '/api/reports', { reportedUserId: a.id, reason: 'spam' })).json().message).toBe('You cannot report yourself.');
    const huge = await call(a, 'POST', '/api/reports', { reportedUserId: b.id, reason: 'other', details: 'x'.repeat(70_000) });
    expect(huge.statusCode).toBe(413);
    expect((await call(null, 'POST', '/api/reports', { reportedUserId: b.id, reason: 'spam' })).statusCode).toBe(401);
  });
});

describe('the report rate limit', () => {
  it(`answers 429 with Retry-After after ${REPORTS_PER_HOUR} reports in an hour; a retry of a filed report still gets its answer`, async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const filed: number[] = [];
    for (let index = 0; index < REPORTS_PER_HOUR; index += 1) {
      const messageId = await sendMessage(context, b, matchId, `spam number ${index}`);
      const response = await call(a, 'POST', '/api/reports', { reportedUserId: b.id, messageId, reason: 'spam' });
      expect(response.statusCode).toBe(201);
      filed.push(messageId);
    }
    const messageId = await sendMessage(context, b, matchId, 'one spam too many');
    const limited = await call(a, 'POST', '/api/reports', { reportedUserId: b.id, messageId, reason: 'spam' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining(`${REPORTS_PER_HOUR} reports in the last hour`) });
    const retry = await call(a, 'POST', '/api/reports', { reportedUserId: b.id, messageId: filed[0], reason: 'spam' });
    expect(retry.statusCode).toBe(200);
    // Another user's budget is their own.
    expect((await call(b, 'POST', '/api/reports', { reportedUserId: a.id, reason: 'harassment' })).statusCode).toBe(201);
  });
});
