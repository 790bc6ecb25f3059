import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive, listenOnLoopback } from '../test/live-client';
import { createTestContext, type TestContext } from '../test/test-app';
import { createMatchedPair } from '../test/test-matches';

const HEARTBEAT_MS = 600;

let context: TestContext;
let host: string;
beforeAll(async () => {
  context = await createTestContext({ liveHeartbeatMs: HEARTBEAT_MS });
  host = await listenOnLoopback(context.app);
});
afterAll(async () => {
  await context.close();
});

describe('/ws heartbeat', () => {
  it('pings every socket once per heartbeat and drops the one that stops answering', async () => {
    const { a, b } = await createMatchedPair(context.app);
    const bob = await connectLive(host, { cookie: b.cookie });
    const alice = await connectLive(host, { cookie: a.cookie });
    await bob.waitFor((event) => event.type === 'presence' && event.userId === a.id && event.isOnline);
    let bobPings = 0;
    bob.socket.on('ping', () => (bobPings += 1));

    // Alice's connection goes quiet: her client no longer reads, so it never answers a ping.
    (alice.socket as unknown as { _socket: Socket })._socket.pause();
    const offline = await bob.waitFor((event) => event.type === 'presence' && event.userId === a.id && !event.isOnline, 4 * HEARTBEAT_MS);
    expect(offline).toMatchObject({ isOnline: false });

    // Bob answered every ping and is still connected.
    expect(bobPings).toBeGreaterThanOrEqual(1);
    expect(bob.socket.readyState).toBe(bob.socket.OPEN);
    bob.close();
    alice.socket.terminate();
  });
});
