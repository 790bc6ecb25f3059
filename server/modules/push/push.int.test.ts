/**
 * Web push end to end on the server (docs/decisions/052-push-and-reminders.md): subscriptions, the pushes that
 * events send and what they never carry, and endpoints refused outside tests. The real web-push requests reach a
 * local push service that checks the VAPID signature and decrypts the RFC 8291 payload (push-test-helpers.ts).
 * The reminders, with the clock moved, are in push-reminders.int.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '../../../shared/contracts/push';
import { messages, pushSubscriptions } from '../../db/schema';
import { completeModule } from '../gamification/office-test-helpers';
import { as, createTestContext, registerUser, type TestContext } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';
import { pushForEvent } from './push.events';
import { PUSH_ENV, startPushHarness, VAPID } from './push-test-helpers';
import { createContentTranslations } from '../i18n/content-translations';

const harness = startPushHarness();

describe('subscriptions', () => {
  it('serves the public key, refuses bad keys and endpoints with 400, and needs a session', async () => {
    const user = await registerUser(harness.context.app);
    expect((await harness.context.app.inject({ url: '/api/push/config' })).json()).toEqual({ publicKey: VAPID.publicKey });
    const device = harness.service.device(`refusals-${user.id}`);
    const bad = [
      { endpoint: 'ftp://push.example.com/x', keys: device.keys },
      { endpoint: 'not a url', keys: device.keys },
      { endpoint: `https://push.example.com/${'a'.repeat(1100)}`, keys: device.keys },
      { endpoint: device.endpoint, keys: { p256dh: 'short', auth: device.keys.auth } },
      { endpoint: device.endpoint, keys: { p256dh: device.keys.p256dh, auth: 'a\u0000b' } },
      { endpoint: device.endpoint },
    ];
    for (const payload of bad) {
      const response = await as(harness.context.app, user).post('/api/push/subscriptions', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const anonymous = await harness.context.app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: { endpoint: device.endpoint, keys: device.keys } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a tap is reported by the delivery id, only by its own user', async () => {
    const { a, b, matchId } = await createMatchedPair(harness.context.app, ['Tapper', 'Other']);
    const device = harness.service.device(`tap-${b.id}`);
    await harness.subscribe(b, device);
    const from = harness.service.received.length;
    harness.setNow('2026-12-01T12:00:00Z');
    expect((await as(harness.context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'gm, ready for the staking module?', clientId: randomUUID() })).statusCode).toBe(201);
    await harness.context.app.services.jobs.drained();
    await harness.service.waitFor(from + 1);
    const [push] = harness.pushesTo(device, from);
    expect(push).toMatchObject({ kind: 'newMessage', title: 'Tapper', body: 'gm, ready for the staking module?', url: `/chat/${matchId}` });
    expect((await as(harness.context.app, a).post(`/api/push/deliveries/${push!.deliveryId}/click`)).statusCode).toBe(404);
    expect((await as(harness.context.app, b).post(`/api/push/deliveries/${push!.deliveryId}/click`)).statusCode).toBe(204);
    expect((await as(harness.context.app, b).post('/api/push/deliveries/99999999999/click')).statusCode).toBe(400);
  });
});

describe('event pushes', () => {
  it('a teach-back card reaches the learner encrypted, signed with the VAPID key, without the card text, opening the chat', async () => {
    const { a, b, matchId } = await createMatchedPair(harness.context.app, ['Teacher', 'Learner']);
    await completeModule(harness.context, a, 1);
    const device = harness.service.device(`teachback-${b.id}`);
    await harness.subscribe(b, device);
    harness.setNow('2026-12-02T12:00:00Z');
    const from = harness.service.received.length;
    const question = 'Who keeps the keys of a self-custody wallet?';
    const sent = await as(harness.context.app, a).post(`/api/matches/${matchId}/teach-backs`, {
      moduleId: 1,
      question: { kind: 'custom', question, options: ['You', 'The exchange', 'The miners'], correctAnswer: 0, explanation: 'Not your keys, not your coins.' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await harness.context.app.services.jobs.drained();
    await harness.service.waitFor(from + 1);
    const received = harness.service.received.slice(from).filter((push) => push.device === device.name);
    const teachBacks = received.filter((push) => (push.payload as PushPayload).kind === 'teachBack');
    expect(teachBacks).toHaveLength(1);
    expect(teachBacks[0]).toMatchObject({ vapidPublicKey: VAPID.publicKey, ttl: 24 * 3600 });
    expect(teachBacks[0]!.payload).toMatchObject({ kind: 'teachBack', title: 'A teach-back card is waiting', body: 'Teacher sent you a card to answer.', url: `/chat/${matchId}` });
    expect(JSON.stringify(received.map((push) => push.payload))).not.toContain('self-custody');
  });

  it('never carries the text of a hidden or flagged message, nor anything after a block', async () => {
    const { a, b, matchId } = await createMatchedPair(harness.context.app, ['Sender', 'Reader']);
    const [message] = await harness.context.database.db
      .insert(messages)
      .values({ matchId, senderId: a.id, recipientId: b.id, content: 'secret words here', kind: 'text' })
      .returning({ id: messages.id });
    const job = { kind: 'newMessage' as const, userId: b.id, matchId, fromUserId: a.id, messageId: message!.id };
    const deps = { db: harness.context.database.db };
    expect((await pushForEvent(deps, job))?.content.body).toBe('secret words here');
    await harness.context.database.db.update(messages).set({ warningKind: 'impersonation' }).where(eq(messages.id, message!.id));
    expect((await pushForEvent(deps, job))?.content.body).toBe('Sender sent you a message.');
    await harness.context.database.db.update(messages).set({ warningKind: null, hiddenAt: new Date() }).where(eq(messages.id, message!.id));
    expect((await pushForEvent(deps, job))?.content.body).toBe('Sender sent you a message.');
    expect((await as(harness.context.app, b).post(`/api/matches/${matchId}/block`)).statusCode).toBe(200);
    expect(await pushForEvent(deps, job)).toBeUndefined();
    expect(await pushForEvent(deps, { kind: 'teachBack', userId: b.id, matchId, fromUserId: a.id, messageId: message!.id })).toBeUndefined();
  });

  it("a shared-journey invitation names the journey in the invitee's language", async () => {
    const { a, b, matchId } = await createMatchedPair(harness.context.app, ['Inviter', 'Invitee']);
    expect((await as(harness.context.app, b).put('/api/language', { language: 'es' })).statusCode).toBeLessThan(300);
    const deps = { db: harness.context.database.db, content: createContentTranslations() };
    const push = await pushForEvent(deps, { kind: 'sharedJourney', userId: b.id, matchId, fromUserId: a.id, journeyId: 1 });
    expect(push?.content).toMatchObject({ title: 'Inviter te invitó a un recorrido compartido', body: 'Aprendan «Fundamentos de cripto» juntos.' });
    // Without translations (or for an English reader) the journey keeps its English name.
    expect((await pushForEvent({ db: deps.db }, { kind: 'sharedJourney', userId: b.id, matchId, fromUserId: a.id, journeyId: 1 }))?.content.body).toBe('Aprendan «Crypto Foundations» juntos.');
  });

  it('a subscription the push service says is gone (410) is removed', async () => {
    const { a, b, matchId } = await createMatchedPair(harness.context.app, ['Gone', 'Stale']);
    const live = harness.service.device(`live-${b.id}`);
    const gone = harness.service.device(`gone-${b.id}`);
    await harness.subscribe(b, live);
    await harness.subscribe(b, gone);
    harness.service.answerWith(gone.name, 410);
    expect((await harness.settingsOf(b)).devices).toBe(2);
    harness.setNow('2026-12-03T12:00:00Z');
    const from = harness.service.received.length;
    await as(harness.context.app, a).post(`/api/matches/${matchId}/messages`, { content: 'hello', clientId: randomUUID() });
    await harness.context.app.services.jobs.drained();
    await harness.service.waitFor(from + 1);
    expect(harness.service.refused).toContain(gone.name);
    const rows = await harness.context.database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, b.id));
    expect(rows.map((row) => row.endpoint)).toEqual([live.endpoint]);
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
    const { keys } = harness.service.device('strict');
    for (const endpoint of [
      harness.service.device('strict-http').endpoint,
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
