import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_MAX_PAYLOAD_BYTES } from '../../shared/live/events';
import { connectLive, listenOnLoopback, refusalStatus } from '../test/live-client';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';
import { createMatchedPair } from '../test/test-matches';
import { MAX_SOCKETS_PER_USER } from './gateway';

let context: TestContext;
let host: string;
beforeAll(async () => {
  context = await createTestContext();
  host = await listenOnLoopback(context.app);
});
afterAll(async () => {
  await context.close();
});

describe('/ws', () => {
  it('refuses before upgrading without a session, with a bad one, or from a foreign Origin', async () => {
    const user = await registerUser(context.app);
    expect(await refusalStatus(host, {})).toBe(401);
    expect(await refusalStatus(host, { cookie: 'cm_session=forged-token-value' })).toBe(401);
    expect(await refusalStatus(host, { cookie: user.cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await refusalStatus(host, { cookie: user.cookie })).toBe('opened');
  });

  it("ignores someone else's ?userId: a socket only ever gets its own user's events", async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const eve = await registerUser(context.app);
    const eveSocket = await connectLive(host, { cookie: eve.cookie, query: `?userId=${b.id}` });
    const bobSocket = await connectLive(host, { cookie: b.cookie, query: `?userId=${b.id}` });
    const sent = await context.app.inject({ method: 'POST', url: `/api/matches/${matchId}/messages`, payload: { content: 'for bob' }, headers: { cookie: a.cookie } });
    const event = await bobSocket.waitFor((entry) => entry.type === 'new_message');
    expect(event).toMatchObject({ type: 'new_message', matchId, messageId: sent.json().id, receiverId: b.id, senderId: a.id, senderName: 'Alice' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(eveSocket.events.filter((entry) => entry.type === 'new_message')).toEqual([]);
    eveSocket.close();
    bobSocket.close();
  });

  it('answers ping with pong, malformed frames with an error event, and stays up', async () => {
    const user = await registerUser(context.app);
    const client = await connectLive(host, { cookie: user.cookie });
    client.socket.send('this is not json');
    await client.waitFor((event) => event.type === 'error' && event.message === 'Frames must be JSON.');
    client.socket.send(JSON.stringify({ type: 'launch_missiles' }));
    await client.waitFor((event) => event.type === 'error' && event.message === 'Unknown or malformed event.');
    client.socket.send(JSON.stringify({ type: 'ping' }));
    await client.waitFor((event) => event.type === 'pong');
    client.close();
  });

  it('closes a socket that sends a frame over 64 KiB (1009) and keeps serving others', async () => {
    const user = await registerUser(context.app);
    const client = await connectLive(host, { cookie: user.cookie });
    const closed = new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code)));
    client.socket.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(LIVE_MAX_PAYLOAD_BYTES + 10) }));
    expect(await closed).toBe(1009);
    const again = await connectLive(host, { cookie: user.cookie });
    again.socket.send(JSON.stringify({ type: 'ping' }));
    await again.waitFor((event) => event.type === 'pong');
    again.close();
  });

  it('caps open sockets per user', async () => {
    const user = await registerUser(context.app);
    const clients = [];
    for (let index = 0; index < MAX_SOCKETS_PER_USER; index += 1) clients.push(await connectLive(host, { cookie: user.cookie }));
    expect(await refusalStatus(host, { cookie: user.cookie })).toBe(429);
    for (const client of clients) client.close();
  });

  it('stops delivering to a socket whose session logged out', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const bobSocket = await connectLive(host, { cookie: b.cookie });
    const closed = new Promise<number>((resolve) => bobSocket.socket.once('close', (code) => resolve(code)));
    await context.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: b.cookie } });
    await context.app.inject({ method: 'POST', url: `/api/matches/${matchId}/messages`, payload: { content: 'after logout' }, headers: { cookie: a.cookie } });
    expect(await closed).toBe(4401);
    expect(bobSocket.events.filter((event) => event.type === 'new_message')).toEqual([]);
  });

  it('relays typing to the other user of the match only', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const aliceSocket = await connectLive(host, { cookie: a.cookie });
    const bobSocket = await connectLive(host, { cookie: b.cookie });
    aliceSocket.socket.send(JSON.stringify({ type: 'typing', matchId }));
    expect(await bobSocket.waitFor((event) => event.type === 'typing')).toEqual({ type: 'typing', matchId, userId: a.id });
    const outsider = await registerUser(context.app);
    const outsiderSocket = await connectLive(host, { cookie: outsider.cookie });
    outsiderSocket.socket.send(JSON.stringify({ type: 'typing', matchId }));
    await outsiderSocket.waitFor((event) => event.type === 'error');
    for (const client of [aliceSocket, bobSocket, outsiderSocket]) client.close();
  });

  it('reports presence to matches and in the match list', async () => {
    const { a, b } = await createMatchedPair(context.app);
    const aliceSocket = await connectLive(host, { cookie: a.cookie });
    const bobSocket = await connectLive(host, { cookie: b.cookie });
    await aliceSocket.waitFor((event) => event.type === 'presence' && event.userId === b.id && event.isOnline);
    const list = (await context.app.inject({ url: '/api/matches', headers: { cookie: a.cookie } })).json();
    expect(list.find((match: { matchedUser: { id: number } }) => match.matchedUser.id === b.id).matchedUser.isOnline).toBe(true);
    bobSocket.close();
    await aliceSocket.waitFor((event) => event.type === 'presence' && event.userId === b.id && !event.isOnline);
    aliceSocket.close();
  });

  it('closes sockets with 1001 when the server shuts down', async () => {
    const local = await createTestContext();
    const localHost = await listenOnLoopback(local.app);
    const user = await registerUser(local.app);
    const client = await connectLive(localHost, { cookie: user.cookie });
    const closed = new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code)));
    await local.close();
    expect(await closed).toBe(1001);
    expect(client.socket.readyState).toBe(WebSocket.CLOSED);
  });
});
