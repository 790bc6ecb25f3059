/**
 * The outbox's Background Sync path (docs/decisions/058-offline-outbox.md): writes queued offline are delivered
 * by the service worker's `sync` handler with no app page open to send them. A member likes a coin and writes
 * two messages offline, then closes the tab; back online, the browser's sync event is dispatched to the worker
 * as Chromium does (CDP `ServiceWorker.dispatchSyncEvent`). Every request that delivered a write came from the
 * worker, each write is stored once (in order), a page opened afterwards finds nothing left to send, and a second
 * sync sends nothing again.
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { createUserViaApi, expect, test } from './support/fixtures';
import { dismissMatchCelebrations, makeMatch } from './support/social';

test.use({ serviceWorkers: 'allow' });

const SYNC_TAG = 'coinmates-outbox';

/** A CDP session that knows the origin's service worker registration, to fire its events as the browser does. */
async function serviceWorkerControl(context: BrowserContext, page: Page, origin: string): Promise<{ cdp: CDPSession; registrationId: string }> {
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, { scopeURL: string; isDeleted: boolean }>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    for (const registration of event.registrations) registrations.set(registration.registrationId, registration);
  });
  await cdp.send('ServiceWorker.enable');
  const live = () => [...registrations.entries()].find(([, registration]) => !registration.isDeleted && registration.scopeURL === `${origin}/`)?.[0];
  await expect.poll(live).toBeTruthy();
  return { cdp, registrationId: live() as string };
}

test('writes queued offline with the tab closed are delivered by the service worker’s Background Sync, once each', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL ?? '').origin;
  const partnerContext = await browser.newContext();
  const suffix = Math.random().toString(36).slice(2, 7);
  const alice = await createUserViaApi(page.request, { displayName: `Alice ${suffix}` });
  const bob = await createUserViaApi(partnerContext.request, { displayName: `Bob ${suffix}` });
  const matchId = await makeMatch(page.request, partnerContext.request, bob.id);
  await dismissMatchCelebrations(page);
  await page.addLocatorHandler(page.getByRole('dialog', { name: "It's a Match!" }), (dialog) => dialog.getByRole('button', { name: 'Continue Swiping' }).click(), { noWaitAfter: true });

  // Every write request, by who sent it: the worker (request.serviceWorker()) or a page.
  const sends: Array<{ path: string; by: 'worker' | 'page' }> = [];
  context.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && (path === `/api/matches/${matchId}/messages` || path === '/api/preferences')) sends.push({ path, by: request.serviceWorker() ? 'worker' : 'page' });
  });

  // Online: the worker takes control and keeps the chat and the deck.
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true);
  await page.goto(`/chat/${matchId}`);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await page.goto('/');
  const deck = (await (await page.request.get('/api/cryptos/unswipped')).json()) as { items: Array<{ id: number; name: string }> };
  const liked = deck.items[0];
  await expect(page.getByTestId('top-card')).toHaveAttribute('aria-label', liked?.name ?? '');

  // Offline: one like and two messages wait in the outbox.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByTestId('queued-swipe')).toContainText('1 swipe kept on this device');
  await page.goto(`/chat/${matchId}`);
  const texts = ['Synced one: the worker sends this', 'Synced two: and this after it'];
  for (const text of texts) {
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('queued-message').filter({ hasText: text })).toContainText('Will send when you are back online');
  }
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${origin}/sw.js`);

  // The tab closes while offline: no page is left to send. A blank page (no app code) holds the CDP session.
  await page.close();
  const blank = await context.newPage();
  const { cdp, registrationId } = await serviceWorkerControl(context, blank, origin);
  await context.setOffline(false);
  expect(sends).toEqual([]);

  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: SYNC_TAG, lastChance: false });
  const fromAlice = async () =>
    ((await (await partnerContext.request.get(`/api/matches/${matchId}/messages`)).json()) as Array<{ content: string; senderId: number }>)
      .filter((message) => message.senderId === alice.id)
      .map((message) => message.content);
  await expect.poll(fromAlice, { timeout: 20_000 }).toEqual(texts);
  const likedHere = async () => ((await (await blank.request.get('/api/preferences')).json()) as Array<{ coinId: number; liked: boolean }>).filter((preference) => preference.coinId === liked?.id);
  await expect.poll(likedHere).toEqual([{ coinId: liked?.id, liked: true }]);
  // Each write went out once, in the order made, and only the worker sent it.
  expect(sends).toEqual([
    { path: '/api/preferences', by: 'worker' },
    { path: `/api/matches/${matchId}/messages`, by: 'worker' },
    { path: `/api/matches/${matchId}/messages`, by: 'worker' },
  ]);

  // A page opened now finds its outbox empty; another sync (the worker's answer to it is the sentinel) sends nothing.
  const chat = await context.newPage();
  await chat.goto(`/chat/${matchId}`);
  for (const text of texts) await expect(chat.getByText(text)).toHaveCount(1);
  await expect(chat.getByTestId('queued-message')).toHaveCount(0);
  const answer = chat.evaluate(
    () =>
      new Promise<number>((resolve) => {
        navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string; sent?: unknown[] }>) => {
          if (event.data?.type === 'outbox-sent') resolve(event.data.sent?.length ?? -1);
        });
      }),
  );
  await expect.poll(() => chat.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: SYNC_TAG, lastChance: false });
  expect(await answer).toBe(0);
  expect(sends).toHaveLength(3);
  expect(await fromAlice()).toEqual(texts);
  await partnerContext.close();
});
