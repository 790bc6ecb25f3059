/**
 * Safe links (docs/decisions/044-safe-links.md): a look-alike drainer link is not clickable and says why; an
 * ordinary link opens only through "You are leaving Coinmates" with its real host; a new pair's links are held.
 * Nothing leaves this machine: every request to another host is fulfilled or refused by the test.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { openMatchedPair } from './support/social';

const DRAINER = 'Your wallet needs a resync, claim it at metamask-io.com/claim before midnight';
const LESSON = 'This explains wallets well: https://ethereum.org/en/wallets/';
const NOTES = 'My DeFi notes are at example.com/defi-notes';

/**
 * The only outside page the test lets a browser see, served by the test itself; every other outside request
 * is refused. Routed per page: a route on the whole context blocks the app's service worker registration.
 */
async function keepOffline(target: Page | BrowserContext): Promise<void> {
  await target.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'ethereum.org') return route.fulfill({ contentType: 'text/html', body: '<title>Wallets stand-in</title><h1>Stand-in for ethereum.org</h1>' });
    return route.abort('blockedbyclient');
  });
}

async function sendViaApi(page: Page, matchId: number, content: string): Promise<void> {
  const response = await page.request.post(`/api/matches/${matchId}/messages`, { data: { content } });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('safe links', () => {
  test('a look-alike is blocked with a reason, a new pair holds links, and a safe link opens through the leaving step', async ({ browser }) => {
    test.setTimeout(90_000);
    const { bob, pageA, pageB, matchId, close } = await openMatchedPair(browser);
    for (const page of [pageA, pageB]) await keepOffline(page);
    for (const content of [DRAINER, NOTES, LESSON]) await sendViaApi(pageA, matchId, content);

    await pageB.goto(`/chat/${matchId}`);
    const list = pageB.getByRole('main');
    // A loaded machine can take a while to serve the conversation; everything after it is on the page.
    await expect(list.getByText('Your wallet needs a resync')).toBeVisible({ timeout: 30_000 });

    // The drainer: shown as text, crossed out, with the reason naming the real host; nothing to click.
    await expect(list.getByText('This link looks like metamask.io but is metamask-io.com — a known phishing pattern.', { exact: false })).toBeVisible();
    await expect(pageB.getByRole('button', { name: /metamask-io\.com/ })).toHaveCount(0);
    await expect(pageB.locator('a[href*="metamask-io"]')).toHaveCount(0);
    await expect(pageB.locator('[data-link-verdict="lookalike"]')).toHaveText(/metamask-io\.com\/claim/);

    // A new pair: an ordinary link is held, for the reader ...
    await expect(list.getByText("Links unlock after you've chatted a bit — this keeps new matches safe.")).toBeVisible();
    await expect(pageB.getByRole('button', { name: /example\.com/ })).toHaveCount(0);
    await expect(pageB.locator('[data-link-verdict="held"]')).toHaveText(/example\.com\/defi-notes/);

    // ... and an educational site opens, but only through the leaving step, by keyboard too.
    const open = pageB.getByRole('button', { name: 'Open link to ethereum.org' });
    await open.focus();
    await pageB.keyboard.press('Enter');
    const dialog = pageB.getByRole('dialog', { name: 'You are leaving Coinmates' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('leaving-host')).toHaveText('ethereum.org');
    await expect(dialog.getByText('https://ethereum.org/en/wallets/')).toBeVisible();
    await expectAccessible(pageB);
    await pageB.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();

    await open.click();
    const continueLink = dialog.getByRole('link', { name: 'Continue to ethereum.org' });
    await expect(continueLink).toHaveAttribute('target', '_blank');
    await expect(continueLink).toHaveAttribute('rel', 'noopener noreferrer');
    // The new tab is a page of its own: route the context (pages opened from now on) before it opens.
    await keepOffline(pageB.context());
    const popupOpened = pageB.context().waitForEvent('page');
    await continueLink.click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://ethereum.org/en/wallets/');
    await expect(popup.getByRole('heading', { name: 'Stand-in for ethereum.org' })).toBeVisible();
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(dialog).toHaveCount(0);

    // The sender sees the same: the look-alike blocked, the link held.
    await pageA.goto(`/chat/${matchId}`);
    await expect(pageA.getByRole('heading', { name: bob.displayName })).toBeVisible({ timeout: 30_000 });
    await expect(pageA.getByText('This link looks like metamask.io but is metamask-io.com', { exact: false })).toBeVisible();
    await expect(pageA.getByText("Links unlock after you've chatted a bit", { exact: false })).toBeVisible();
    await expect(pageA.getByRole('button', { name: /metamask-io\.com|example\.com/ })).toHaveCount(0);
    await close();
  });

  test('hostile links and words do not push the chat sideways from 320 to 430 pixels', async ({ browser }) => {
    test.setTimeout(90_000);
    const { pageB, pageA, matchId, close } = await openMatchedPair(browser);
    await keepOffline(pageB);
    const longPath = `https://ethereum.org/${'a'.repeat(40)}/${'b'.repeat(500)}?q=${'c'.repeat(300)}`;
    await sendViaApi(pageA, matchId, `Read ${longPath} now`);
    await sendViaApi(pageA, matchId, `metamask-support-${'x'.repeat(200)}.com/${'y'.repeat(300)}`);
    await sendViaApi(pageA, matchId, `${'w'.repeat(300)} and example.com/${'z'.repeat(300)} 🚀🚀🚀 مرحبا`);
    await pageB.goto(`/chat/${matchId}`);
    await expect(pageB.getByRole('button', { name: 'Open link to ethereum.org' })).toBeVisible({ timeout: 30_000 });
    for (const width of [320, 360, 390, 430]) {
      await pageB.setViewportSize({ width, height: 800 });
      await expect.poll(() => pageB.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${width}px` }).toBeLessThanOrEqual(0);
    }
    await pageB.getByRole('button', { name: 'Open link to ethereum.org' }).click();
    const dialog = pageB.getByRole('dialog', { name: 'You are leaving Coinmates' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY) <= 430).toBe(true);
    await close();
  });
});
