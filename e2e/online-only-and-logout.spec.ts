/**
 * On a phone (docs/decisions/058-offline-outbox.md): offline, the writes that are not kept for later (reactions,
 * message edits, profile edits, logging out) are disabled in advance with "Available when you're back online",
 * while a message still queues. Logging out with writes not sent warns ("2 changes haven't been sent yet"):
 * Send now tries them (the server refuses them again: they stay), Discard drops them, and nothing of this
 * account is left waiting in the browser for the next one.
 */
import type { Page } from '@playwright/test';
import { createUserViaApi, expect, test } from './support/fixtures';
import { dismissMatchCelebrations, makeMatch } from './support/social';

const REASON = "Available when you're back online";

/** The browser's outbox as stored (IndexedDB): each item's owner and status. */
function storedOutbox(page: Page): Promise<Array<{ userId: number; status: string }>> {
  return page.evaluate(
    () =>
      new Promise<Array<{ userId: number; status: string }>>((resolve, reject) => {
        const open = indexedDB.open('coinmates-outbox', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('items', { keyPath: 'seq', autoIncrement: true });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('items').objectStore('items').getAll();
          all.onsuccess = () => {
            resolve((all.result as Array<{ userId: number; status: string }>).map(({ userId, status }) => ({ userId, status })));
            open.result.close();
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

test('offline: online-only controls are disabled with the reason; logout with unsent writes warns, and a discard leaves nothing behind', async ({ page, context, browser }) => {
  test.setTimeout(90_000);
  const partnerContext = await browser.newContext();
  const suffix = Math.random().toString(36).slice(2, 7);
  const alice = await createUserViaApi(page.request, { displayName: `Alice ${suffix}` });
  const bob = await createUserViaApi(partnerContext.request, { displayName: `Bob ${suffix}` });
  const matchId = await makeMatch(page.request, partnerContext.request, bob.id);
  await dismissMatchCelebrations(page);
  expect((await partnerContext.request.post(`/api/matches/${matchId}/messages`, { data: { content: 'Hi Alice, shall we study staking?' } })).status()).toBe(201);

  await page.goto(`/chat/${matchId}`);
  const bubble = page.locator('li', { hasText: 'Hi Alice, shall we study staking?' });
  await expect(bubble).toBeVisible();

  await context.setOffline(true);
  // A reaction is not kept offline: disabled before the tap, with the reason; Reply still works.
  await bubble.getByRole('button', { name: 'Message actions' }).click();
  const actions = page.getByRole('dialog', { name: 'Message actions' });
  await expect(actions.getByRole('button', { name: 'Thumbs up' })).toBeDisabled();
  await expect(actions.getByRole('button', { name: 'Report this message' })).toBeDisabled();
  await expect(actions.getByText(REASON)).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Reply' })).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('message-actions-offline-390.png') });
  await page.keyboard.press('Escape');
  // A message is kept for later.
  const box = page.getByRole('textbox', { name: 'Message' });
  for (const text of ['Offline one', 'Offline two']) {
    await box.fill(text);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('queued-message').filter({ hasText: text })).toContainText('Will send when you are back online');
  }
  // Meanwhile Bob ends the match: back online, the server refuses both (they stay, failed).
  expect((await partnerContext.request.delete(`/api/matches/${matchId}`)).ok()).toBe(true);
  await context.setOffline(false);
  await expect
    .poll(() => storedOutbox(page), { timeout: 20_000 })
    .toEqual([
      { userId: alice.id, status: 'failed' },
      { userId: alice.id, status: 'failed' },
    ]);

  await page.goto('/profile');
  const logOut = page.getByRole('button', { name: 'Log Out' });
  await expect(logOut).toBeEnabled();
  // Offline: logging out and saving the profile need the network.
  await context.setOffline(true);
  await expect(logOut).toBeDisabled();
  await expect(page.getByText(REASON)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('profile-offline-390.png') });
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await context.setOffline(false);

  await logOut.click();
  const warning = page.getByRole('dialog', { name: "2 changes haven't been sent yet" });
  await expect(warning).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('logout-warning-390.png') });
  // Send now: refused again, so they stay, and the person is still signed in and asked.
  await warning.getByRole('button', { name: 'Send now and log out' }).click();
  await expect(warning.getByRole('button', { name: 'Send now and log out' })).toBeEnabled();
  await expect(warning).toBeVisible();
  expect(await storedOutbox(page)).toHaveLength(2);
  await warning.getByRole('button', { name: 'Discard and log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedOutbox(page)).toEqual([]);
  expect((await page.request.get('/api/auth/status')).status()).toBe(401);
  await partnerContext.close();
});
