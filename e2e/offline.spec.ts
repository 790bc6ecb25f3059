/**
 * Offline that keeps its promise (docs/decisions/058-offline-outbox.md), on a phone with the service worker on:
 * a member offline likes two coins, answers three terms and writes two messages; all show as waiting, outlive
 * a reload made offline (IndexedDB), and once back online are stored once each, in order, with no error toast
 * (checked on the server as the partner sees it). A write the server refuses shows as failed with Retry / Discard.
 */
import type { Page } from '@playwright/test';
import { createUserViaApi, expect, test, toasts } from './support/fixtures';
import { dismissMatchCelebrations, makeMatch } from './support/social';

test.use({ serviceWorkers: 'allow' });

async function controlledByServiceWorker(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true);
}

test.describe('offline writes', () => {
  test('likes, answers and messages made offline survive a reload and are saved once each, in order', async ({ page, context, browser }) => {
    test.setTimeout(120_000);
    const partnerContext = await browser.newContext();
    const suffix = Math.random().toString(36).slice(2, 7);
    const alice = await createUserViaApi(page.request, { displayName: `Alice ${suffix}` });
    const bob = await createUserViaApi(partnerContext.request, { displayName: `Bob ${suffix}` });
    const matchId = await makeMatch(page.request, partnerContext.request, bob.id);
    // The new match's live celebration may arrive once the page is open: it is not what this test looks at.
    await dismissMatchCelebrations(page);
    await page.addLocatorHandler(page.getByRole('dialog', { name: "It's a Match!" }), (dialog) => dialog.getByRole('button', { name: 'Continue Swiping' }).click(), { noWaitAfter: true });

    // Online first: the worker installs and keeps the pages and data read (the deck, the terms, the chat).
    await page.goto('/');
    await controlledByServiceWorker(page);
    await page.reload();
    const deck = (await (await page.request.get('/api/cryptos/unswipped')).json()) as { items: Array<{ id: number; name: string }> };
    const [first, second] = deck.items;
    await expect(page.getByTestId('top-card')).toHaveAttribute('aria-label', first?.name ?? '');
    const terms = (await (await page.request.get('/api/vocabulary/user/next')).json()) as Array<{ id: number; term: string }>;
    await page.goto('/vocabulary');
    await expect(page.getByText(/Term 1 of \d+/)).toBeVisible();
    await page.goto(`/chat/${matchId}`);
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByTestId('top-card')).toHaveAttribute('aria-label', first?.name ?? '');

    await context.setOffline(true);
    // Two likes: the cards go, and the screen says they are kept.
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(page.getByTestId('top-card')).toHaveAttribute('aria-label', second?.name ?? '');
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(page.getByTestId('queued-swipe')).toContainText('2 swipes kept on this device');
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('discover-pending-390.png') });

    // Three answers.
    await page.goto('/vocabulary');
    for (let answered = 0; answered < 3; answered += 1) {
      await page.getByRole('button', { name: 'Show definition' }).click();
      await page.getByRole('button', { name: answered === 1 ? 'Still Learning' : 'Mark as Mastered' }).click();
      await expect(page.getByTestId('queued-review')).toContainText(`${answered + 1} ${answered === 0 ? 'answer' : 'answers'} kept on this device`);
    }
    await expect(page.getByText(`Term 1 of ${terms.length - 3}`)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('vocabulary-pending-390.png') });

    // Two messages, in order.
    await page.goto(`/chat/${matchId}`);
    const box = page.getByRole('textbox', { name: 'Message' });
    for (const text of ['Offline one: what is a validator?', 'Offline two: and slashing?']) {
      await box.fill(text);
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByTestId('queued-message').filter({ hasText: text })).toContainText('Will send when you are back online');
    }

    // A reload offline: everything is still there (IndexedDB), still waiting.
    await page.reload();
    await expect(page.getByTestId('queued-message')).toHaveCount(2);
    await expect(page.getByTestId('queued-message').nth(0)).toContainText('Offline one');
    await expect(page.getByTestId('queued-message').nth(1)).toContainText('Offline two');
    await page.screenshot({ path: test.info().outputPath('chat-pending-390.png') });

    // Who sends once back online: the worker's Background Sync or the page (one Web Lock: never both for one item).
    const messageSends: Array<'worker' | 'page'> = [];
    context.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/api/matches/${matchId}/messages`)) messageSends.push(request.serviceWorker() ? 'worker' : 'page');
    });
    await context.setOffline(false);
    await expect(page.getByTestId('queued-message')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByText('Offline two: and slashing?')).toBeVisible();
    await expect(toasts(page).getByText(/Error|Failed/)).toHaveCount(0);

    // The server has each once, in order: the messages as the partner reads them, the likes, the answers.
    const messages = (await (await partnerContext.request.get(`/api/matches/${matchId}/messages`)).json()) as Array<{ content: string; senderId: number }>;
    expect(messages.filter((message) => message.senderId === alice.id).map((message) => message.content)).toEqual(['Offline one: what is a validator?', 'Offline two: and slashing?']);
    // Each message went out once, by one sender (which one depends on which the browser ran first).
    expect(messageSends).toHaveLength(2);
    test.info().annotations.push({ type: 'outbox sender', description: messageSends.join(', ') });
    const preferences = (await (await page.request.get('/api/preferences')).json()) as Array<{ coinId: number; liked: boolean }>;
    expect(preferences.filter((preference) => preference.coinId === first?.id || preference.coinId === second?.id)).toEqual(
      expect.arrayContaining([
        { coinId: first?.id, liked: true },
        { coinId: second?.id, liked: true },
      ]),
    );
    await expect.poll(async () => (await (await page.request.get('/api/vocabulary/user/stats')).json()) as { learned: number; mastered: number }).toMatchObject({ learned: 3, mastered: 2 });
    await page.goto('/');
    await expect(page.getByTestId('queued-swipe')).toHaveCount(0);
    await partnerContext.close();
  });

  test('a message the server refuses is shown as failed, with Retry and Discard', async ({ page, context, browser }) => {
    test.setTimeout(90_000);
    const partnerContext = await browser.newContext();
    const suffix = Math.random().toString(36).slice(2, 7);
    await createUserViaApi(page.request, { displayName: `Alice ${suffix}` });
    const bob = await createUserViaApi(partnerContext.request, { displayName: `Bob ${suffix}` });
    const matchId = await makeMatch(page.request, partnerContext.request, bob.id);
    // The new match's live celebration may arrive once the page is open: it is not what this test looks at.
    await dismissMatchCelebrations(page);
    await page.goto('/');
    await controlledByServiceWorker(page);
    await page.goto(`/chat/${matchId}`);
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('textbox', { name: 'Message' }).fill('Are you still there?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('queued-message')).toContainText('Will send when you are back online');
    // Meanwhile the partner ends the match: the server will refuse the message (a 4xx).
    expect((await partnerContext.request.delete(`/api/matches/${matchId}`)).ok()).toBe(true);

    await context.setOffline(false);
    const failed = page.getByTestId('queued-message');
    await expect(failed).toHaveAttribute('data-status', 'failed', { timeout: 20_000 });
    await expect(failed.getByRole('alert')).toContainText('Not sent');
    await page.screenshot({ path: test.info().outputPath('chat-failed-390.png') });
    // Retry asks again (and is refused again); Discard removes it for good.
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(failed).toHaveAttribute('data-status', 'failed');
    await failed.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByTestId('queued-message')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('queued-message')).toHaveCount(0);
    await partnerContext.close();
  });
});

test('offline, each screen shows what it kept and says what needs the network: no empty, wrong or endless states', { tag: '@desktop' }, async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  const partnerContext = await browser.newContext();
  const suffix = Math.random().toString(36).slice(2, 7);
  await createUserViaApi(page.request, { displayName: `Alice ${suffix}` });
  const bob = await createUserViaApi(partnerContext.request, { displayName: `Bob ${suffix}` });
  await makeMatch(page.request, partnerContext.request, bob.id);
  // The new match's live celebration may arrive once the page is open: it is not what this test looks at.
  await dismissMatchCelebrations(page);
  await page.addLocatorHandler(page.getByRole('dialog', { name: "It's a Match!" }), (dialog) => dialog.getByRole('button', { name: 'Continue Swiping' }).click(), { noWaitAfter: true });
  await page.goto('/');
  await controlledByServiceWorker(page);
  for (const path of ['/profile', '/messages', '/learn', '/vocabulary']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
  }

  await context.setOffline(true);
  const shot = test.info().project.name === 'phone' ? '390' : '1280';
  // The profile read before: the person's profile, not "Profile Not Found".
  await page.goto('/profile');
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(page.getByText('Profile Not Found')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Alice ${suffix}` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`profile-offline-${shot}.png`) });
  // The conversations read before.
  await page.goto('/messages');
  await expect(page.getByRole('link', { name: new RegExp(`Bob ${suffix}`) })).toBeVisible();
  // A module never opened: says it was not saved on this device, not "try again later".
  await page.goto('/learn/3');
  await expect(page.getByText('You are offline, and this was not saved on this device yet.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`module-offline-${shot}.png`) });
  // The notice sits under the header: the back arrow and the header stay usable.
  const header = await page.getByTestId('app-header').boundingBox();
  const notice = await page.getByTestId('offline-notice').boundingBox();
  expect(notice?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
  await expect(toasts(page).getByText(/Error|Failed/)).toHaveCount(0);
  await context.setOffline(false);
  await partnerContext.close();
});
