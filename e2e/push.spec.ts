/**
 * Web push end to end in a real browser (docs/decisions/052-push-and-reminders.md, 060-push-in-the-browser-and-reminders-across-instances.md).
 *
 * What a browser vendor's push service does cannot happen here: headless Chromium's PushManager.subscribe()
 * registers with Google's push service (it fails at once in a Playwright context, which is off the record, and
 * never answers in a real profile without that network), and Chromium would hand out an endpoint on that
 * service anyway. So the one thing this test provides is the subscription the browser would have returned:
 * PushManager.subscribe/getSubscription answer with an endpoint at the test's local push service and keys
 * whose private halves that service holds, and record the applicationServerKey the page passed. Everything
 * else is the app's own code: the tap on "Turn on push notifications", the permission request, the server's
 * VAPID key, the subscription the page posts, the teach-back card that enqueues the push, the server's
 * encrypted and signed request (decrypted and verified by server/test/local-push-service.ts as a push service
 * would), and the real service worker, to which CDP delivers the decrypted payload as Chromium does after
 * its push service hands one over. Its notification is then clicked through the worker's own
 * notificationclick listener (no browser API clicks a notification: the event is dispatched in the worker),
 * which reports the tap and takes the open tab to the conversation.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { startLocalPushService, type LocalDevice, type LocalPushService } from '../server/test/local-push-service';
import { expect, test } from './support/fixtures';
import { passQuizViaApi } from './support/quiz';
import { openMatchedPair } from './support/social';

test.use({ serviceWorkers: 'allow' });

const QUESTION = 'What does a Bitcoin full node check before it accepts a block?';

/** The subscription a browser's push service would have returned, at the test's local push service. */
async function subscribeAtLocalPushService(page: Page, device: LocalDevice): Promise<void> {
  await page.addInitScript((subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) => {
    const toBase64Url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)).buffer;
    const stored = () => localStorage.getItem('e2e-push-subscribed') === '1';
    const made = (applicationServerKey: string) => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: {
        userVisibleOnly: true,
        applicationServerKey: fromBase64Url(applicationServerKey),
      },
      getKey: (name: 'p256dh' | 'auth') => fromBase64Url(subscription.keys[name]),
      toJSON: () => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        keys: subscription.keys,
      }),
      unsubscribe: async () => {
        localStorage.removeItem('e2e-push-subscribed');
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      if (!options?.userVisibleOnly || !key || typeof key === 'string') throw new DOMException('userVisibleOnly and a key are required', 'NotAllowedError');
      const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : new Uint8Array(key.buffer, key.byteOffset, key.byteLength);
      localStorage.setItem('e2e-push-subscribed', '1');
      localStorage.setItem('e2e-push-application-server-key', toBase64Url(bytes));
      return made(toBase64Url(bytes)) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      const key = localStorage.getItem('e2e-push-application-server-key');
      return stored() && key ? (made(key) as unknown as PushSubscription) : null;
    };
  }, device);
}

/** Delivers a push payload to the page's service worker as Chromium does (CDP knows it by its registration id). */
async function pushToServiceWorker(context: BrowserContext, page: Page): Promise<{ send: (data: string) => Promise<void> }> {
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, { scopeURL: string; isDeleted: boolean }>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    for (const registration of event.registrations) registrations.set(registration.registrationId, registration);
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await expect.poll(() => [...registrations.values()].some((registration) => !registration.isDeleted && registration.scopeURL === `${origin}/`)).toBe(true);
  const [registrationId] = [...registrations.entries()].find(([, registration]) => !registration.isDeleted && registration.scopeURL === `${origin}/`) ?? [];
  return {
    send: async (data) => {
      // A push delivered to a registration whose worker is not active yet is dropped: wait for the active one.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: registrationId as string,
        data,
      });
    },
  };
}

