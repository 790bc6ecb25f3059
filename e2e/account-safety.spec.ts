import { type Page } from '@playwright/test';
import { createUserViaApi, expect, expectAccessible, loginViaApi, test, toasts, hydrated } from './support/fixtures';
import { openMatchedPair } from './support/social';

const SEED = 'legal winner thank year wave sausage worth useful legal winner thank yellow';

/** Screenshots of the screens this journey covers, per project (390x844 phone, 1280x800 desktop). */
async function snap(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  await page.screenshot({ path: `reports/screenshots/account-safety-${name}-${size?.width ?? 0}x${size?.height ?? 0}.png` });
}

async function openPreferences(page: Page): Promise<void> {
  await page.goto('/profile');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await expect(page.getByRole('button', { name: /Change Password/ })).toBeVisible();
}

test.describe('account safety', () => {
  test('a seed phrase is never sent, and the recipient of a scam-like message sees a warning with report and block', async ({ browser }) => {
    test.setTimeout(90_000);
    const { bob, pageA, pageB, matchId, close } = await openMatchedPair(browser);

    await pageA.goto(`/chat/${matchId}`);
    await expect(pageA.getByRole('heading', { name: bob.displayName })).toBeVisible();
    const note = pageA.getByRole('complementary', { name: 'Chat safety' });
    await expect(note).toContainText('Never share your seed phrase');
    await expect(note.getByRole('link', { name: 'Read: Wallets and Keys' })).toHaveAttribute('href', '/learning/module/3');

    const box = pageA.getByRole('textbox', { name: 'Message' });
    await box.fill(
      `my wallet words: ${SEED.split(' ')
        .map((word, index) => `${index + 1}. ${word}`)
        .join(' ')}`,
    );
    await pageA.getByRole('button', { name: 'Send message' }).click();
    const refusal = pageA.getByRole('alert').filter({ hasText: 'Not sent: this looks like a seed phrase' });
    await expect(refusal).toBeVisible();
    await expect(refusal.getByRole('link', { name: 'Learn why: Wallets and Keys' })).toHaveAttribute('href', '/learning/module/3');
    await expect(box).toHaveValue('');
    await expect(pageA.getByText('sausage')).toHaveCount(0);
    await snap(pageA, 'seed-phrase-blocked');
    await expectAccessible(pageA);

    await note.getByRole('button', { name: 'Dismiss safety note' }).click();
    await expect(note).toHaveCount(0);
    await pageA.reload();
    await expect(pageA.getByRole('heading', { name: bob.displayName })).toBeVisible();
    await expect(pageA.getByRole('complementary', { name: 'Chat safety' })).toHaveCount(0);

    // Hostile content: a 300-character word must not push the warning or the page wider than the phone.
    const scam = `Let's talk on Telegram instead, add me @lucy_trades ${'W'.repeat(300)} 🚀 مرحبا`;
    await box.fill(scam);
    await pageA.getByRole('button', { name: 'Send message' }).click();
    await expect(pageA.getByText(scam)).toBeVisible();
    // The sender never sees the warning.
    await expect(pageA.getByRole('note', { name: /Warning/ })).toHaveCount(0);

    await pageB.goto(`/chat/${matchId}`);
    const warning = pageB.getByRole('note', { name: 'Warning: Moves the chat off Coinmates' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Keep talking here');
    await expect(warning.getByRole('button', { name: 'Report', exact: true })).toBeVisible();
    await expect(warning.getByRole('button', { name: 'Block', exact: true })).toBeVisible();
    await expect(pageB.getByRole('complementary', { name: 'Chat safety' })).toBeVisible();
    const width = await pageB.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(pageB.viewportSize()?.width ?? 0);
    const scroller = await pageB.getByTestId('message-scroller').evaluate((element) => ({ client: element.clientWidth, scroll: element.scrollWidth }));
    expect(scroller.scroll).toBeLessThanOrEqual(scroller.client);
    await warning.scrollIntoViewIfNeeded();
    await snap(pageB, 'scam-warning');
    await expectAccessible(pageB);
    await close();
  });

  test('changing the password signs out the other devices and keeps this one', async ({ browser }) => {
    test.setTimeout(90_000);
    const hereContext = await browser.newContext();
    const elsewhereContext = await browser.newContext();
    const here = await hereContext.newPage();
    const elsewhere = await elsewhereContext.newPage();
    const user = await createUserViaApi(here.request);
    await loginViaApi(elsewhere, user);

    await openPreferences(here);
    await here.getByRole('button', { name: 'Delete account' }).scrollIntoViewIfNeeded();
    await snap(here, 'settings-rows');
    await expectAccessible(here);
    await here.getByRole('button', { name: /Change Password/ }).click();
    const dialog = here.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current password').fill('not my password');
    await dialog.getByLabel('New password', { exact: true }).fill('a new strong passphrase');
    await dialog.getByLabel('Confirm new password').fill('a new strong passphrase');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('Your current password is not correct.')).toBeVisible();
    await snap(here, 'change-password');
    // The pointer rests on the button after the click; its hover tint is not what a reader sees.
    await here.mouse.move(0, 0);
    await expectAccessible(here);

    await dialog.getByLabel('Current password').fill(user.password);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(toasts(here).getByText('Signed out on 1 other device.')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    expect((await elsewhere.request.get('/api/auth/status')).status()).toBe(401);
    await here.reload();
    await expect(here.getByRole('heading', { name: user.displayName })).toBeVisible();
    const relogin = await elsewhere.request.post('/api/auth/login', { data: { username: user.username, password: 'a new strong passphrase' } });
    expect(relogin.status()).toBe(200);
    await hereContext.close();
    await elsewhereContext.close();
  });

  test('hiding my online status takes the online mark away from my match', async ({ browser }) => {
    test.setTimeout(90_000);
    const { alice, pageA, pageB, matchId, close } = await openMatchedPair(browser);
    await pageA.goto('/messages');
    await pageB.goto(`/chat/${matchId}`);
    const header = pageB.getByRole('heading', { name: alice.displayName }).locator('..');
    await expect(header).toContainText('Online');

    await openPreferences(pageA);
    await pageA.getByRole('button', { name: /Privacy Settings/ }).click();
    const dialog = pageA.getByRole('dialog', { name: 'Privacy Settings' });
    const online = dialog.getByRole('switch', { name: 'Show my online status' });
    await expect(online).toBeChecked();
    await online.click();
    await expect(online).not.toBeChecked();
    await snap(pageA, 'privacy-settings');
    await pageA.mouse.move(0, 0);
    await expectAccessible(pageA);

    await expect(header).not.toContainText('Online');
    await pageB.reload();
    await expect(pageB.getByRole('heading', { name: alice.displayName })).toBeVisible();
    await expect(pageB.getByRole('heading', { name: alice.displayName }).locator('..')).not.toContainText('Online');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await pageA.getByRole('button', { name: /Notification Settings/ }).click();
    const notifications = pageA.getByRole('dialog', { name: 'Notification Settings' });
    await notifications.getByRole('switch', { name: 'Messages' }).click();
    await expect(notifications.getByRole('switch', { name: 'Messages' })).not.toBeChecked();
    await snap(pageA, 'notification-settings');
    await notifications.getByRole('button', { name: 'Close' }).click();
    await expect(notifications).toHaveCount(0);
    // Messages toasts are off for Alice: Bob's message arrives without one.
    await pageB.getByRole('textbox', { name: 'Message' }).fill('are you there?');
    await pageB.getByRole('button', { name: 'Send message' }).click();
    await expect(pageB.getByText('are you there?')).toBeVisible();
    // The same live event updates the unread badge: once it shows, the toast would have been raised too.
    await expect(pageA.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
    await expect(toasts(pageA).getByText(/Message from/)).toHaveCount(0);
    await close();
  });
});
