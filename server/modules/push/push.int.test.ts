/**
 * Web push end to end on the server (docs/decisions/052-push-and-reminders.md): the real web-push requests
 * reach a local push service that checks the VAPID signature and decrypts the RFC 8291 payload with the
 * subscription's keys. The clock is moved for the reminders: London and Tokyo partners.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPayloadSchema, pushSettingsSchema, type PushPayload } from '../../../shared/contracts/push';
import { activityDays, messages, pushDeliveries, pushSubscriptions, users } from '../../db/schema';
import { completeModule } from '../gamification/office-test-helpers';
import { startLocalPushService, type LocalDevice, type LocalPushService } from '../../test/local-push-service';
import { as, createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';
import { pushForEvent } from './push.events';

const VAPID = webpush.generateVAPIDKeys();
const PUSH_ENV = { VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey, VAPID_SUBJECT: 'mailto:ops@coinmates.test', PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' };

let now = new Date();
let context: TestContext;
let pushService: LocalPushService;
beforeAll(async () => {
  pushService = await startLocalPushService();
  context = await createTestContext({ env: PUSH_ENV, clock: () => now });
});
afterAll(async () => {
  await context.close();
  await pushService.close();
});

async function subscribe(user: TestUser, device: LocalDevice): Promise<void> {
  const response = await as(context.app, user).post('/api/push/subscriptions', { endpoint: device.endpoint, keys: device.keys });
  expect(response.statusCode, response.body).toBe(204);
}

async function settingsOf(user: TestUser) {
  const response = await as(context.app, user).get('/api/users/me/push-settings');
  expect(response.statusCode, response.body).toBe(200);
  return pushSettingsSchema.parse(response.json());
}

async function setTimeZone(user: TestUser, timeZone: string): Promise<void> {
  await context.database.db.update(users).set({ timeZone }).where(eq(users.id, user.id));
}

/** Pushes received for one device since `from` (an index into the service's list). */
function pushesTo(device: LocalDevice, from = 0): PushPayload[] {
  return pushService.received
    .slice(from)
    .filter((push) => push.device === device.name)
    .map((push) => pushPayloadSchema.parse(push.payload));
}

async function runReminders(at: string): Promise<void> {
  now = new Date(at);
  await context.app.services.jobs.enqueue('push.reminders', {});
  await context.app.services.jobs.drained();
}

describe('subscriptions', () => {
  it('serves the public key, refuses bad keys and endpoints with 400, and needs a session', async () => {
    const user = await registerUser(context.app);
    expect((await context.app.inject({ url: '/api/push/config' })).json()).toEqual({ publicKey: VAPID.publicKey });
    const device = pushService.device(`refusals-${user.id}`);
    const bad = [
      { endpoint: 'ftp://push.example.com/x', keys: device.keys },
      { endpoint: 'not a url', keys: device.keys },
      { endpoint: `https://push.example.com/${'a'.repeat(1100)}`, keys: device.keys },
      { endpoint: device.endpoint, keys: { p256dh: 'short', auth: device.keys.auth } },
      { endpoint: device.endpoint, keys: { p256dh: device.keys.p256dh, auth: 'a\u0000b' } },
      { endpoint: device.endpoint },
    ];
    for (const payload of bad) {
      const response = await as(context.app, user).post('/api/push/subscriptions', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const anonymous = await context.app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: { endpoint: device.endpoint, keys: device.keys } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a tap is reported by the delivery id, only by its own user', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app, ['Tapper', 'Other']);
    const device = pushService.device(`tap-${b.id}`);
    await subscribe(b, device);
    const from = pushService.received.length;
    now = new Date('2026-12-01T12:00:00Z');
    expect((await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'gm, ready for the staking module?', clientId: randomUUID() })).statusCode).toBe(201);
    await context.app.services.jobs.drained();
    await pushService.waitFor(from + 1);
    const [push] = pushesTo(device, from);
    expect(push).toMatchObject({ kind: 'newMessage', title: 'Tapper', body: 'gm, ready for the staking module?', url: `/chat/${matchId}` });
    expect((await as(context.app, a).post(`/api/push/deliveries/${push!.deliveryId}/click`)).statusCode).toBe(404);
    expect((await as(context.app, b).post(`/api/push/deliveries/${push!.deliveryId}/click`)).statusCode).toBe(204);
    expect((await as(context.app, b).post('/api/push/deliveries/99999999999/click')).statusCode).toBe(400);
  });
});

