/**
 * An expired session is refused everywhere, even while its row still exists (pruning is a periodic job):
 * the API answers 401, the WebSocket upgrade 401, and an open socket closes with 4401 at its next event.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_SESSION_ENDED_CLOSE_CODE } from '../../../shared/live/events';
import { sessions } from '../../db/schema';
import { connectLive, listenOnLoopback, refusalStatus } from '../../test/live-client';
import { createTestContext, type TestContext } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';

let context: TestContext;
let host: string;
beforeAll(async () => {
  context = await createTestContext();
  host = await listenOnLoopback(context.app);
});
afterAll(async () => {
  await context.close();
});

const expireSessionsOf = (userId: number) =>
  context.database.db
    .update(sessions)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(sql`${sessions.userId} = ${userId}`);

describe('an expired session', () => {
  it('is refused by the API and the live endpoint, and closes an open socket', async () => {
    const { a: alice, b: bob, matchId } = await createMatchedPair(context.app);
    const bobSocket = await connectLive(host, { cookie: bob.cookie });
    const closed = new Promise<number>((resolve) => bobSocket.socket.once('close', (code) => resolve(code)));
    expect((await context.app.inject({ url: '/api/auth/status', headers: { cookie: bob.cookie } })).statusCode).toBe(200);

    await expireSessionsOf(bob.id);
    const status = await context.app.inject({ url: '/api/auth/status', headers: { cookie: bob.cookie } });
    expect(status.statusCode).toBe(401);
    expect(status.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await context.app.inject({ url: '/api/matches', headers: { cookie: bob.cookie } })).statusCode).toBe(401);
    expect(await refusalStatus(host, { cookie: bob.cookie })).toBe(401);

    await context.app.inject({ method: 'POST', url: `/api/matches/${matchId}/messages`, payload: { content: 'are you there?' }, headers: { cookie: alice.cookie } });
    expect(await closed).toBe(LIVE_SESSION_ENDED_CLOSE_CODE);
    expect(bobSocket.events.filter((event) => event.type === 'new_message')).toEqual([]);
    // Alice's own session is untouched.
    expect((await context.app.inject({ url: '/api/auth/status', headers: { cookie: alice.cookie } })).statusCode).toBe(200);
  });
});
