/**
 * The live catch-up (docs/decisions/038-live-catch-up.md): a socket asks once, after `ready`, for what its page
 * could not hear, and is re-sent the matches made in that window, on the real gateway.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CATCH_UP_MAX_MS } from '../../shared/live/events';
import { matches } from '../db/schema';
import { insertMatch } from '../modules/matching/matching.repository';
import { connectLive, listenOnLoopback, settleLive, type LiveClient } from '../test/live-client';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';
import { createMatchedPair } from '../test/test-matches';

let context: TestContext;
let host: string;
beforeAll(async () => {
  context = await createTestContext();
  host = await listenOnLoopback(context.app);
});
afterAll(async () => {
  await context.close();
});
const settle = (client: LiveClient, userId: number) => settleLive(client, context.app.services.userChannel, userId);

describe('/ws catch_up', () => {
  it('catches a socket up, once, on the matches made while its page could not hear (catch_up), and on those only', async () => {
    const { a, b, matchId: olderMatch } = await createMatchedPair(context.app, ['Ana', 'Ben']);
    const db = context.database.db;
    await db
      .update(matches)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(matches.id, olderMatch));
    const [older] = await db.select().from(matches).where(eq(matches.id, olderMatch));
    const carl = await registerUser(context.app, { displayName: 'Carl' });
    const newerMatch = await insertMatch(db, { userAId: a.id, userBId: carl.id, score: 80, breakdown: older!.breakdown, reasons: [] });
    // Ana may also have matched users of other tests in this database: only these two matches are looked at.
    const announced = (client: LiveClient) => client.events.filter((event) => event.type === 'new_match' && (event.matchId === olderMatch || event.matchId === newerMatch));
    const catchUp = async (missedMs: number) => {
      const client = await connectLive(host, { cookie: a.cookie });
      client.socket.send(JSON.stringify({ type: 'catch_up', missedMs }));
      await client.waitFor((event) => event.type === 'new_match' && event.matchId === newerMatch);
      return client;
    };

    // Missed the last minute: only the newer match. The older one (lower id) would have come first.
    const lastMinute = await catchUp(60_000);
    expect(announced(lastMinute)).toEqual([{ type: 'new_match', matchId: newerMatch, matchedUser: { id: carl.id, displayName: 'Carl', avatarUrl: expect.any(String) } }]);
    // Once per socket: a second request is refused, and the error is the sentinel that nothing more came.
    lastMinute.socket.send(JSON.stringify({ type: 'catch_up', missedMs: 180_000 }));
    await lastMinute.waitFor((event) => event.type === 'error' && event.message === 'This connection has already caught up.');
    expect(announced(lastMinute)).toHaveLength(1);
    lastMinute.close();

    // Missed three minutes: both, oldest first, each naming the other user.
    const threeMinutes = await catchUp(180_000);
    expect(announced(threeMinutes).map((event) => event.type === 'new_match' && [event.matchId, event.matchedUser.displayName])).toEqual([
      [olderMatch, 'Ben'],
      [newerMatch, 'Carl'],
    ]);
    threeMinutes.close();

    // A gap longer than the cap is cut to the last five minutes: a match made six minutes ago is not caught up.
    await db
      .update(matches)
      .set({ createdAt: new Date(Date.now() - LIVE_CATCH_UP_MAX_MS - 60_000) })
      .where(eq(matches.id, olderMatch));
    const longGap = await catchUp(LIVE_CATCH_UP_MAX_MS * 10);
    expect(announced(longGap).map((event) => event.type === 'new_match' && event.matchId)).toEqual([newerMatch]);
    longGap.close();

    // A socket that does not ask is told nothing old. Sentinel: no catch-up runs, so a marker published now
    // arrives after anything the socket was sent.
    const heardEverything = await connectLive(host, { cookie: b.cookie });
    await settle(heardEverything, b.id);
    expect(announced(heardEverything)).toEqual([]);
    heardEverything.close();
  });

  it('answers a malformed catch_up with an error event and stays up', async () => {
    const user = await registerUser(context.app);
    const client = await connectLive(host, { cookie: user.cookie });
    for (const missedMs of [-5, 1.5, '60000', null]) {
      client.socket.send(JSON.stringify({ type: 'catch_up', missedMs }));
      await client.waitFor((event) => event.type === 'error' && event.message === 'Unknown or malformed event.');
      client.events.length = 0;
    }
    client.socket.send(JSON.stringify({ type: 'ping' }));
    await client.waitFor((event) => event.type === 'pong');
    client.close();
  });
});