describe('event pushes', () => {
  it('a teach-back card reaches the learner encrypted, signed with the VAPID key, without the card text, opening the chat', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app, ['Teacher', 'Learner']);
    await completeModule(context, a, 1);
    const device = pushService.device(`teachback-${b.id}`);
    await subscribe(b, device);
    now = new Date('2026-12-02T12:00:00Z');
    const from = pushService.received.length;
    const question = 'Who keeps the keys of a self-custody wallet?';
    const sent = await as(context.app, a).post(`/api/matches/${matchId}/teach-backs`, {
      moduleId: 1,
      question: { kind: 'custom', question, options: ['You', 'The exchange', 'The miners'], correctAnswer: 0, explanation: 'Not your keys, not your coins.' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await context.app.services.jobs.drained();
    await pushService.waitFor(from + 1);
    const received = pushService.received.slice(from).filter((push) => push.device === device.name);
    const teachBacks = received.filter((push) => (push.payload as PushPayload).kind === 'teachBack');
    expect(teachBacks).toHaveLength(1);
    expect(teachBacks[0]).toMatchObject({ vapidPublicKey: VAPID.publicKey, ttl: 24 * 3600 });
    expect(teachBacks[0]!.payload).toMatchObject({ kind: 'teachBack', title: 'A teach-back card is waiting', body: 'Teacher sent you a card to answer.', url: `/chat/${matchId}` });
    expect(JSON.stringify(received.map((push) => push.payload))).not.toContain('self-custody');
  });

  it('never carries the text of a hidden or flagged message, nor anything after a block', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app, ['Sender', 'Reader']);
    const [message] = await context.database.db.insert(messages).values({ matchId, senderId: a.id, content: 'secret words here', kind: 'text' }).returning({ id: messages.id });
    const job = { kind: 'newMessage' as const, userId: b.id, matchId, fromUserId: a.id, messageId: message!.id };
    const deps = { db: context.database.db };
    expect((await pushForEvent(deps, job))?.content.body).toBe('secret words here');
    await context.database.db.update(messages).set({ warningKind: 'impersonation' }).where(eq(messages.id, message!.id));
    expect((await pushForEvent(deps, job))?.content.body).toBe('Sender sent you a message.');
    await context.database.db.update(messages).set({ warningKind: null, hiddenAt: new Date() }).where(eq(messages.id, message!.id));
    expect((await pushForEvent(deps, job))?.content.body).toBe('Sender sent you a message.');
    expect((await as(context.app, b).post(`/api/matches/${matchId}/block`)).statusCode).toBe(200);
    expect(await pushForEvent(deps, job)).toBeUndefined();
    expect(await pushForEvent(deps, { kind: 'teachBack', userId: b.id, matchId, fromUserId: a.id, messageId: message!.id })).toBeUndefined();
  });

  it('a subscription the push service says is gone (410) is removed', async () => {
    const { a, b, matchId } = await createMatchedPair(context.app, ['Gone', 'Stale']);
    const live = pushService.device(`live-${b.id}`);
    const gone = pushService.device(`gone-${b.id}`);
    await subscribe(b, live);
    await subscribe(b, gone);
    pushService.answerWith(gone.name, 410);
    expect((await settingsOf(b)).devices).toBe(2);
    now = new Date('2026-12-03T12:00:00Z');
    const from = pushService.received.length;
    await as(context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'hello', clientId: randomUUID() });
    await context.app.services.jobs.drained();
    await pushService.waitFor(from + 1);
    expect(pushService.refused).toContain(gone.name);
    const rows = await context.database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, b.id));
    expect(rows.map((row) => row.endpoint)).toEqual([live.endpoint]);
  });
});

