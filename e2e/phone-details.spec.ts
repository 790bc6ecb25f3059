/**
 * Details of the phone experience, each at its cause (docs/decisions/055): the swipe hint's 5 s counted from
 * its paint, a guest's Super Like prompt at 500 ms with its code already loaded, the card's face switch as a
 * 44 px touch target, and no search box over an empty Messages list. Times run on Playwright's clock. Also
 * the phone layout's details: the sticky search bar under the sliding header, the swipe buttons above the
 * bottom bar on short phones, and a wide code block that scrolls in its own box.
 */
import { createUserViaApi, expect, hydrated, loginViaApi, test } from './support/fixtures';
import { topCard } from './support/discover';

declare global {
  interface Window {
    hintMarks?: { shown?: number; hidden?: number };
  }
}

test.describe('phone details', () => {
  test('the swipe hint stays 5 s from the frame it first paints in', async ({ page }) => {
    await page.clock.install();
    // On the page's (fake) clock: when the hint is put on screen, and when it is told to go.
    await page.addInitScript(() => {
      const marks: { shown?: number; hidden?: number } = {};
      window.hintMarks = marks;
      new MutationObserver(() => {
        const hint = document.querySelector('[data-testid="swipe-hint"]');
        if (!hint) return;
        if (marks.shown === undefined && hint.querySelector('p')) marks.shown = Date.now();
        if (marks.shown !== undefined && marks.hidden === undefined && hint.getAttribute('data-visible') === 'false') marks.hidden = Date.now();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto('/');
    await expect(page.getByText('Swipe right to like, left to pass')).toBeVisible();
    await page.clock.runFor(5_100);
    await expect(page.getByTestId('swipe-hint')).toHaveAttribute('data-visible', 'false');
    await expect(page.getByText('Swipe right to like, left to pass')).toBeHidden();
    const marks = await page.evaluate(() => window.hintMarks!);
    expect(marks.hidden! - marks.shown!).toBeGreaterThanOrEqual(5_000);
  });

  test("a guest's first Super Like opens 'Save Your Preferences' when 500 ms have passed, its code already loaded", async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(topCard(page)).toHaveAttribute('aria-label', 'Bitcoin');
    // Everything the deck fetches once it is up (the prompt's code among it) has arrived.
    await page.waitForLoadState('networkidle');
    // Stop the page's clock: from the tap on, only the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByRole('button', { name: 'Super Like' }).click();
    await page.clock.runFor(500);
    await expect(page.getByRole('dialog', { name: 'Save Your Preferences' })).toBeVisible();
  });

  test("the card's face switch is a 44 px touch target", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const faces = topCard(page).getByRole('group', { name: 'Card content' }).getByRole('button');
    await expect(faces).toHaveCount(3);
    for (const face of await faces.all()) {
      const box = (await face.boundingBox())!;
      const hits = await face.evaluate((element, { x, top, bottom }) => [top, bottom].map((y) => document.elementFromPoint(x, y)?.closest('button') === element), {
        x: box.x + box.width / 2,
        top: box.y + box.height / 2 - 21.5,
        bottom: box.y + box.height / 2 + 21.5,
      });
      expect(hits).toEqual([true, true]);
    }
    await faces.filter({ hasText: 'Facts' }).click();
    await expect(faces.filter({ hasText: 'Facts' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('an empty Messages list shows no search box, only the way to a first match', async ({ page }) => {
    const user = await createUserViaApi(page.request);
    await loginViaApi(page, user);
    await page.goto('/messages');
    await expect(page.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find Matches' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search conversations' })).toHaveCount(0);
  });
});

test('on a phone the sticky search bar of /crypto/all moves up when the header slides away', async ({ page }) => {
  await page.goto('/crypto/all');
  await expect(page.getByRole('list', { name: 'Cryptocurrencies' }).getByRole('listitem')).not.toHaveCount(0);
  const searchBar = page.getByRole('searchbox', { name: 'Search by name or symbol' });
  await page.mouse.wheel(0, 900);
  await expect(page.getByTestId('app-header')).toHaveAttribute('data-hidden', 'true');
  // No strip of cards shows through above the bar: it sits at the very top (its own 8 px padding above it).
  await expect.poll(async () => Math.round((await searchBar.boundingBox())?.y ?? -1)).toBeLessThanOrEqual(8);
  await page.mouse.wheel(0, -200);
  await expect(page.getByTestId('app-header')).toHaveAttribute('data-hidden', 'false');
  const header = await page.getByTestId('app-header').boundingBox();
  await expect.poll(async () => Math.round((await searchBar.boundingBox())?.y ?? -1)).toBeGreaterThanOrEqual(Math.round((header?.y ?? 0) + (header?.height ?? 0)));
});

test('on short phones the Discover swipe buttons sit above the bottom bar, not under it', async ({ page }) => {
  for (const size of [
    { width: 320, height: 640 },
    { width: 375, height: 667 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Discover' })).toBeVisible();
    // Measured on the app's own render, not on the server's copy it replaces (docs/decisions/036).
    await hydrated(page);
    const bar = await page.getByTestId('bottom-bar').boundingBox();
    for (const name of ['Dislike', 'Info', 'Like', 'Super Like']) {
      const button = await page
        .getByRole('group', { name: 'Swipe actions' })
        .getByRole(name === 'Info' ? 'link' : 'button', { name, exact: true })
        .boundingBox();
      expect(button, name).not.toBeNull();
      expect(Math.round((button?.y ?? 0) + (button?.height ?? 0)), `${size.width}x${size.height} ${name}`).toBeLessThanOrEqual(Math.round(bar?.y ?? 0));
    }
  }
});

test('a lesson code block wider than the phone scrolls in its own box, shaded at the edge, and the keyboard can scroll it', async ({ page }) => {
  await page.goto('/learn/2');
  const code = page.getByRole('region', { name: 'Code, scrolls sideways' }).first();
  await expect(code).toBeVisible();
  const metrics = await code.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth, background: getComputedStyle(element).backgroundImage }));
  expect(metrics.scroll).toBeGreaterThan(metrics.client);
  expect(metrics.background).toContain('linear-gradient');
  await code.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => code.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
