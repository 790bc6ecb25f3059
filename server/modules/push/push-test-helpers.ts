/**
 * The web-push test harness (docs/decisions/052-push-and-reminders.md): the real app with VAPID keys and a movable
 * clock, and a local push service that checks the VAPID signature and decrypts the RFC 8291 payload with the
 * subscription's keys. `startPushHarness()` starts both before a file's tests and stops them after.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, expect } from 'vitest';
import { pushPayloadSchema, pushSettingsSchema, type PushPayload } from '../../../shared/contracts/push';
import { users } from '../../db/schema';
import { startLocalPushService, type LocalDevice, type LocalPushService } from '../../test/local-push-service';
import { as, createTestContext, type TestContext, type TestUser } from '../../test/test-app';

export const VAPID = webpush.generateVAPIDKeys();
export const PUSH_ENV = { VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey, VAPID_SUBJECT: 'mailto:ops@coinmates.test', PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' };

export interface PushHarness {
  readonly context: TestContext;
  readonly service: LocalPushService;
  /** Moves the app's clock. */
  setNow(at: string): void;
  subscribe(user: TestUser, device: LocalDevice): Promise<void>;
  settingsOf(user: TestUser): Promise<ReturnType<typeof pushSettingsSchema.parse>>;
  setTimeZone(user: TestUser, timeZone: string): Promise<void>;
  /** Pushes received for one device since `from` (an index into the service's list). */
  pushesTo(device: LocalDevice, from?: number): PushPayload[];
  /** Runs the reminders job with the clock at `at`. */
  runReminders(at: string): Promise<void>;
}

export function startPushHarness(): PushHarness {
  let now = new Date();
  let context: TestContext | undefined;
  let service: LocalPushService | undefined;
  beforeAll(async () => {
    service = await startLocalPushService();
    context = await createTestContext({ env: PUSH_ENV, clock: () => now });
  });
  afterAll(async () => {
    await context?.close();
    await service?.close();
  });
  const started = () => {
    if (!context || !service) throw new Error('the push harness starts in beforeAll');
    return { context, service };
  };
  return {
    get context() {
      return started().context;
    },
    get service() {
      return started().service;
    },
    setNow(at) {
      now = new Date(at);
    },
    async subscribe(user, device) {
      const response = await as(started().context.app, user).post('/api/push/subscriptions', { endpoint: device.endpoint, keys: device.keys });
      expect(response.statusCode, response.body).toBe(204);
    },
    async settingsOf(user) {
      const response = await as(started().context.app, user).get('/api/users/me/push-settings');
      expect(response.statusCode, response.body).toBe(200);
      return pushSettingsSchema.parse(response.json());
    },
    async setTimeZone(user, timeZone) {
      await started().context.database.db.update(users).set({ timeZone }).where(eq(users.id, user.id));
    },
    pushesTo(device, from = 0) {
      return started()
        .service.received.slice(from)
        .filter((push) => push.device === device.name)
        .map((push) => pushPayloadSchema.parse(push.payload));
    },
    async runReminders(at) {
      now = new Date(at);
      const { app } = started().context;
      await app.services.jobs.enqueue('push.reminders', {});
      await app.services.jobs.drained();
    },
  };
}
