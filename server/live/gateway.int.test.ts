import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_MAX_PAYLOAD_BYTES, LIVE_SESSION_ENDED_CLOSE_CODE } from '../../shared/live/events';
import { connectLive, listenOnLoopback, nextMarker, refusalStatus, SENTINEL_TIMEOUT_MS, settleLive, type LiveClient } from '../test/live-client';
import { createTestContext, registerUser, sessionCookieFrom, type TestContext } from '../test/test-app';
import { createMatchedPair } from '../test/test-matches';
import { createInProcessUserChannel } from './user-channel';
import { MAX_FRAMES_PER_WINDOW } from './frame-limiter';
import { MAX_SOCKETS_PER_USER } from './gateway';

const settle = (client: LiveClient, userId: number) => settleLive(client, context.app.services.userChannel, userId);
const closeCodeOf = (client: LiveClient) => new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code)));

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
    // Sentinel: an event to Eve published after the message; once it arrived, anything before it has too.
    await settle(eveSocket, eve.id);
    expect(eveSocket.events.filter((entry) => entry.type === 'new_message')).toEqual([]);
    eveSocket.close();
    bobSocket.close();
  });

  it('answers ping with pong, malformed frames with an error event, and stays up', async () => {
    const user = await registerUser(context.app);
    const client = await connectLive(host, { cookie: user.cookie });
    expect(client.events).toEqual([{ type: 'ready' }]);
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
    const closed = closeCodeOf(client);
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

  it('holds the cap when upgrades arrive in parallel: the sockets past it are closed with 1008', async () => {
    const user = await registerUser(context.app);
    const attempts = await Promise.allSettled(Array.from({ length: MAX_SOCKETS_PER_USER + 3 }, () => connectLive(host, { cookie: user.cookie })));
    const opened = attempts.flatMap((attempt) => (attempt.status === 'fulfilled' ? [attempt.value] : []));
    const refusals = attempts.flatMap((attempt) => (attempt.status === 'rejected' ? [attempt.reason as { status?: number; closeCode?: number }] : []));
    // Sentinel: every socket counted as opened still receives an event published now (a late close fails it).
    const marker = nextMarker();
    await context.app.services.userChannel.publishToUser(user.id, { type: 'level_up', level: marker });
    for (const client of opened) await client.waitFor((event) => event.type === 'level_up' && event.level === marker, SENTINEL_TIMEOUT_MS);
    expect(opened.filter((client) => client.socket.readyState === WebSocket.OPEN)).toHaveLength(MAX_SOCKETS_PER_USER);
    for (const refusal of refusals) expect([429, 1008]).toContain(refusal.status ?? refusal.closeCode);
    for (const client of opened) client.close();
  });

  it('closes the socket with 1011 when the live subscription fails, and keeps serving', async () => {
    const failing = { ...createInProcessUserChannel(), subscribeUser: () => Promise.reject(new Error('bus down')) };
    const broken = await createTestContext({ userChannel: failing });
    try {
      const brokenHost = await listenOnLoopback(broken.app);
      const user = await registerUser(broken.app);
      expect(await refusalStatus(brokenHost, { cookie: user.cookie })).toBe(1011);
      expect((await fetch(`http://${brokenHost}/healthz`)).status).toBe(200);
      expect(await refusalStatus(brokenHost, { cookie: user.cookie })).toBe(1011);
    } finally {
      await broken.close();
    }
  });

  it('delivers a new message to every socket of the recipient', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const bobSockets = [await connectLive(host, { cookie: b.cookie }), await connectLive(host, { cookie: b.cookie })];
    const sent = await context.app.inject({ method: 'POST', url: `/api/matches/${matchId}/messages`, payload: { content: 'to both tabs' }, headers: { cookie: a.cookie } });
    for (const bobSocket of bobSockets) {
      expect(await bobSocket.waitFor((event) => event.type === 'new_message')).toMatchObject({ messageId: sent.json().id, receiverId: b.id });
    }
    for (const bobSocket of bobSockets) bobSocket.close();
  });

  it('tells every socket of the reader that a conversation was read (their other devices clear the badge), and the sender that it was read', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    await context.app.inject({ method: 'POST', url: `/api/matches/${matchId}/messages`, payload: { content: 'unread on two devices' }, headers: { cookie: a.cookie } });
    const bobPhone = await connectLive(host, { cookie: b.cookie });
    const bobDesktop = await connectLive(host, { cookie: b.cookie });
    const aliceSocket = await connectLive(host, { cookie: a.cookie });
    const read = await context.app.inject({ method: 'PUT', url: `/api/matches/${matchId}/messages/read`, headers: { cookie: b.cookie } });
    expect(read.json()).toEqual({ updated: 1 });
    for (const bobSocket of [bobPhone, bobDesktop]) {
      expect(await bobSocket.waitFor((event) => event.type === 'conversation_read')).toEqual({ type: 'conversation_read', matchId });
    }
    expect(await aliceSocket.waitFor((event) => event.type === 'messages_read')).toMatchObject({ matchId, readerId: b.id });
    // Nothing new to read: no second announcement.
    await context.app.inject({ method: 'PUT', url: `/api/matches/${matchId}/messages/read`, headers: { cookie: b.cookie } });
    await settle(bobPhone, b.id);
    await settle(aliceSocket, a.id);
    expect(bobPhone.events.filter((event) => event.type === 'conversation_read')).toHaveLength(1);
    expect(aliceSocket.events.filter((event) => event.type === 'conversation_read')).toEqual([]);
    for (const socket of [bobPhone, bobDesktop, aliceSocket]) socket.close();
  });

  it('delivers the events for one socket in the order they were published', async () => {
    // Each event's session check is a query: PostgreSQL's pool may answer them out of order (PGlite cannot).
    const user = await registerUser(context.app);
    const client = await connectLive(host, { cookie: user.cookie });
    const levels = Array.from({ length: 100 }, (_, index) => index + 1);
    await Promise.all(levels.map((level) => context.app.services.userChannel.publishToUser(user.id, { type: 'level_up', level })));
    await client.waitFor((event) => event.type === 'level_up' && event.level === 100);
    // Sentinel (101): nothing was delivered twice or late.
    await context.app.services.userChannel.publishToUser(user.id, { type: 'level_up', level: 101 });
    await client.waitFor((event) => event.type === 'level_up' && event.level === 101, SENTINEL_TIMEOUT_MS);
    expect(client.events.flatMap((event) => (event.type === 'level_up' ? [event.level] : []))).toEqual([...levels, 101]);
    client.close();
  });

  it('stops delivering to a socket whose session logged out', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const bobSocket = await connectLive(host, { cookie: b.cookie });
    const closed = closeCodeOf(bobSocket);
    await context.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: b.cookie } });
    await context.app.inject({ method: 'POST', url: `/api/matches/${matchId}/messages`, payload: { content: 'after logout' }, headers: { cookie: a.cookie } });
    expect(await closed).toBe(LIVE_SESSION_ENDED_CLOSE_CODE);
    expect(bobSocket.events.filter((event) => event.type === 'new_message')).toEqual([]);
  });

  it('closes the socket of a logged-out session at once, with no event needed, and leaves the other session open', async () => {
    const bob = await registerUser(context.app);
    const secondLogin = await context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: bob.username, password: bob.password } });
    const otherSocket = await connectLive(host, { cookie: sessionCookieFrom(secondLogin) });
    const bobSocket = await connectLive(host, { cookie: bob.cookie });
    const closed = closeCodeOf(bobSocket);
    await context.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: bob.cookie } });
    expect(await closed).toBe(LIVE_SESSION_ENDED_CLOSE_CODE);
    // Sentinel: the other session's socket still receives an event published after the logout.
    await settle(otherSocket, bob.id);
    expect(otherSocket.socket.readyState).toBe(otherSocket.socket.OPEN);
    otherSocket.close();
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

  it('relays at most one typing frame per second per socket', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const aliceSocket = await connectLive(host, { cookie: a.cookie });
    const bobSocket = await connectLive(host, { cookie: b.cookie });
    for (let index = 0; index < 10; index += 1) aliceSocket.socket.send(JSON.stringify({ type: 'typing', matchId }));
    aliceSocket.socket.send(JSON.stringify({ type: 'ping' }));
    // The pong follows the ten frames: each passed (or not) the per-socket limit before it.
    await aliceSocket.waitFor((event) => event.type === 'pong');
    await bobSocket.waitFor((event) => event.type === 'typing');
    // Sentinel: typing from a second socket of Alice, sent after the ten; it is relayed behind any of them.
    const aliceOtherTab = await connectLive(host, { cookie: a.cookie });
    aliceOtherTab.socket.send(JSON.stringify({ type: 'typing', matchId }));
    await bobSocket.waitFor((event) => event.type === 'typing' && bobSocket.events.filter((entry) => entry.type === 'typing').length >= 2, SENTINEL_TIMEOUT_MS);
    expect(bobSocket.events.filter((event) => event.type === 'typing')).toHaveLength(2);
    aliceOtherTab.close();
    expect(aliceSocket.events.filter((event) => event.type === 'error')).toEqual([]);
    for (const client of [aliceSocket, bobSocket]) client.close();
  });

  it('closes a socket that floods frames with 1008 and keeps serving its user', async () => {
    const user = await registerUser(context.app);
    const client = await connectLive(host, { cookie: user.cookie });
    const closed = closeCodeOf(client);
    for (let index = 0; index <= MAX_FRAMES_PER_WINDOW; index += 1) client.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await closed).toBe(1008);
    expect(client.events.filter((event) => event.type === 'pong')).toHaveLength(MAX_FRAMES_PER_WINDOW);
    const again = await connectLive(host, { cookie: user.cookie });
    again.socket.send(JSON.stringify({ type: 'ping' }));
    await again.waitFor((event) => event.type === 'pong');
    again.close();
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
    const closed = closeCodeOf(client);
    await local.close();
    expect(await closed).toBe(1001);
    expect(client.socket.readyState).toBe(WebSocket.CLOSED);
  });
});
