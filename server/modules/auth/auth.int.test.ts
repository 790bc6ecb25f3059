import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { ADULT_BIRTH, as, createTestContext, registerUser, sessionCookieFrom, type TestContext } from '../../test/test-app';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('registration', () => {
  it('creates the account, logs it in and sets a hardened session cookie', async () => {
    const response = await as(context.app, null).post('/api/auth/register', { username: 'satoshi', displayName: 'Satoshi', password: 'hunter22', ...ADULT_BIRTH });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ username: 'satoshi', displayName: 'Satoshi', avatarUrl: '/api/avatars/satoshi.svg' });
    expect(user).not.toHaveProperty('passwordHash');
    const cookie = response.cookies.find((entry) => entry.name === 'cm_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);

    const status = await as(context.app, { cookie: sessionCookieFrom(response) }).get('/api/auth/status');
    expect(status.statusCode).toBe(200);
    expect(status.json().username).toBe('satoshi');
    expect(status.headers['cache-control']).toBe('no-store');
  });

  it('rejects a taken username regardless of case and Unicode width with 409', async () => {
    await registerUser(context.app, { username: 'vitalik' });
    for (const username of ['VITALIK', 'ｖｉｔａｌｉｋ']) {
      const response = await as(context.app, null).post('/api/auth/register', { username, displayName: 'Someone', password: 'hunter22', ...ADULT_BIRTH });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'USERNAME_TAKEN' });
    }
  });

  it('answers each validation rule of docs/product.md section 5 with its message', async () => {
    const cases: Array<[object, string]> = [
      [{ username: 'ab', displayName: 'Al', password: 'hunter22', ...ADULT_BIRTH }, 'Username must be at least 3 characters'],
      [{ username: 'alice', displayName: 'A', password: 'hunter22', ...ADULT_BIRTH }, 'Display name must be at least 2 characters'],
      [{ username: 'alice', displayName: 'Al', password: '12345', ...ADULT_BIRTH }, 'Password must be at least 6 characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await as(context.app, null).post('/api/auth/register', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
      expect(response.json().issues[0].message).toBe(message);
    }
  });

  it('rejects unknown fields, an over-long password and a javascript: avatar', async () => {
    const extra = await as(context.app, null).post('/api/auth/register', { username: 'mallory', displayName: 'Mal', password: 'hunter22', ...ADULT_BIRTH, isAdmin: true });
    expect(extra.statusCode).toBe(400);
    const long = await as(context.app, null).post('/api/auth/register', { username: 'mallory', displayName: 'Mal', password: 'x'.repeat(257), ...ADULT_BIRTH });
    expect(long.statusCode).toBe(400);
    const avatar = await as(context.app, null).post('/api/auth/register', { username: 'mallory', displayName: 'Mal', password: 'hunter22', ...ADULT_BIRTH, avatarUrl: 'javascript:alert(1)' });
    expect(avatar.statusCode).toBe(400);
    expect(avatar.json().message).toBe('Please enter a valid URL');
    const traversal = await as(context.app, null).post('/api/auth/register', {
      username: 'mallory',
      displayName: 'Mal',
      password: 'hunter22',
      ...ADULT_BIRTH,
      avatarUrl: '/api/avatars/../cryptos/update?force=true',
    });
    expect(traversal.statusCode).toBe(400);
  });

  it('answers malformed JSON and an oversized body with clear errors, not a crash', async () => {
    // Raw inject: the body must reach the server as broken JSON, which as() cannot send.
    const malformed = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toHaveProperty('message');
    const huge = await as(context.app, null).post('/api/auth/login', { username: 'someone', password: 'x'.repeat(70 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('login and logout', () => {
  it('logs in with a new session token each time and logs out for good', async () => {
    const user = await registerUser(context.app);
    const first = await as(context.app, null).post('/api/auth/login', { username: user.username.toUpperCase(), password: user.password });
    expect(first.statusCode).toBe(200);
    const second = await as(context.app, null).post('/api/auth/login', { username: user.username, password: user.password });
    expect(sessionCookieFrom(first)).not.toBe(sessionCookieFrom(second));

    const cookie = sessionCookieFrom(second);
    const logout = await as(context.app, { cookie }).post('/api/auth/logout');
    expect(logout.statusCode).toBe(200);
    const status = await as(context.app, { cookie }).get('/api/auth/status');
    expect(status.statusCode).toBe(401);
    // The other session is untouched.
    const other = await as(context.app, { cookie: sessionCookieFrom(first) }).get('/api/auth/status');
    expect(other.statusCode).toBe(200);
  });

  it('gives an unknown user and a wrong password the identical 401 body', async () => {
    const user = await registerUser(context.app);
    const wrongPassword = await as(context.app, null).post('/api/auth/login', { username: user.username, password: 'not-the-password' });
    const unknownUser = await as(context.app, null).post('/api/auth/login', { username: 'nobody-here', password: 'not-the-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(strip(wrongPassword.json())).toEqual(strip(unknownUser.json()));
  });

  it('limits login attempts per account with 429 and Retry-After', async () => {
    const user = await registerUser(context.app);
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await as(context.app, null).post('/api/auth/login', { username: user.username, password: 'wrong-password' });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) retryAfter = String(response.headers['retry-after']);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Even the right password is refused while limited.
    const locked = await as(context.app, null).post('/api/auth/login', { username: user.username, password: user.password });
    expect(locked.statusCode).toBe(429);
  });

  it('refuses a state-changing request from a foreign Origin with 403', async () => {
    const user = await registerUser(context.app);
    // Raw inject: the test is about the Origin header, which as() does not send.
    const response = await context.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: user.cookie, origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    const status = await as(context.app, user).get('/api/auth/status');
    expect(status.statusCode).toBe(200);
  });

  it('stamps the last activity on a write, never on a GET', async () => {
    const user = await registerUser(context.app);
    const longAgo = new Date('2020-01-01T00:00:00Z');
    await context.database.db.update(users).set({ lastActiveAt: longAgo }).where(eq(users.id, user.id));
    const lastActive = async () => (await context.database.db.select({ at: users.lastActiveAt }).from(users).where(eq(users.id, user.id)))[0]!.at;
    expect((await as(context.app, user).get('/api/auth/status')).statusCode).toBe(200);
    expect(await lastActive()).toEqual(longAgo);
    expect((await as(context.app, user).post('/api/gamification/visits')).statusCode).toBe(200);
    expect((await lastActive()).getTime()).toBeGreaterThan(longAgo.getTime());
  });

  it('answers status without a session with 401', async () => {
    const response = await as(context.app, null).get('/api/auth/status');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('avatars', () => {
  it('serves a generated identicon SVG for any username', async () => {
    const response = await as(context.app, null).get('/api/avatars/satoshi.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
  });
});

describe('security headers', () => {
  it('sends the Content-Security-Policy and helmet headers on every response', async () => {
    const response = await as(context.app, null).get('/api/cryptos');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});
