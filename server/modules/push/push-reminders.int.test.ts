/**
 * Web push reminders with the clock moved (docs/decisions/052-push-and-reminders.md): a London and a Tokyo
 * partner, each reminded in their own evening, never in quiet hours, at most two pushes a day, paused after five
 * ignored, and gone with the account (push-test-helpers.ts has the local push service).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pushSettingsSchema } from '../../../shared/contracts/push';
import { activityDays, pushDeliveries, pushSubscriptions } from '../../db/schema';
import type { LocalDevice } from '../../test/local-push-service';
import { as, type TestUser } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';
import { startPushHarness } from './push-test-helpers';

const harness = startPushHarness();

describe('reminders with the clock moved: a London and a Tokyo partner', () => {
  let london: TestUser;
  let tokyo: TestUser;
  let matchId: number;
  let londonDevice: LocalDevice;
  let tokyoDevice: LocalDevice;

  /** Both partners learned on these days (as the vocabulary trainer records them). */
  async function bothLearnedOn(...days: string[]): Promise<void> {
    for (const user of [london, tokyo]) {
      await harness.context.database.db
        .insert(activityDays)
        .values(days.map((day) => ({ userId: user.id, kind: 'vocabulary', day })))
        .onConflictDoNothing();
    }
  }

  beforeAll(async () => {
    ({ a: london, b: tokyo, matchId } = await createMatchedPair(harness.context.app, ['Lon', 'Tok']));
    await harness.setTimeZone(london, 'Europe/London');
    await harness.setTimeZone(tokyo, 'Asia/Tokyo');
    londonDevice = harness.service.device(`london-${london.id}`);
    tokyoDevice = harness.service.device(`tokyo-${tokyo.id}`);
    await harness.subscribe(london, londonDevice);
    await harness.subscribe(tokyo, tokyoDevice);
    // Only the pair-streak reminder at first: the review reminder is checked with the daily cap.
    for (const user of [london, tokyo]) expect((await as(harness.context.app, user).patch('/api/users/me/push-settings', { kinds: { reviewReminder: false } })).statusCode).toBe(200);
    await bothLearnedOn('2026-12-08', '2026-12-09');
  });

  it("goes once per pair in each partner's own evening, never in quiet hours", async () => {
    const from = harness.service.received.length;
    await harness.runReminders('2026-12-10T08:00:00Z'); // London 08:00, Tokyo 17:00: nobody's evening
    expect(harness.pushesTo(tokyoDevice, from)).toEqual([]);
    await harness.runReminders('2026-12-10T10:00:00Z'); // Tokyo 19:00
    await harness.runReminders('2026-12-10T10:15:00Z'); // the next quarter: already sent
    await harness.runReminders('2026-12-10T12:45:00Z'); // Tokyo 21:45, still evening: already sent
    const tokyoPushes = harness.pushesTo(tokyoDevice, from);
    expect(tokyoPushes).toHaveLength(1);
    expect(tokyoPushes[0]).toMatchObject({ kind: 'pairStreak', title: 'Your 2-day pair streak with Lon is at risk', url: `/chat/${matchId}` });
    expect(harness.pushesTo(londonDevice, from)).toEqual([]);

    // London's evening; London has quiet hours from 18:30, so nothing until they end at 21:00.
    expect((await as(harness.context.app, london).patch('/api/users/me/push-settings', { quietStart: 18 * 60 + 30, quietEnd: 21 * 60 })).statusCode).toBe(200);
    await harness.runReminders('2026-12-10T19:00:00Z');
    await harness.runReminders('2026-12-10T20:45:00Z');
    expect(harness.pushesTo(londonDevice, from)).toEqual([]);
    await harness.runReminders('2026-12-10T21:00:00Z'); // London 21:00: quiet hours over, still evening
    await harness.runReminders('2026-12-10T21:30:00Z');
    expect(harness.pushesTo(londonDevice, from).map((push) => push.kind)).toEqual(['pairStreak']);
    expect(harness.pushesTo(tokyoDevice, from)).toHaveLength(1); // Tokyo is at 06:00 on the 11th: not evening, and quiet
    await as(harness.context.app, london).patch('/api/users/me/push-settings', { quietStart: 22 * 60, quietEnd: 8 * 60 });
  });

  it('not when either partner learned today', async () => {
    await bothLearnedOn('2026-12-10');
    await harness.context.database.db.insert(activityDays).values({ userId: tokyo.id, kind: 'vocabulary', day: '2026-12-11' });
    const from = harness.service.received.length;
    await harness.runReminders('2026-12-11T10:00:00Z'); // Tokyo 19:00, Tokyo learned today
    await harness.runReminders('2026-12-11T19:00:00Z'); // London 19:00 on the 11th: Tokyo learned on the 11th (the pair's open day)
    expect(harness.service.received.slice(from).filter((push) => [tokyoDevice.name, londonDevice.name].includes(push.device))).toEqual([]);
  });

  it('never a third push in a day: the review reminder and a message after the streak reminder', async () => {
    await bothLearnedOn('2026-12-11');
    expect((await as(harness.context.app, tokyo).patch('/api/users/me/push-settings', { kinds: { reviewReminder: true } })).statusCode).toBe(200);
    const from = harness.service.received.length;
    await harness.runReminders('2026-12-12T10:00:00Z'); // Tokyo 19:00: the usual hour without history is 19:00 too
    expect(
      harness
        .pushesTo(tokyoDevice, from)
        .map((push) => push.kind)
        .sort(),
    ).toEqual(['pairStreak', 'reviewReminder']);
    harness.setNow('2026-12-12T10:20:00Z');
    expect((await as(harness.context.app, london).post(`/api/matches/${matchId}/messages`, { content: 'third one', clientId: randomUUID() })).statusCode).toBe(201);
    await harness.context.app.services.jobs.drained();
    expect(harness.pushesTo(tokyoDevice, from)).toHaveLength(2);
    const day = await harness.context.database.db
      .select()
      .from(pushDeliveries)
      .where(and(eq(pushDeliveries.userId, tokyo.id), eq(pushDeliveries.localDay, '2026-12-12')));
    expect(day).toHaveLength(2);
    // The next Tokyo day the budget is back: the message push goes.
    harness.setNow('2026-12-13T01:00:00Z'); // Tokyo 10:00
    await as(harness.context.app, london).post(`/api/matches/${matchId}/messages`, { content: 'next day', clientId: randomUUID() });
    await harness.context.app.services.jobs.drained();
    await harness.service.waitFor(from + 3);
    expect(harness.pushesTo(tokyoDevice, from).at(-1)).toMatchObject({ kind: 'newMessage', body: 'next day' });
    await as(harness.context.app, tokyo).patch('/api/users/me/push-settings', { kinds: { reviewReminder: false } });
  });

  it('pauses after 5 ignored in a row, says so in the settings, and one tap resumes it', async () => {
    // The earlier London pushes went untapped; a tap ends that run.
    const [last] = await harness.context.database.db.select({ id: pushDeliveries.id }).from(pushDeliveries).where(eq(pushDeliveries.userId, london.id)).orderBy(desc(pushDeliveries.id)).limit(1);
    expect((await as(harness.context.app, london).post(`/api/push/deliveries/${last!.id}/click`)).statusCode).toBe(204);
    const from = harness.service.received.length;
    const evenings = ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18', '2026-12-19'];
    await bothLearnedOn('2026-12-12', '2026-12-13');
    for (const day of evenings) {
      await harness.runReminders(`${day}T19:30:00Z`); // London 19:30
      await bothLearnedOn(day); // they learned later that night: the streak goes on
    }
    expect(harness.pushesTo(londonDevice, from).map((push) => push.kind)).toEqual(['pairStreak', 'pairStreak', 'pairStreak', 'pairStreak', 'pairStreak']);
    const settings = await harness.settingsOf(london);
    expect(settings.paused).toEqual(['pairStreak']);
    expect(settings.kinds.pairStreak).toBe(true);

    const resumed = await as(harness.context.app, london).post('/api/users/me/push-settings/resume', { kind: 'pairStreak' });
    expect(resumed.statusCode).toBe(200);
    expect(pushSettingsSchema.parse(resumed.json()).paused).toEqual([]);
    await harness.runReminders('2026-12-20T19:30:00Z');
    const after = harness.pushesTo(londonDevice, from);
    expect(after).toHaveLength(6);
    // A tap counts: four ignored then one tapped never pauses.
    expect((await as(harness.context.app, london).post(`/api/push/deliveries/${after.at(-1)!.deliveryId}/click`)).statusCode).toBe(204);
    expect((await harness.settingsOf(london)).paused).toEqual([]);
  });

  it('the export lists settings and subscriptions without the endpoint; deletion removes them', async () => {
    const exported = await as(harness.context.app, london).get('/api/users/me/export');
    expect(exported.statusCode, exported.body).toBe(200);
    const body = exported.json() as { push: { settings: object; subscriptions: Array<{ endpointHost: string }>; deliveries: unknown[] } };
    expect(body.push.subscriptions).toEqual([expect.objectContaining({ endpointHost: new URL(harness.service.url).host })]);
    expect(body.push.deliveries.length).toBeGreaterThan(0);
    expect(exported.body).not.toContain(londonDevice.keys.auth);
    expect(exported.body).not.toContain('/push/');
    const deleted = await as(harness.context.app, london).delete('/api/users/me', { password: london.password });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await harness.context.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, london.id))).toEqual([]);
    expect(await harness.context.database.db.select().from(pushDeliveries).where(eq(pushDeliveries.userId, london.id))).toEqual([]);
  });
});
