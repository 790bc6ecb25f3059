/**
 * Reminders across three instances (docs/decisions/060-push-in-the-browser-and-reminders-across-instances.md):
 * three app instances on one PostgreSQL database and one Redis, each with its own pg-boss queue and its
 * own reminder scheduler (every second here instead of every 15 minutes), behind haproxy, through which
 * the users sign up, match and subscribe. The clock is moved to each partner's evening (Tokyo, then
 * London) and every instance's reminder job also runs at the same instant as the others' on top of the
 * schedule: each partner still gets one pair-streak push in their own evening. The pushes are the real
 * encrypted web-push requests, decrypted at a local push service. Needs real PostgreSQL and Redis (CI).
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { activityDays, pushDeliveries, users } from '../../db/schema';
import type { JobHandler, JobName, JobQueue } from '../../jobs/job-queue';
import { createPgBossJobQueue } from '../../jobs/pg-boss-job-queue';
import { createLiveServices, type LiveServices } from '../../live/live-services';
import { findHaproxy, startLoadBalancer, type LoadBalancer } from '../../test/haproxy';
import { createApiClient, type ApiUser } from '../../test/http-chat-client';
import { listenOnLoopback } from '../../test/live-client';
import { startLocalPushService, type LocalDevice, type LocalPushService } from '../../test/local-push-service';
import { freePort } from '../../test/server-process';
import { TEST_RATE_LIMITS, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';

const redisUrl = process.env.TEST_REDIS_URL;
const isPostgres = process.env.TEST_DB_KIND === 'postgres';
const haproxy = findHaproxy();
const VAPID = webpush.generateVAPIDKeys();
const INSTANCES = 3;
const silent = { info: () => undefined, warn: () => undefined };
const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

interface Instance {
  app: TestApp;
  port: number;
  database: DatabaseHandle;
  live: LiveServices;
  jobs: JobQueue;
  /** This instance's own reminder handler, as its queue runs it. */
  runReminders: () => Promise<void>;
}

/** The instance's pg-boss queue, counting the reminder runs it completes and keeping its handler. */
function countingQueue(
  queue: JobQueue,
  onReminderRun: () => void,
): {
  queue: JobQueue;
  reminders: () => JobHandler<'push.reminders'> | undefined;
} {
  let reminders: JobHandler<'push.reminders'> | undefined;
  return {
    reminders: () => reminders,
    queue: {
      ...queue,
      work<N extends JobName>(name: N, handler: JobHandler<N>) {
        if (name !== 'push.reminders') return queue.work(name, handler);
        const counted = (async (payload: Parameters<JobHandler<'push.reminders'>>[0]) => {
          await (handler as JobHandler<'push.reminders'>)(payload);
          onReminderRun();
        }) as JobHandler<N>;
        reminders = counted as JobHandler<'push.reminders'>;
        return queue.work(name, counted);
      },
    },
  };
}

