/**
 * What a user does while React hydrates the page (the app has started, hydration is under way), on a slow phone
 * (docs/decisions/048-server-render-and-hydrate.md): each tap, key and link takes effect once, and focus and typed
 * text are kept. The shell and the screen hydrate in slices, as a Suspense boundary (client/app/providers.tsx); an
 * input that reaches a part not hydrated yet makes React hydrate it first, then handle the input.
 */
import type { Page } from '@playwright/test';
import { expect, holdEntryScript, hydrated, test } from './support/fixtures';
import { openMatchedPair } from './support/social';

test.describe('while the page hydrates (CPU 6x slower)', () => {
  /** Holds the entry, opens the page, then lets the app start with the CPU slowed; resolves once React is on the page. */
  async function openWhileHydrating(page: Page, url: string, serverContent: (page: Page) => Promise<void>): Promise<() => Promise<void>> {
    const releaseEntry = await holdEntryScript(page);
    await page.goto(url, { waitUntil: 'commit' });
    await serverContent(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    releaseEntry();
    // React has attached itself to the page: hydration has begun (on this slowed CPU it runs over many tasks).
    await page.waitForFunction(() => Object.keys(document.getElementById('main') ?? {}).some((key) => key.startsWith('__reactFiber$')));
    return async () => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    };
  }

  test('a Like swipes one card, and a tab opens its panel', async ({ page, request }) => {
    test.slow();
    const deck = (await (await request.get('/api/cryptos/unswipped?limit=20')).json()) as { items: Array<{ id: number; name: string }> };
    const [first, second] = deck.items;
    const restore = await openWhileHydrating(page, '/', (page) => expect(page.getByRole('heading', { level: 2, name: first?.name })).toBeVisible());
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    // Once: the next card is the deck's second, and one swipe is kept for the guest.
    await expect(page.getByTestId('top-card')).toHaveAttribute('aria-label', new RegExp(`^${second?.name}`));
    const swipes = await page.evaluate(() => JSON.parse(localStorage.getItem('coinmates.guestSwipes') ?? '[]') as Array<{ coinId: number }>);
    expect(swipes.map((swipe) => swipe.coinId)).toEqual([first?.id]);

    await restore();
    const restoreLearn = await openWhileHydrating(page, '/learn', (page) => expect(page.getByRole('heading', { level: 1, name: 'Crypto Learning' })).toBeVisible());
    await page.getByRole('tab', { name: 'All Modules' }).click();
    await expect(page.getByRole('tab', { name: 'All Modules' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page
        .getByRole('tabpanel', { name: 'All Modules' })
        .getByRole('link', { name: /Bitcoin Basics/ })
        .first(),
    ).toBeVisible();
    await restoreLearn();
  });

  test('a link navigates once, in the app', async ({ page }) => {
    test.slow();
    const restore = await openWhileHydrating(page, '/learn/1', (page) => expect(page.getByRole('heading', { level: 1, name: /^Bitcoin Basics/ })).toBeVisible());
    const historyBefore = await page.evaluate(() => history.length);
    // A marker on the window: a full page load would lose it.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('link', { name: 'Discover', exact: true }).click();
    await expect(page).toHaveURL(/\/discover$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await restore();
  });

  test('text typed into the chat box is kept, with the focus, and sent once', async ({ browser }) => {
    test.slow();
    const { bob, pageA, matchId, close } = await openMatchedPair(browser);
    const restore = await openWhileHydrating(pageA, `/chat/${matchId}`, (page) => expect(page.getByRole('heading', { name: bob.displayName })).toBeVisible());
    const box = pageA.getByRole('textbox', { name: 'Message' });
    await box.click();
    await pageA.keyboard.type('typed while the page hydrates');
    await hydrated(pageA);
    await expect(box).toHaveValue('typed while the page hydrates');
    await expect(box).toBeFocused();
    await pageA.keyboard.press('Enter');
    await expect(pageA.locator('li', { hasText: 'typed while the page hydrates' })).toHaveCount(1);
    await expect(box).toHaveValue('');
    const history = (await (await pageA.request.get(`/api/matches/${matchId}/messages`)).json()) as Array<{ content: string }>;
    expect(history.filter((message) => message.content === 'typed while the page hydrates')).toHaveLength(1);
    await restore();
    await close();
  });
});
