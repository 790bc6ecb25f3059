/**
 * The layered per-IP limits (docs/decisions/013-hardening.md): every API request, stricter on writes,
 * strictest on login and register; 429 with Retry-After and the JSON error shape; one address's limit
 * never touches another's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_BIRTH, createTestContext, type TestContext } from '../test/test-app';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ env: { RATE_LIMIT_PER_MINUTE: '8', RATE_LIMIT_WRITES_PER_MINUTE: '5', RATE_LIMIT_AUTH_PER_MINUTE: '3' } });
});
afterAll(async () => {
  await context.close();
});

const from = (remoteAddress: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  context.app.inject({ method, url, payload, remoteAddress });

const register = (remoteAddress: string, username: string) =>
  from(remoteAddress, 'POST', '/api/auth/register', { username, displayName: 'Limited', password: 'hunter22', ...ADULT_BIRTH });

function expectLimited(response: Awaited<ReturnType<typeof from>>) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(response.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String), requestId: expect.any(String) });
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