describe.skipIf(!redisUrl || !isPostgres)('reminders across three instances behind haproxy', () => {
  let primary: DatabaseHandle & { url?: string };
  let pushService: LocalPushService;
  let balancer: LoadBalancer | undefined;
  const instances: Instance[] = [];
  const reminderRuns: number[] = [];
  let now = new Date('2026-12-10T06:00:00Z');

  beforeAll(async () => {
    pushService = await startLocalPushService();
    primary = await createTestDatabase();
    const prefix = `coinmates-test:${process.pid}:${Math.floor(Math.random() * 1e9)}:`;
    const config = loadConfig({
      NODE_ENV: 'test',
      MARKET_DATA_URL: 'off',
      LOG_LEVEL: 'silent',
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
      VAPID_SUBJECT: 'mailto:ops@coinmates.test',
      PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
      ...TEST_RATE_LIMITS,
    });
    for (let index = 0; index < INSTANCES; index += 1) {
      const database = index === 0 ? primary : await openDatabase({ kind: 'postgres', url: primary.url as string }, { migrate: false });
      const live = createLiveServices({
        redisUrl,
        redisPrefix: prefix,
        log: silent,
      });
      await live.redis?.whenUp();
      reminderRuns.push(0);
      const counting = countingQueue(
        createPgBossJobQueue({
          connectionString: primary.url as string,
          log: silent,
        }),
        () => (reminderRuns[index] = (reminderRuns[index] ?? 0) + 1),
      );
      // One at a time: the first creates pg-boss's schema.
      await counting.queue.start();
      const app = await buildApp({
        config,
        database,
        userChannel: live.userChannel,
        presence: live.presence,
        rateLimiter: live.rateLimiter,
        jobs: counting.queue,
        logger: false,
        serveClient: false,
        redisStatus: live.redisStatus,
        clock: () => now,
        reminderIntervalMs: 1_000,
      });
      const port = Number((await listenOnLoopback(app)).split(':')[1]);
      const handler = counting.reminders();
      if (!handler) throw new Error('the app did not register its reminder job');
      instances.push({
        app,
        port,
        database,
        live,
        jobs: counting.queue,
        runReminders: () => handler({}),
      });
    }
  }, 120_000);

  afterAll(async () => {
    await balancer?.close();
    for (const instance of [...instances].reverse()) {
      await instance.app.close();
      await instance.jobs.stop();
      await instance.live.close();
      if (instance.database !== primary) await instance.database.close();
    }
    await primary?.close();
    await pushService?.close();
  });

  it('each partner gets one pair-streak push in their own evening, though three schedulers run the reminders', async (context) => {
    if (!haproxy) return context.skip('haproxy is not installed: apt-get install haproxy, or set HAPROXY_PATH (npm test installs it as root on Debian)');
    balancer = await startLoadBalancer(
      haproxy,
      await freePort(),
      await freePort(),
      instances.map((instance) => instance.port),
    );
    for (const instance of instances) await balancer.waitUntilUp(instance.port);

    // Everything a user does goes through the load balancer, so it lands on any of the three.
    const api = createApiClient(balancer.baseUrl);
    const london = await api.register('Lon');
    const tokyo = await api.register('Tok');
    const matchId = await api.match(london, tokyo);
    const devices = new Map<number, LocalDevice>();
    for (const [user, timeZone] of [
      [london, 'Europe/London'],
      [tokyo, 'Asia/Tokyo'],
    ] as Array<[ApiUser, string]>) {
      await primary.db.update(users).set({ timeZone }).where(eq(users.id, user.id));
      // Only the pair-streak reminder: the other kinds would share its daily cap.
      const settings = await api.request(user, 'PATCH', '/api/users/me/push-settings', {
        kinds: {
          newMatch: false,
          newMessage: false,
          reviewReminder: false,
        },
      });
      expect(settings.status).toBe(200);
      const device = pushService.device(`${timeZone}-${user.id}`);
      devices.set(user.id, device);
      const subscribed = await api.request(user, 'POST', '/api/push/subscriptions', { endpoint: device.endpoint, keys: device.keys });
      expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(204);
      // A two-day pair streak, and nobody has learned on the 10th.
      await primary.db.insert(activityDays).values(
        ['2026-12-08', '2026-12-09'].map((day) => ({
          userId: user.id,
          kind: 'vocabulary',
          day,
        })),
      );
    }
    const pushesTo = (user: ApiUser) => pushService.received.filter((push) => push.device === devices.get(user.id)?.name);
    const totalRuns = () => reminderRuns.reduce((sum, count) => sum + count, 0);

    /** Moves the clock, lets the schedules run at least `scheduledRuns` times and every instance at once twice. */
    const eveningOf = async (at: string, recipient: ApiUser) => {
      now = new Date(at);
      const runsBefore = totalRuns();
      await expect.poll(() => pushesTo(recipient).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
      for (let round = 0; round < 2; round += 1) await Promise.all(instances.map((instance) => instance.runReminders()));
      // Sentinel: three more scheduled runs finished after the push and the simultaneous ones.
      const settled = totalRuns() + 3;
      while (totalRuns() < settled) await pause(100);
      expect(totalRuns() - runsBefore).toBeGreaterThanOrEqual(3 + 2 * INSTANCES);
    };

    // The schedulers only start now: three instances, each scheduling the reminder job every second.
    for (const instance of instances) await instance.app.services.startPeriodicJobs();

    await eveningOf('2026-12-10T10:30:00Z', tokyo); // Tokyo 19:30, London 10:30
    expect(pushesTo(tokyo).map((push) => push.payload)).toEqual([
      expect.objectContaining({
        kind: 'pairStreak',
        title: 'Your 2-day pair streak with Lon is at risk',
        url: `/chat/${matchId}`,
      }),
    ]);
    expect(pushesTo(london)).toEqual([]);

    await eveningOf('2026-12-10T19:30:00Z', london); // London 19:30, Tokyo 04:30 on the 11th (quiet hours)
    expect(pushesTo(london).map((push) => push.payload)).toEqual([
      expect.objectContaining({
        kind: 'pairStreak',
        title: 'Your 2-day pair streak with Tok is at risk',
        url: `/chat/${matchId}`,
      }),
    ]);
    expect(pushesTo(tokyo)).toHaveLength(1);

    const rows = await primary.db.select({ userId: pushDeliveries.userId, kind: pushDeliveries.kind }).from(pushDeliveries);
    expect(rows.filter((row) => row.userId === london.id || row.userId === tokyo.id).sort((a, b) => a.userId - b.userId)).toEqual(
      [
        { userId: london.id, kind: 'pairStreak' },
        { userId: tokyo.id, kind: 'pairStreak' },
      ].sort((a, b) => a.userId - b.userId),
    );
    console.info(`reminder runs per instance: ${reminderRuns.join(', ')}; pushes received ${pushService.received.length}`);
  }, 120_000);
});
