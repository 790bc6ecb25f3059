/**
 * TOTP as a second factor (docs/decisions/062-totp-second-factor.md) through the API, with the server's
 * clock moved to walk the 30-second windows: set-up and enabling, the sign-in step after the password,
 * replay, the wrong-code wait, recovery codes, turning it off, moderation, export, deletion and the logs.
 * Codes are computed here from the secret the set-up answered, as an authenticator app would.
 */
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, totpFactors, totpRecoveryCodes } from '../../db/schema';
import { loggerOptions } from '../../lib/logger';
import { addPasskey, signInWithPasskey } from '../../test/passkey-session';
import { as, createTestContext, registerUser, sessionCookieFrom, type TestContext, type TestUser } from '../../test/test-app';
import { hashSessionToken } from '../auth/session-token';

const lines: string[] = [];
const logger = pino(
  loggerOptions('trace'),
  new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  }),
);

let context: TestContext;
/** The server's clock: a fixed start, moved by the tests (never real time, so no window is crossed by chance). */
let clockMs = Date.UTC(2026, 10, 28, 9, 0, 0);
beforeAll(async () => {
  context = await createTestContext({ clock: () => new Date(clockMs), loggerInstance: logger });
});
afterAll(async () => {
  await context.close();
});

const codeAt = (secret: string, ms: number) => new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate({ timestamp: ms });
const nextWindow = () => {
  clockMs += 30_000;
};