describe('reminders with the clock moved: a London and a Tokyo partner', () => {
  let london: TestUser;
  let tokyo: TestUser;
  let matchId: number;
  let londonDevice: LocalDevice;
  let tokyoDevice: LocalDevice;

  /** Both partners learned on these days (as the vocabulary trainer records them). */
  async function bothLearnedOn(...days: string[]): Promise<void> {
    for (const user of [london, tokyo]) {
      await context.database.db
        .insert(activityDays)
        .values(days.map((day) => ({ userId: user.id, kind: 'vocabulary', day })))
        .onConflictDoNothing();
    }
  }

  beforeAll(async () => {
    ({ a: london, b: tokyo, matchId } = await createMatchedPair(context.app, ['Lon', 'Tok']));
    await setTimeZone(london, 'Europe/London');
    await setTimeZone(tokyo, 'Asia/Tokyo');
    londonDevice = pushService.device(`london-${london.id}`);
    tokyoDevice = pushService.device(`tokyo-${tokyo.id}`);
    await subscribe(london, londonDevice);
    await subscribe(tokyo, tokyoDevice);
    // Only the pair-streak reminder at first: the review reminder is checked with the daily cap.
    for (const user of [london, tokyo]) expect((await as(context.app, user).patch('/api/users/me/push-settings', { kinds: { reviewReminder: false } })).statusCode).toBe(200);
    await bothLearnedOn('2026-12-08', '2026-12-09');
  });

  it("goes once per pair in each partner's own evening, never in quiet hours", async () => {
    const from = pushService.received.length;
    await runReminders('2026-12-10T08:00:00Z'); // London 08:00, Tokyo 17:00: nobody's evening
    expect(pushesTo(tokyoDevice, from)).toEqual([]);
    await runReminders('2026-12-10T10:00:00Z'); // Tokyo 19:00
    await runReminders('2026-12-10T10:15:00Z'); // the next quarter: already sent
    await runReminders('2026-12-10T12:45:00Z'); // Tokyo 21:45, still evening: already sent
    const tokyoPushes = pushesTo(tokyoDevice, from);
    expect(tokyoPushes).toHaveLength(1);
    expect(tokyoPushes[0]).toMatchObject({ kind: 'pairStreak', title: 'Your 2-day pair streak with Lon is at risk', url: `/chat/${matchId}` });
    expect(pushesTo(londonDevice, from)).toEqual([]);

    // London's evening; London has quiet hours from 18:30, so nothing until they end at 21:00.
    expect((await as(context.app, london).patch('/api/users/me/push-settings', { quietStart: 18 * 60 + 30, quietEnd: 21 * 60 })).statusCode).toBe(200);
    await runReminders('2026-12-10T19:00:00Z');
    await runReminders('2026-12-10T20:45:00Z');
    expect(pushesTo(londonDevice, from)).toEqual([]);
    await runReminders('2026-12-10T21:00:00Z'); // London 21:00: quiet hours over, still evening
    await runReminders('2026-12-10T21:30:00Z');
    expect(pushesTo(londonDevice, from).map((push) => push.kind)).toEqual(['pairStreak']);
    expect(pushesTo(tokyoDevice, from)).toHaveLength(1); // Tokyo is at 06:00 on the 11th: not evening, and quiet
    await as(context.app, london).patch('/api/users/me/push-settings', { quietStart: 22 * 60, quietEnd: 8 * 60 });
  });

  it('not when either partner learned today', async () => {
    await bothLearnedOn('2026-12-10');
    await context.database.db.insert(activityDays).values({ userId: tokyo.id, kind: 'vocabulary', day: '2026-12-11' });
    const from = pushService.received.length;
    await runReminders('2026-12-11T10:00:00Z'); // Tokyo 19:00, Tokyo learned today
    await runReminders('2026-12-11T19:00:00Z'); // London 19:00 on the 11th: Tokyo learned on the 11th (the pair's open day)
    expect(pushService.received.slice(from).filter((push) => [tokyoDevice.name, londonDevice.name].includes(push.device))).toEqual([]);
  });

  it('never a third push in a day: the review reminder and a message after the streak reminder', async () => {
    await bothLearnedOn('2026-12-11');
    expect((await as(context.app, tokyo).patch('/api/users/me/push-settings', { kinds: { reviewReminder: true } })).statusCode).toBe(200);
    const from = pushService.received.length;
    await runReminders('2026-12-12T10:00:00Z'); // Tokyo 19:00: the usual hour without history is 19:00 too
    expect(
      pushesTo(tokyoDevice, from)
        .map((push) => push.kind)
        .sort(),
    ).toEqual(['pairStreak', 'reviewReminder']);
    now = new Date('2026-12-12T10:20:00Z');
    expect((await as(context.app, london).post(`/api/matches/${matchId}/messages`, { content: 'third one', clientId: randomUUID() })).statusCode).toBe(201);
    await context.app.services.jobs.drained();
    expect(pushesTo(tokyoDevice, from)).toHaveLength(2);
    const day = await context.database.db
      .select()
      .from(pushDeliveries)
      .where(and(eq(pushDeliveries.userId, tokyo.id), eq(pushDeliveries.localDay, '2026-12-12')));
    expect(day).toHaveLength(2);
    // The next Tokyo day the budget is back: the message push goes.
    now = new Date('2026-12-13T01:00:00Z'); // Tokyo 10:00
    await as(context.app, london).post(`/api/matches/${matchId}/messages`, { content: 'next day', clientId: randomUUID() });
    await context.app.services.jobs.drained();
    await pushService.waitFor(from + 3);
    expect(pushesTo(tokyoDevice, from).at(-1)).toMatchObject({ kind: 'newMessage', body: 'next day' });
    await as(context.app, tokyo).patch('/api/users/me/push-settings', { kinds: { reviewReminder: false } });
  });

  it('pauses after 5 ignored in a row, says so in the settings, and one tap resumes it', async () => {
    // The earlier London pushes went untapped; a tap ends that run.
    const [last] = await context.database.db.select({ id: pushDeliveries.id }).from(pushDeliveries).where(eq(pushDeliveries.userId, london.id)).orderBy(desc(pushDeliveries.id)).limit(1);
    expect((await as(context.app, london).post(`/api/push/deliveries/${last!.id}/click`)).statusCode).toBe(204);
    const from = pushService.received.length;
    const evenings = ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18', '2026-12-19'];
    await bothLearnedOn('2026-12-12', '2026-12-13');
    for (const day of evenings) {
      await runReminders(`${day}T19:30:00Z`); // London 19:30
      await bothLearnedOn(day); // they learned later that night: the streak goes on
    }
    expect(pushesTo(londonDevice, from).map((push) => push.kind)).toEqual(['pairStreak', 'pairStreak', 'pairStreak', 'pairStreak', 'pairStreak']);
    const settings = await settingsOf(london);
    expect(settings.paused).toEqual(['pairStreak']);
    expect(settings.kinds.pairStreak).toBe(true);

    const resumed = await as(context.app, london).post('/api/users/me/push-settings/resume', { kind: 'pairStreak' });
    expect(resumed.statusCode).toBe(200);
    expect(pushSettingsSchema.parse(resumed.json()).paused).toEqual([]);
    await runReminders('2026-12-20T19:30:00Z');
    const after = pushesTo(londonDevice, from);
    expect(after).toHaveLength(6);
    // A tap counts: four ignored then one tapped never pauses.
    expect((await as(context.app, london).post(`/api/push/deliveries/${after.at(-1)!.deliveryId}/click`)).statusCode).toBe(204);
    expect((await settingsOf(london)).paused).toEqual([]);
  });

  it('the export lists settings and subscriptions without the endpoint; deletion removes them', async () => {
    const exported = await as(context.app, london).get('/api/users/me/export');
    expect(exported.statusCode, exported.body).toBe(200);
    const body = exported.json() as { push: { settings: object; subscriptions: Array<{ endpointHost: string }>; deliveries: unknown[] } };
    expect(body.push.subscriptions).toEqual([expect.objectContaining({ endpointHost: new URL(pushService.url).host })]);
    expect(body.push.deliveries.length).toBeGreaterThan(0);
    expect(exported.body).not.toContain(londonDevice.keys.auth);
    expect(exported.body).not.toContain('/push/');
    const deleted = await as(context.app, london).delete('/api/users/me', { password: london.password });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await context.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, london.id))).toEqual([]);
    expect(await context.database.db.select().from(pushDeliveries).where(eq(pushDeliveries.userId, london.id))).toEqual([]);
  });
});

describe('without the test allowance', () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await createTestContext({ env: { ...PUSH_ENV, PUSH_ALLOW_PRIVATE_ENDPOINTS: 'false' } });
  });
  afterAll(async () => {
    await strict.close();
  });

  it('refuses http, loopback, private and link-local endpoints with 400', async () => {
    const user = await registerUser(strict.app);
    const { keys } = pushService.device('strict');
    for (const endpoint of [
      pushService.device('strict-http').endpoint,
      'https://127.0.0.1/push/x',
      'https://localhost/push/x',
      'https://10.1.2.3/push/x',
      'https://192.168.1.1/push/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push/x',
      'https://[fd00::1]/push/x',
      'https://[::ffff:127.0.0.1]/push/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
    ]) {
      const response = await strict.app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: { endpoint, keys }, headers: { cookie: user.cookie } });
      expect(response.statusCode, endpoint).toBe(400);
    }
  });
});
