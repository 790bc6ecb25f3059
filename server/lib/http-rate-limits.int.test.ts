/**
 * The layered limits (docs/decisions/013-hardening.md, docs/decisions/049-limits-per-person-and-matches-that-teach.md):
 * anonymous traffic per address (every API request, stricter on writes, strictest on login and register),
 * signed-in traffic per account and per session whatever the address; 429 with Retry-After, the wait in the
 * body and the JSON error shape; one address's or one person's limit never touches another's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, ADULT_BIRTH, createTestContext, sessionCookieFrom, type TestContext } from '../test/test-app';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ env: { RATE_LIMIT_PER_MINUTE: '8', RATE_LIMIT_WRITES_PER_MINUTE: '5', RATE_LIMIT_AUTH_PER_MINUTE: '3' } });
});
afterAll(async () => {
  await context.close();
});

const from = (remoteAddress: string, method: 'GET' | 'POST', url: string, payload?: object) => as(context.app, null, { remoteAddress }).send(method, url, payload);

const register = (remoteAddress: string, username: string) => from(remoteAddress, 'POST', '/api/auth/register', { username, displayName: 'Limited', password: 'hunter22', ...ADULT_BIRTH });

function expectLimited(response: Awaited<ReturnType<typeof from>>) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(response.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String), requestId: expect.any(String) });
  expect(response.json().retryAfterSeconds).toBe(Number(response.headers['retry-after']));
  expect(response.json().message).toContain(`${response.json().retryAfterSeconds} s`);
}

describe('per-IP HTTP limits', () => {
  it('limits registration and login together, per address', async () => {
    for (const name of ['flood_a', 'flood_b', 'flood_c']) expect((await register('10.1.0.1', name)).statusCode).toBe(201);
    expectLimited(await register('10.1.0.1', 'flood_d'));
    expectLimited(await from('10.1.0.1', 'POST', '/api/auth/login', { username: 'flood_a', password: 'hunter22' }));
    // Nothing was created by the refused registration, and another address is not affected.
    expect((await register('10.1.0.2', 'flood_d')).statusCode).toBe(201);
  });

  it('limits writes more strictly than reads', async () => {
    for (let index = 0; index < 5; index += 1) expect((await from('10.2.0.1', 'POST', '/api/preferences', { coinId: 1, liked: true })).statusCode).toBe(401);
    expectLimited(await from('10.2.0.1', 'POST', '/api/preferences', { coinId: 1, liked: true }));
    // The general limit (8) still has room for reads: 6 requests so far.
    expect((await from('10.2.0.1', 'GET', '/api/cryptos')).statusCode).toBe(200);
    expect((await from('10.2.0.1', 'GET', '/api/cryptos')).statusCode).toBe(200);
    expectLimited(await from('10.2.0.1', 'GET', '/api/cryptos'));
  });

  it('never limits the health probes or the static client', async () => {
    for (let index = 0; index < 12; index += 1) expect((await from('10.3.0.1', 'GET', '/readyz')).statusCode).toBe(200);
    expect((await from('10.3.0.1', 'GET', '/api/cryptos')).statusCode).toBe(200);
  });
});

describe('limits that follow the person', () => {
  let people: TestContext;
  beforeAll(async () => {
    // Anonymous: 8 requests and 5 writes per address. Signed in: 20 requests and 10 writes per account, half per session.
    people = await createTestContext({
      env: { RATE_LIMIT_PER_MINUTE: '8', RATE_LIMIT_WRITES_PER_MINUTE: '5', RATE_LIMIT_AUTH_PER_MINUTE: '50', RATE_LIMIT_ACCOUNT_PER_MINUTE: '20', RATE_LIMIT_ACCOUNT_WRITES_PER_MINUTE: '10' },
    });
  });
  afterAll(async () => {
    await people.close();
  });

  const SHARED = '100.64.0.1'; // a carrier-grade NAT address (RFC 6598 shared space)
  const call = (remoteAddress: string, method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    as(people.app, cookie ? { cookie } : null, { remoteAddress }).send(method, url, payload);
  const signUp = async (username: string, address = SHARED) => {
    const response = await call(address, 'POST', '/api/auth/register', undefined, { username, displayName: username, password: 'hunter22', ...ADULT_BIRTH });
    expect(response.statusCode).toBe(201);
    return sessionCookieFrom(response);
  };
  const signIn = async (username: string, address: string) => {
    const response = await call(address, 'POST', '/api/auth/login', undefined, { username, password: 'hunter22' });
    expect(response.statusCode).toBe(200);
    return sessionCookieFrom(response);
  };

  it('lets two accounts behind one address each use their own limit, and keeps the address free for guests', async () => {
    const alice = await signUp('nat_alice');
    const bob = await signUp('nat_bob');
    // 10 each (session limit) from the one address: 20 signed-in requests where a guest gets 8.
    for (let index = 0; index < 10; index += 1) {
      expect((await call(SHARED, 'GET', '/api/auth/status', alice)).statusCode).toBe(200);
      expect((await call(SHARED, 'GET', '/api/auth/status', bob)).statusCode).toBe(200);
    }
    expectLimited(await call(SHARED, 'GET', '/api/auth/status', alice));
    expectLimited(await call(SHARED, 'GET', '/api/auth/status', bob));
    // The address's anonymous allowance was only touched by the two sign-ups.
    for (let index = 0; index < 6; index += 1) expect((await call(SHARED, 'GET', '/api/cryptos')).statusCode).toBe(200);
    expectLimited(await call(SHARED, 'GET', '/api/cryptos'));
    // A cookie that names no session is anonymous traffic: it cannot buy a fresh allowance.
    expectLimited(await call(SHARED, 'GET', '/api/cryptos', 'cm_session=not-a-session'));
  });

  it('limits a person across their sessions, and one session leaves the others room', async () => {
    const first = await signUp('multi_carol', '100.64.1.1');
    const second = await signIn('multi_carol', '100.64.0.2');
    const third = await signIn('multi_carol', '100.64.0.3');
    // The first session spends its half (10), and is refused while the second still works.
    for (let index = 0; index < 10; index += 1) expect((await call('100.64.0.4', 'GET', '/api/auth/status', first)).statusCode).toBe(200);
    expectLimited(await call('100.64.0.4', 'GET', '/api/auth/status', first));
    for (let index = 0; index < 10; index += 1) expect((await call('100.64.0.5', 'GET', '/api/auth/status', second)).statusCode).toBe(200);
    // The account's 20 are spent: a third session, from yet another address, waits too.
    expectLimited(await call('100.64.0.6', 'GET', '/api/auth/status', third));
  });

  it('limits a signed-in person\u2019s writes per session', async () => {
    const dave = await signUp('writes_dave', '100.64.1.2');
    for (let index = 0; index < 5; index += 1) expect((await call(SHARED, 'POST', '/api/preferences', dave, { coinId: -1, liked: true })).statusCode).toBeLessThan(429);
    expectLimited(await call(SHARED, 'POST', '/api/preferences', dave, { coinId: -1, liked: true }));
  });
});