/** A user with TOTP on: the secret (as the set-up showed it) and the recovery codes. */
async function enableTotp(user: TestUser) {
  const setup = await as(context.app, user).post('/api/users/me/totp/setup', { password: user.password });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, uri, qrSvg } = setup.json<{ secret: string; uri: string; qrSvg: string }>();
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  expect(uri).toContain(`secret=${secret}`);
  expect(qrSvg).toContain('<svg');
  const enabled = await as(context.app, user).post('/api/users/me/totp/enable', { code: codeAt(secret, clockMs) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
  nextWindow();
  return { secret, recoveryCodes };
}

async function passwordStep(user: TestUser) {
  const response = await as(context.app, null).post('/api/auth/login', { username: user.username, password: user.password });
  expect(response.statusCode, response.body).toBe(202);
  expect(response.json()).toEqual({ secondFactor: 'totp' });
  expect(response.cookies.some((cookie) => cookie.name === 'cm_session')).toBe(false);
  const pending = response.cookies.find((cookie) => cookie.name === 'cm_totp_signin');
  expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/totp' });
  return `cm_totp_signin=${pending?.value}`;
}

describe('setting up TOTP', () => {
  it('asks for the password, shows the secret once, turns on only with a valid code, and answers 10 recovery codes (stored hashed)', async () => {
    const user = await registerUser(context.app);
    const wrong = await as(context.app, user).post('/api/users/me/totp/setup', { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');

    const setup = (await as(context.app, user).post('/api/users/me/totp/setup', { password: user.password })).json<{ secret: string }>();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const badCode = await as(context.app, user).post('/api/users/me/totp/enable', { code: codeAt(setup.secret, clockMs - 5 * 60_000) });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().code).toBe('WRONG_TOTP_CODE');
    const malformed = await as(context.app, user).post('/api/users/me/totp/enable', { code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect((await as(context.app, user).get('/api/users/me/totp')).json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    // Still off: a password sign-in needs no code.
    expect((await as(context.app, null).post('/api/auth/login', { username: user.username, password: user.password })).statusCode).toBe(200);

    const enabled = await as(context.app, user).post('/api/users/me/totp/enable', { code: codeAt(setup.secret, clockMs) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await as(context.app, user).get('/api/users/me/totp')).json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    const stored = await context.database.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id));
    expect(stored.map((row) => row.codeHash)).not.toContain(recoveryCodes[0]);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.codeHash))).toBe(true);
    // No second set-up over an enabled factor (the secret is never shown again).
    const again = await as(context.app, user).post('/api/users/me/totp/setup', { password: user.password });
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(setup.secret);
  });
});

describe('signing in with TOTP on', () => {
  it('stops after the password, then the code opens a TOTP session; the same code cannot be used again in its window', async () => {
    const user = await registerUser(context.app);
    const { secret } = await enableTotp(user);
    const pending = await passwordStep(user);
    const code = codeAt(secret, clockMs);
    const signedIn = await as(context.app, { cookie: pending }).post('/api/auth/totp', { code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ id: user.id });
    const cookie = sessionCookieFrom(signedIn);
    const [session] = await context.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashSessionToken(cookie.split('=')[1]!)));
    expect(session?.signedInWith).toBe('totp');
    expect((await as(context.app, { cookie: cookie }).get('/api/auth/status')).statusCode).toBe(200);

    // The pending sign-in is used up, and the code is spent: a second password step cannot reuse it.
    expect((await as(context.app, { cookie: pending }).post('/api/auth/totp', { code })).statusCode).toBe(400);
    const replay = await as(context.app, { cookie: await passwordStep(user) }).post('/api/auth/totp', { code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('WRONG_TOTP_CODE');
    // The code of the window before is within the drift, but older than the one used: refused too.
    expect((await as(context.app, { cookie: await passwordStep(user) }).post('/api/auth/totp', { code: codeAt(secret, clockMs - 30_000) })).statusCode).toBe(400);
    nextWindow();
    expect((await as(context.app, { cookie: await passwordStep(user) }).post('/api/auth/totp', { code: codeAt(secret, clockMs) })).statusCode).toBe(200);
  });

  it('without the pending cookie, or after 5 minutes, there is nothing to complete', async () => {
    const user = await registerUser(context.app);
    const { secret } = await enableTotp(user);
    expect((await as(context.app, null).post('/api/auth/totp', { code: codeAt(secret, clockMs) })).statusCode).toBe(400);
    const pending = await passwordStep(user);
    clockMs += 5 * 60_000 + 1_000;
    const late = await as(context.app, { cookie: pending }).post('/api/auth/totp', { code: codeAt(secret, clockMs) });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This sign-in has expired. Enter your username and password again.');
  });

  it('5 wrong codes make the user wait (429), even with the right one; after the wait the right code works', async () => {
    const user = await registerUser(context.app);
    const { secret } = await enableTotp(user);
    const pending = await passwordStep(user);
    const wrong = codeAt(secret, clockMs + 10 * 60_000);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await as(context.app, { cookie: pending }).post('/api/auth/totp', { code: wrong })).statusCode).toBe(400);
    const locked = await as(context.app, { cookie: pending }).post('/api/auth/totp', { code: codeAt(secret, clockMs) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().retryAfterSeconds).toBeGreaterThan(0);
    clockMs += 15 * 60_000;
    const after = await as(context.app, { cookie: await passwordStep(user) }).post('/api/auth/totp', { code: codeAt(secret, clockMs) });
    expect(after.statusCode, after.body).toBe(200);
  });

  it('a recovery code signs in once', async () => {
    const user = await registerUser(context.app);
    const { recoveryCodes } = await enableTotp(user);
    const code = recoveryCodes[3]!;
    expect((await as(context.app, { cookie: await passwordStep(user) }).post('/api/auth/totp', { code: code.toUpperCase() })).statusCode).toBe(200);
    expect((await as(context.app, { cookie: await passwordStep(user) }).post('/api/auth/totp', { code })).statusCode).toBe(400);
    expect(
      (
        await as(context.app, { cookie: sessionCookieFrom(await as(context.app, { cookie: await passwordStep(user) }).post('/api/auth/totp', { code: recoveryCodes[4]! })) }).get('/api/users/me/totp')
      ).json(),
    ).toEqual({
      enabled: true,
      recoveryCodesLeft: 8,
    });
  });

  it('a passkey sign-in skips the code', async () => {
    const user = await registerUser(context.app);
    const key = await addPasskey(context.app, user);
    await enableTotp(user);
    const { response } = await signInWithPasskey(context.app, key);
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('turning TOTP off', () => {
  it('needs the password and a code; afterwards the password alone signs in', async () => {
    const user = await registerUser(context.app);
    const { secret } = await enableTotp(user);
    expect((await as(context.app, user).post('/api/users/me/totp/disable', { password: user.password })).statusCode).toBe(400);
    expect((await as(context.app, user).post('/api/users/me/totp/disable', { password: 'wrong password', code: codeAt(secret, clockMs) })).json().code).toBe('WRONG_PASSWORD');
    const off = await as(context.app, user).post('/api/users/me/totp/disable', { password: user.password, code: codeAt(secret, clockMs) });
    expect(off.statusCode, off.body).toBe(200);
    expect(await context.database.db.select().from(totpFactors).where(eq(totpFactors.userId, user.id))).toEqual([]);
    expect(await context.database.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id))).toEqual([]);
    expect((await as(context.app, null).post('/api/auth/login', { username: user.username, password: user.password })).statusCode).toBe(200);
  });
});

describe('moderators, export, deletion and logs', () => {
  it('a moderator with TOTP opens moderation in a password + code session, not a password-only one', async () => {
    const moderator = await registerUser(context.app);
    await context.database.db.execute(sql`update users set role = 'moderator' where id = ${moderator.id}`);
    const reports = (cookie: string) => as(context.app, { cookie: cookie }).get('/api/moderation/reports');
    expect((await reports(moderator.cookie)).json().code).toBe('SECOND_FACTOR_REQUIRED');
    const { secret } = await enableTotp(moderator);
    // The session from before TOTP was on was signed in with the password alone.
    expect((await reports(moderator.cookie)).json().code).toBe('PASSKEY_SESSION_REQUIRED');
    const signedIn = await as(context.app, { cookie: await passwordStep(moderator) }).post('/api/auth/totp', { code: codeAt(secret, clockMs) });
    expect((await reports(sessionCookieFrom(signedIn))).statusCode).toBe(200);
  });

  it('the export says whether TOTP is on (never the secret or a code); deletion removes it; nothing secret reached the logs', async () => {
    const user = await registerUser(context.app);
    const { secret, recoveryCodes } = await enableTotp(user);
    const exported = await as(context.app, user).get('/api/users/me/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.json().totp).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(exported.body).not.toContain(secret);
    expect(exported.body).not.toContain(recoveryCodes[0]);
    expect((await as(context.app, user).delete('/api/users/me', { password: user.password })).statusCode).toBe(204);
    expect(await context.database.db.select().from(totpFactors).where(eq(totpFactors.userId, user.id))).toEqual([]);
    expect(await context.database.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id))).toEqual([]);

    const logged = lines.join('');
    expect(logged.length).toBeGreaterThan(0);
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain(recoveryCodes[0]);
    expect(logged).not.toContain('cm_totp_signin=');
  });
});
