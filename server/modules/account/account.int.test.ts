import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../events/domain-events';
import { connectLive, listenOnLoopback } from '../../test/live-client';
import { as, createTestContext, registerUser, sessionCookieFrom, type TestContext } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';

let context: TestContext;
let host: string;
const endedEvents: Array<DomainEvents['sessions.ended']> = [];
beforeAll(async () => {
  context = await createTestContext();
  context.app.services.domainEvents.on('sessions.ended', (payload) => void endedEvents.push(payload));
  host = await listenOnLoopback(context.app);
});
afterAll(async () => {
  await context.close();
});

async function login(username: string, password: string): Promise<string> {
  const response = await as(context.app, null).post('/api/auth/login', { username, password });
  expect(response.statusCode).toBe(200);
  return sessionCookieFrom(response);
}

describe('change password', () => {
  it('ends every other session of the user, keeps the current one, and the new password works', async () => {
    const user = await registerUser(context.app);
    const phone = await login(user.username, user.password);
    const laptop = await login(user.username, user.password);
    const stranger = await registerUser(context.app);

    const response = await as(context.app, user).post('/api/users/password', { currentPassword: user.password, newPassword: 'a much better passphrase' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ endedSessions: 2 });

    expect((await as(context.app, user).get('/api/auth/status')).statusCode).toBe(200);
    expect((await as(context.app, { cookie: phone }).get('/api/auth/status')).statusCode).toBe(401);
    expect((await as(context.app, { cookie: laptop }).get('/api/auth/status')).statusCode).toBe(401);
    expect((await as(context.app, stranger).get('/api/auth/status')).statusCode).toBe(200);
    const event = endedEvents.find((entry) => entry.userId === user.id);
    expect(event?.sessionIds).toHaveLength(2);

    expect((await as(context.app, null).post('/api/auth/login', { username: user.username, password: user.password })).statusCode).toBe(401);
    await login(user.username, 'a much better passphrase');
  });

  it('stops live delivery to a socket of an ended session: it closes with 4401 at the next event', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const phone = await connectLive(host, { cookie: await login(a.username, a.password) });
    const here = await connectLive(host, { cookie: a.cookie });
    const closed = new Promise<number>((resolve) => phone.socket.once('close', (code) => resolve(code)));
    expect((await as(context.app, a).post('/api/users/password', { currentPassword: a.password, newPassword: 'a much better passphrase' })).statusCode).toBe(200);
    await as(context.app, b).post(`/api/matches/${matchId}/messages`, { content: 'still there?' });
    expect(await closed).toBe(4401);
    await here.waitFor((event) => event.type === 'new_message' && event.matchId === matchId);
    expect(phone.events.some((event) => event.type === 'new_message')).toBe(false);
    here.close();
  });

  it('refuses a wrong current password, a weak or unchanged new one, and guests', async () => {
    const user = await registerUser(context.app);
    const other = await login(user.username, user.password);
    const wrong = await as(context.app, user).post('/api/users/password', { currentPassword: 'not my password', newPassword: 'a much better passphrase' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const weak = await as(context.app, user).post('/api/users/password', { currentPassword: user.password, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues[0].path).toEqual(['newPassword']);
    expect((await as(context.app, user).post('/api/users/password', { currentPassword: user.password, newPassword: user.password })).statusCode).toBe(400);
    expect((await as(context.app, user).post('/api/users/password', { currentPassword: user.password, newPassword: 'x'.repeat(257) })).statusCode).toBe(400);
    expect((await as(context.app, null).post('/api/users/password', { currentPassword: user.password, newPassword: 'a much better passphrase' })).statusCode).toBe(401);
    // Nothing changed: the other session lives and the old password still signs in.
    expect((await as(context.app, { cookie: other }).get('/api/auth/status')).statusCode).toBe(200);
    await login(user.username, user.password);
  });

  it('limits password guesses per account with a 429', async () => {
    const user = await registerUser(context.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await as(context.app, user).post('/api/users/password', { currentPassword: `guess-${attempt}`, newPassword: 'a much better passphrase' })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('notification and privacy settings', () => {
  it('starts with everything on, stores changes per user, and refuses guests and unknown fields', async () => {
    const user = await registerUser(context.app);
    const other = await registerUser(context.app);
    expect((await as(context.app, user).get('/api/users/me/settings')).json()).toEqual({
      notifications: { matches: true, messages: true, achievements: true },
      privacy: { showOnlineStatus: true, sendReadReceipts: true, shareLearningProgress: true },
    });
    const patched = await as(context.app, user).patch('/api/users/me/settings', { notifications: { messages: false }, privacy: { sendReadReceipts: false } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({
      notifications: { matches: true, messages: false, achievements: true },
      privacy: { showOnlineStatus: true, sendReadReceipts: false, shareLearningProgress: true },
    });
    expect((await as(context.app, user).get('/api/users/me/settings')).json().notifications.messages).toBe(false);
    expect((await as(context.app, other).get('/api/users/me/settings')).json().notifications.messages).toBe(true);
    expect((await as(context.app, null).get('/api/users/me/settings')).statusCode).toBe(401);
    expect((await as(context.app, null).patch('/api/users/me/settings', { privacy: { showOnlineStatus: false } })).statusCode).toBe(401);
    for (const body of [{}, { privacy: { isAdmin: true } }, { notifications: { matches: 'yes' } }, { theme: 'dark' }]) {
      expect((await as(context.app, user).patch('/api/users/me/settings', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('hides my online status from my matches: announced offline, shown offline, never announced online', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    const bob = await connectLive(host, { cookie: b.cookie });
    const alice = await connectLive(host, { cookie: a.cookie });
    await bob.waitFor((event) => event.type === 'presence' && event.userId === a.id && event.isOnline);

    expect((await as(context.app, a).patch('/api/users/me/settings', { privacy: { showOnlineStatus: false } })).statusCode).toBe(200);
    await bob.waitFor((event) => event.type === 'presence' && event.userId === a.id && !event.isOnline);
    expect((await as(context.app, b).get(`/api/matches/${matchId}`)).json().matchedUser.isOnline).toBe(false);
    expect((await as(context.app, b).get('/api/matches')).json().find((match: { id: number }) => match.id === matchId).matchedUser.isOnline).toBe(false);
    // Alice still sees Bob: hiding is about her own status only.
    expect((await as(context.app, a).get(`/api/matches/${matchId}`)).json().matchedUser.isOnline).toBe(true);

    // A reconnect while hidden announces nothing; the next presence Bob hears is the one after she shows it again.
    alice.close();
    const again = await connectLive(host, { cookie: a.cookie });
    bob.events.length = 0;
    await as(context.app, a).patch('/api/users/me/settings', { privacy: { showOnlineStatus: true } });
    const next = await bob.waitFor((event) => event.type === 'presence' && event.userId === a.id);
    expect(next).toMatchObject({ isOnline: true });
    expect(bob.events.filter((event) => event.type === 'presence')).toEqual([next]);
    expect((await as(context.app, b).get(`/api/matches/${matchId}`)).json().matchedUser.isOnline).toBe(true);
    again.close();
    bob.close();
  });

  it('without read receipts my unread count clears but the sender sees no read mark', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app);
    await as(context.app, b).patch('/api/users/me/settings', { privacy: { sendReadReceipts: false } });
    await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'gm' });
    await as(context.app, b).post(`/api/matches/${matchId}/messages`, { content: 'gm to you' });
    expect((await as(context.app, b).get('/api/messages/unread')).json()).toEqual({ count: 1 });
    expect((await as(context.app, b).put(`/api/matches/${matchId}/messages/read`)).json()).toEqual({ updated: 1 });
    expect((await as(context.app, b).get('/api/messages/unread')).json()).toEqual({ count: 0 });
    const forAlice = (await as(context.app, a).get(`/api/matches/${matchId}/messages`)).json();
    expect(forAlice.map((message: { readAt: string | null }) => message.readAt)).toEqual([null, null]);
    // Alice still sends receipts: Bob sees her read mark on his message.
    await as(context.app, a).put(`/api/matches/${matchId}/messages/read`);
    const forBob = (await as(context.app, b).get(`/api/matches/${matchId}/messages`)).json();
    expect(forBob[1].readAt).toEqual(expect.any(String));
    expect(forBob[0].readAt).toEqual(expect.any(String));
  });
});
