/**
 * Hostile text and numbers never reach the database: control characters, integer overflow, confusable
 * names (docs/decisions/013-hardening.md). Each answers 400 in the shared error shape, never 500.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_BIRTH, as, createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';
import { makeModerator } from '../safety/safety-test-helpers';

let context: TestContext;
let alice: TestUser;
let bob: TestUser;
let matchId: number;
beforeAll(async () => {
  context = await createTestContext();
  const pair = await createMatchedPair(context.app);
  alice = pair.a;
  bob = pair.b;
  matchId = pair.matchId;
});
afterAll(async () => {
  await context.close();
});

function expect400(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
}

describe('control characters', () => {
  it('refuses NUL and other control characters in every text field with 400', async () => {
    const register = (fields: Record<string, string>) =>
      as(context.app, null).post('/api/auth/register', { username: 'nuller', displayName: 'Nuller', password: 'hunter22', ...ADULT_BIRTH, ...fields });
    expect400(await as(context.app, null).post('/api/auth/login', { username: 'ali\u0000ce', password: 'hunter22' }));
    expect400(await as(context.app, null).post('/api/auth/login', { username: 'alice', password: 'hunter\u000022' }));
    expect400(await register({ username: 'nul\u0000ler' }));
    expect400(await register({ displayName: 'Nul\u0000ler' }));
    expect400(await register({ displayName: 'Bell\u0007' }));
    expect400(await register({ displayName: 'C1\u0085control' }));
    expect400(await register({ password: 'hunter\u000022' }));
    expect400(await register({ avatarUrl: 'https://example.com/a\u0000.png' }));
    expect400(await as(context.app, alice).patch('/api/users/profile', { displayName: 'Al\u0000ice' }));
    expect400(await as(context.app, alice).patch('/api/users/profile', { avatarUrl: 'https://example.com/\u0000' }));
    expect400(await as(context.app, alice).patch('/api/users/profile', { displayName: 'Line\nbreak' }));
    expect400(await as(context.app, alice).post(`/api/matches/${matchId}/messages`, { content: 'secret\u0000text' }));
    expect400(await as(context.app, alice).post(`/api/matches/${matchId}/messages`, { content: 'escape \u001b[31m red' }));
    // Nothing was stored by the refused requests.
    expect((await as(context.app, null).post('/api/auth/login', { username: 'nuller', password: 'hunter22' })).statusCode).toBe(401);
  });

  it('keeps line breaks and tabs in a message body', async () => {
    const response = await as(context.app, alice).post(`/api/matches/${matchId}/messages`, { content: 'first line\n\tsecond line' });
    expect(response.statusCode).toBe(201);
    expect(response.json().content).toBe('first line\n\tsecond line');
  });
});

describe('lone surrogates and control characters in the newer free-text fields', () => {
  it("refuses them in report details and a moderator's note with 400, and keeps emoji", async () => {
    for (const details of ['seed\u0000phrase', 'half \ud800 pair', '\udc00']) {
      expect400(await as(context.app, alice).post('/api/reports', { reportedUserId: bob.id, matchId, reason: 'spam', details }));
    }
    const report = await as(context.app, alice).post('/api/reports', { reportedUserId: bob.id, matchId, reason: 'spam', details: 'spam 🙄\nagain' });
    expect(report.statusCode).toBe(201);
    const moderator = await registerUser(context.app);
    await makeModerator(context, moderator);
    for (const note of ['note\u0000', 'half \ud800', 'esc \u001b[31m']) {
      expect400(await as(context.app, moderator).post(`/api/moderation/reports/${report.json().id}/actions`, { action: 'dismiss', note }));
    }
    const dismissed = await as(context.app, moderator).post(`/api/moderation/reports/${report.json().id}/actions`, { action: 'dismiss', note: 'ok 👍\nline two' });
    expect(dismissed.statusCode).toBe(200);
  });
});

describe('numeric parameters bounded to the column type', () => {
  it('answers 400 for shared-journey path ids past the integer column', async () => {
    for (const method of ['put', 'delete'] as const) {
      expect400(await as(context.app, alice)[method](`/api/matches/${matchId}/journeys/2147483648`));
      expect400(await as(context.app, alice)[method](`/api/matches/99999999999999/journeys/1`));
      expect400(await as(context.app, alice)[method](`/api/matches/${matchId}/journeys/0`));
    }
  });

  it('answers 400, not 500, for ids and cursors past the integer column', async () => {
    expect400(await as(context.app, alice).get(`/api/matches/${matchId}/messages?before=2147483648`));
    expect400(await as(context.app, alice).get(`/api/matches/${matchId}/messages?before=99999999999999999999`));
    expect400(await as(context.app, alice).get(`/api/matches/2147483648/messages`));
    expect400(await as(context.app, null).get('/api/cryptos/2147483648'));
    expect400(await as(context.app, null).get('/api/learning/modules?coinId=2147483648'));
    expect400(await as(context.app, alice).post('/api/preferences', { coinId: 2147483648, liked: true }));
    const largest = await as(context.app, alice).get(`/api/matches/${matchId}/messages?before=2147483647`);
    expect(largest.statusCode).toBe(200);
  });
});

describe('names', () => {
  it('applies the length rules after NFKC: a ligature that expands past the limit is refused', async () => {
    // U+FDFA expands to 18 characters (with spaces) under NFKC: 27 of them are 486 characters.
    expect400(await as(context.app, null).post('/api/auth/register', { username: `${'\ufdfa'.repeat(27)}x`, displayName: 'Ligature', password: 'hunter22', ...ADULT_BIRTH }));
    expect400(await as(context.app, null).post('/api/auth/register', { username: 'ligature', displayName: '\ufdfa'.repeat(3), password: 'hunter22', ...ADULT_BIRTH }));
  });

  it('stores the normalised form of a name that is valid after NFKC', async () => {
    const response = await as(context.app, null).post('/api/auth/register', { username: 'ｗｉｄｅ_ｏｎｅ', displayName: 'Ｗｉｄｅ', password: 'hunter22', ...ADULT_BIRTH });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ username: 'wide_one', displayName: 'Wide' });
  });

  it('refuses zero-width and bidirectional-override characters in usernames and display names', async () => {
    const register = (username: string, displayName: string) => as(context.app, null).post('/api/auth/register', { username, displayName, password: 'hunter22', ...ADULT_BIRTH });
    expect400(await register('Adm\u200bin', 'Admin'));
    expect400(await register('admin\u2060x', 'Admin'));
    expect400(await register('spoofer', 'Adm\u200din'));
    expect400(await register('spoofer', 'evil\u202egpj.exe'));
    expect400(await register('spoofer', '\u2067Admin\u2069'));
    expect400(await register('spoofer', '\ufeffAdmin'));
    expect400(await as(context.app, alice).patch('/api/users/profile', { displayName: 'Ali\u200bce' }));
    // Right-to-left scripts themselves stay welcome.
    expect((await register('مستخدم', 'مستخدم عربي')).statusCode).toBe(201);
  });
});

describe('a user registered before', () => {
  it('can still log in with the same name typed in another width', async () => {
    const user = await registerUser(context.app, { username: 'narrowname' });
    const response = await as(context.app, null).post('/api/auth/login', { username: 'ＮＡＲＲＯＷＮＡＭＥ', password: user.password });
    expect(response.statusCode).toBe(200);
  });
});
