import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestContext, registerUser, type TestContext } from '../../test/test-app';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const request = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) => as(context.app, cookie ? { cookie } : null).send(method, url, payload as object | undefined);
const listPreferences = async (cookie: string) => (await request('GET', '/api/preferences', cookie)).json() as Array<{ coinId: number; liked: boolean }>;

describe('access', () => {
  it('answers a guest with 401 on every preferences endpoint', async () => {
    const calls = [
      request('GET', '/api/preferences'),
      request('POST', '/api/preferences', undefined, { coinId: 1, liked: true }),
      request('POST', '/api/preferences/reset'),
      request('POST', '/api/preferences/merge', undefined, { swipes: [{ coinId: 1, liked: true, timestamp: Date.now() }] }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('keeps each user to their own preferences', async () => {
    const alice = await registerUser(context.app);
    const bob = await registerUser(context.app);
    await request('POST', '/api/preferences', alice.cookie, { coinId: 1, liked: true });
    expect(await listPreferences(bob.cookie)).toEqual([]);
    await request('POST', '/api/preferences/reset', bob.cookie);
    expect(await listPreferences(alice.cookie)).toEqual([{ coinId: 1, liked: true }]);
  });
});

describe('POST /api/preferences', () => {
  it('saves a swipe and lists it, with no-store caching', async () => {
    const user = await registerUser(context.app);
    const response = await request('POST', '/api/preferences', user.cookie, { coinId: 2, liked: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ coinId: 2, liked: false });
    const list = await request('GET', '/api/preferences', user.cookie);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json()).toEqual([{ coinId: 2, liked: false }]);
  });

  it('keeps one preference per user and coin: a repeated swipe updates it', async () => {
    const user = await registerUser(context.app);
    for (const liked of [true, false, true, false]) {
      expect((await request('POST', '/api/preferences', user.cookie, { coinId: 7, liked })).statusCode).toBe(200);
    }
    expect(await listPreferences(user.cookie)).toEqual([{ coinId: 7, liked: false }]);
  });

  it('answers 404 for a coin that does not exist and stores nothing', async () => {
    const user = await registerUser(context.app);
    const response = await request('POST', '/api/preferences', user.cookie, { coinId: 999999, liked: true });
    expect(response.statusCode).toBe(404);
    expect(await listPreferences(user.cookie)).toEqual([]);
  });

  it('rejects malformed bodies with 400', async () => {
    const user = await registerUser(context.app);
    const bodies = [{ coinId: '1', liked: true }, { coinId: 1 }, { coinId: 1, liked: 'yes' }, { coinId: 0, liked: true }, { coinId: 1, liked: true, userId: 1 }];
    for (const body of bodies) {
      const response = await request('POST', '/api/preferences', user.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect(await listPreferences(user.cookie)).toEqual([]);
  });
});

describe('POST /api/preferences/reset', () => {
  it('removes all of the caller preferences', async () => {
    const user = await registerUser(context.app);
    for (const coinId of [1, 2, 3]) await request('POST', '/api/preferences', user.cookie, { coinId, liked: coinId !== 2 });
    const response = await request('POST', '/api/preferences/reset', user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ removed: 3 });
    expect(await listPreferences(user.cookie)).toEqual([]);
    expect((await request('POST', '/api/preferences/reset', user.cookie)).json()).toEqual({ removed: 0 });
  });
});

describe('POST /api/preferences/merge (guest swipes at sign-in)', () => {
  it('adds guest swipes to the account and ignores coins that do not exist', async () => {
    const user = await registerUser(context.app);
    const now = Date.now();
    const response = await request('POST', '/api/preferences/merge', user.cookie, {
      swipes: [
        { coinId: 4, liked: true, timestamp: now - 3000 },
        { coinId: 999999, liked: true, timestamp: now - 2000 },
        { coinId: 6, liked: false, timestamp: now - 1000 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ merged: 2, ignored: 1 });
    expect(await listPreferences(user.cookie)).toEqual([
      { coinId: 4, liked: true },
      { coinId: 6, liked: false },
    ]);
  });

  it('lets the newer swipe win: an older guest swipe does not overwrite, a newer one does', async () => {
    const user = await registerUser(context.app);
    const beforeServerSwipe = Date.now() - 60_000;
    await request('POST', '/api/preferences', user.cookie, { coinId: 8, liked: true });
    await request('POST', '/api/preferences', user.cookie, { coinId: 9, liked: true });
    await sleep(20);
    const afterServerSwipe = Date.now();
    const response = await request('POST', '/api/preferences/merge', user.cookie, {
      swipes: [
        { coinId: 8, liked: false, timestamp: beforeServerSwipe },
        { coinId: 9, liked: false, timestamp: afterServerSwipe },
      ],
    });
    expect(response.statusCode).toBe(200);
    const byCoin = new Map((await listPreferences(user.cookie)).map((preference) => [preference.coinId, preference.liked]));
    expect(byCoin.get(8)).toBe(true);
    expect(byCoin.get(9)).toBe(false);
  });

  it('takes the latest of repeated guest swipes of one coin', async () => {
    const user = await registerUser(context.app);
    const now = Date.now();
    await request('POST', '/api/preferences/merge', user.cookie, {
      swipes: [
        { coinId: 10, liked: true, timestamp: now - 500 },
        { coinId: 10, liked: false, timestamp: now - 100 },
        { coinId: 10, liked: true, timestamp: now - 900 },
      ],
    });
    expect(await listPreferences(user.cookie)).toEqual([{ coinId: 10, liked: false }]);
  });

  it('does not let a future timestamp outrank a later real swipe', async () => {
    const user = await registerUser(context.app);
    await request('POST', '/api/preferences/merge', user.cookie, { swipes: [{ coinId: 11, liked: true, timestamp: Date.now() + 365 * 24 * 3600 * 1000 }] });
    await sleep(20);
    await request('POST', '/api/preferences', user.cookie, { coinId: 11, liked: false });
    await request('POST', '/api/preferences/merge', user.cookie, { swipes: [{ coinId: 11, liked: true, timestamp: Date.now() - 10_000 }] });
    expect(await listPreferences(user.cookie)).toEqual([{ coinId: 11, liked: false }]);
  });

  it('accepts an empty list and rejects malformed or oversized ones', async () => {
    const user = await registerUser(context.app);
    expect((await request('POST', '/api/preferences/merge', user.cookie, { swipes: [] })).json()).toEqual({ merged: 0, ignored: 0 });
    const bad = [
      { swipes: [{ coinId: 1, liked: true }] },
      { swipes: [{ coinId: 1, liked: true, timestamp: -1 }] },
      { swipes: [{ coinId: 1, liked: true, timestamp: 1, extra: 1 }] },
      { swipes: Array.from({ length: 501 }, (_, index) => ({ coinId: (index % 60) + 1, liked: true, timestamp: index })) },
      {},
    ];
    for (const body of bad) expect((await request('POST', '/api/preferences/merge', user.cookie, body)).statusCode).toBe(400);
    expect(await listPreferences(user.cookie)).toEqual([]);
  });
});