test.describe('web push in the browser', () => {
  let pushService: LocalPushService;

  test.beforeEach(async () => {
    pushService = await startLocalPushService();
  });

  test.afterEach(async () => {
    await pushService.close();
  });

  test('Bob turns push on, Alice sends a teach-back card: the encrypted push arrives, the service worker shows it, a tap opens the conversation', async ({ browser }) => {
    test.setTimeout(120_000);
    const { pageA, pageB, matchId, alice, close } = await openMatchedPair(browser, { alice: 'Alice', bob: 'Bob' });
    try {
      const contextB = pageB.context();
      await contextB.grantPermissions(['notifications']);
      const device = pushService.device('bob-phone');
      await subscribeAtLocalPushService(pageB, device);
      // No quiet hours for Bob: the run can fall at any hour of his day.
      expect(
        (
          await pageB.request.patch('/api/users/me/push-settings', {
            data: { quietStart: 0, quietEnd: 0 },
          })
        ).status(),
      ).toBe(200);

      // Nothing asks for permission on load.
      await pageB.goto('/profile');
      await expect.poll(() => pageB.evaluate(() => Notification.permission)).toBe('granted');
      await expect.poll(() => pageB.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true);
      await pageB.getByRole('tab', { name: 'Preferences' }).click();
      await pageB.getByRole('button', { name: /Notification Settings/ }).click();
      const settings = pageB.getByRole('dialog', {
        name: 'Notification Settings',
      });
      await settings.getByRole('button', { name: 'Turn on push notifications' }).click();
      await expect(settings.getByRole('button', { name: 'Turn off on this browser' })).toBeVisible();
      const settingsNow = (await (await pageB.request.get('/api/users/me/push-settings')).json()) as { devices: number };
      expect(settingsNow.devices).toBe(1);
      const applicationServerKey = await pageB.evaluate(() => localStorage.getItem('e2e-push-application-server-key'));
      const { publicKey } = (await (await pageB.request.get('/api/push/config')).json()) as { publicKey: string };
      expect(applicationServerKey).toBe(publicKey);
      await settings.getByRole('button', { name: 'Close' }).click();

      // Alice sends a teach-back card; the server encrypts a push for Bob's subscription.
      expect(
        (
          await pageA.request.post('/api/learning/progress', {
            data: { moduleId: 1 },
          })
        ).status(),
      ).toBeLessThan(300);
      expect((await passQuizViaApi(pageA.request, 1, '01-bitcoin-basics.json')).status()).toBe(200);
      const card = await pageA.request.post(`/api/matches/${matchId}/teach-backs`, {
        data: {
          moduleId: 1,
          question: {
            kind: 'custom',
            question: QUESTION,
            options: ['Every rule of the protocol', 'Only the miner fee'],
            correctAnswer: 0,
            explanation: '',
          },
        },
      });
      expect(card.status(), await card.text()).toBe(201);

      await expect.poll(() => pushService.received.filter((push) => (push.payload as { kind: string }).kind === 'teachBack').length, { timeout: 30_000 }).toBe(1);
      const push = pushService.received.find((received) => (received.payload as { kind: string }).kind === 'teachBack');
      expect(push?.device).toBe('bob-phone');
      // Signed with the key the page subscribed with; the card itself never travels in a push.
      expect(push?.vapidPublicKey).toBe(publicKey);
      expect(push?.payload).toMatchObject({
        kind: 'teachBack',
        title: 'A teach-back card is waiting',
        body: `${alice.displayName} sent you a card to answer.`,
        url: `/chat/${matchId}`,
      });
      expect(JSON.stringify(push?.payload)).not.toContain('Bitcoin full node');
      const deliveryId = (push?.payload as { deliveryId: number }).deliveryId;
      expect(Number.isInteger(deliveryId)).toBe(true);

      // Chromium hands the decrypted payload to the service worker, which shows the notification.
      await pageB.goto('/discover');
      const worker = await pushToServiceWorker(contextB, pageB);
      await worker.send(JSON.stringify(push?.payload));
      const shown = () =>
        pageB.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
            title: notification.title,
            body: notification.body,
            data: notification.data as unknown,
          })),
        );
      await expect.poll(shown).toEqual([
        {
          title: 'A teach-back card is waiting',
          body: `${alice.displayName} sent you a card to answer.`,
          data: { url: `/chat/${matchId}`, deliveryId },
        },
      ]);

      // A tap: the worker reports it to the server and takes the open tab to the conversation.
      const [serviceWorker] = contextB.serviceWorkers();
      expect(serviceWorker).toBeDefined();
      const clickReported = contextB.waitForEvent('response', (response) => response.url().endsWith(`/api/push/deliveries/${deliveryId}/click`));
      await serviceWorker?.evaluate(`(async () => {
        const [notification] = await self.registration.getNotifications();
        self.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
      })()`);
      expect((await clickReported).status()).toBe(204);
      await expect(pageB).toHaveURL(new RegExp(`/chat/${matchId}$`));
      await expect(pageB.getByRole('article', { name: QUESTION })).toBeVisible({
        timeout: 20_000,
      });
      await expect.poll(shown).toEqual([]);
      await pageB.screenshot({
        path: `reports/screenshots/push-opened-chat-${test.info().project.name}.png`,
      });
    } finally {
      await close();
    }
  });
});
