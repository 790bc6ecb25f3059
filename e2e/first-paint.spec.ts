/**
 * The server-rendered first paint (docs/decisions/036-server-rendered-first-paint.md): the Discover page's
 * HTML carries the viewer's first card, the app takes over without a spinner or a layout shift, and a
 * browser holding swipes the server has not seen gets the plain page (never a card it already swiped).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { appInCharge, createUserViaApi, expect, test } from './support/fixtures';
import { swipeViaApi } from './support/social';

const LOCAL_SWIPES_COOKIE = 'coinmates_local_swipes';
const topCard = (page: Page) => page.getByTestId('top-card');

/** What the page's <main> holds. */
const mainOf = (html: string) => /<main id="main"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

/** The scripts a server-rendered page's boot module preloads (scripts/first-paint-boot.js, PRELOADS). */
async function bootPreloads(request: APIRequestContext, html: string): Promise<string[]> {
  const boot = /<script type="module" src="(\/assets\/first-paint-boot-\w+\.js)"><\/script>/.exec(html)?.[1];
  expect(boot, 'the page loads a boot module').toBeDefined();
  return JSON.parse(/const PRELOADS = (\[.*?\]);/.exec(await (await request.get(boot!)).text())?.[1] ?? '[]') as string[];
}

/** The scripts the page has modulepreload links for. */
const linkedPreloads = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname));

/** The first card's name in the server's markup of <main>, or null when the page carries none. */
function firstServerCard(html: string): string | null {
  const main = mainOf(html);
  if (!main.includes('data-server-rendered=')) return null;
  return /<article aria-label="([^"]+)"/.exec(main)?.[1] ?? null;
}

/**
 * From the first byte on, records what the page shows: every card name that appears in <main>, whether a
 * loading spinner ever does, and the layout shifts. Read once the draggable deck is up (the sentinel).
 */
async function watchFirstPaint(page: Page): Promise<() => Promise<{ cards: string[]; sawSpinner: boolean; layoutShift: number }>> {
  await page.addInitScript(() => {
    const seen = { cards: [] as string[], sawSpinner: false, layoutShift: 0 };
    (window as unknown as { __firstPaint: typeof seen }).__firstPaint = seen;
    const look = () => {
      const main = document.getElementById('main');
      if (!main) return;
      // The loading spinner (components/ui/spinner), not the swipe hint (also a status).
      if (main.querySelector('[role="status"] .animate-spin')) seen.sawSpinner = true;
      for (const card of main.querySelectorAll('article[aria-label]')) {
        const name = card.getAttribute('aria-label') ?? '';
        if (!seen.cards.includes(name)) seen.cards.push(name);
      }
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) seen.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    await expect(topCard(page)).toBeVisible();
    return page.evaluate(() => (window as unknown as { __firstPaint: { cards: string[]; sawSpinner: boolean; layoutShift: number } }).__firstPaint);
  };
}

/**
 * From the first byte on, records whether a loading state (spinner or skeleton) ever shows in <main> and the
 * layout shifts; the returned reader waits until the app has taken over the server's copy.
 */
async function watchTakeOver(page: Page): Promise<() => Promise<{ sawLoading: boolean; layoutShift: number }>> {
  await page.addInitScript(() => {
    const seen = { sawLoading: false, layoutShift: 0 };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('#main .animate-pulse, #main [role="status"] .animate-spin')) seen.sawLoading = true;
    }).observe(document, { subtree: true, childList: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) seen.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    await appInCharge(page);
    return page.evaluate(() => (window as unknown as { __seen: { sawLoading: boolean; layoutShift: number } }).__seen);
  };
}

test.describe('the first paint of Discover', () => {
  test('a guest gets the first card in the HTML, and the app takes over without a spinner or a shift', async ({ page, request }) => {
    const deck = (await (await request.get('/api/cryptos/unswipped?limit=20')).json()) as { items: Array<{ name: string }> };
    const firstCoin = deck.items[0]?.name ?? '';
    // Twice each: once the server has loaded the draggable deck's code, its markup must still be the deck at
    // rest (a dead copy of the draggable card would take taps the app never sees).
    for (const path of ['/', '/discover', '/', '/discover']) {
      const response = await request.get(path);
      const html = await response.text();
      expect(firstServerCard(html), path).toBe(firstCoin);
      expect(html).not.toContain('data-testid="top-card"');
      expect(response.headers()['cache-control']).toBe('no-cache');
    }

    const seen = await watchFirstPaint(page);
    await page.goto('/');
    await expect(topCard(page)).toHaveAttribute('aria-label', firstCoin);
    const shown = await seen();
    expect(shown.sawSpinner).toBe(false);
    expect(shown.layoutShift).toBeLessThan(0.001);
    expect(shown.cards[0]).toBe(firstCoin);
    // It works: a like from the button passes the card on.
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(topCard(page)).not.toHaveAttribute('aria-label', firstCoin);
  });

  test('a signed-in user gets their own next card, never cached', async ({ page }) => {
    await createUserViaApi(page.request);
    await swipeViaApi(page.request, [1, 2]);
    const deck = (await (await page.request.get('/api/cryptos/unswipped?limit=20')).json()) as { items: Array<{ id: number; name: string }> };
    expect(deck.items[0]?.id).toBe(3);
    const response = await page.request.get('/');
    expect(firstServerCard(await response.text())).toBe(deck.items[0]?.name);
    expect(response.headers()['cache-control']).toBe('no-store');

    const seen = await watchFirstPaint(page);
    await page.goto('/');
    await expect(topCard(page)).toHaveAttribute('aria-label', deck.items[0]?.name ?? '');
    const shown = await seen();
    expect(shown.sawSpinner).toBe(false);
    expect(shown.cards[0]).toBe(deck.items[0]?.name);
  });

  test('a guest who swiped in this browser gets the plain page, never the card already swiped', async ({ page, request }) => {
    const plain = await request.get('/', { headers: { cookie: `${LOCAL_SWIPES_COOKIE}=1` } });
    expect(firstServerCard(await plain.text())).toBeNull();

    await page.goto('/');
    const first = (await topCard(page).getAttribute('aria-label')) ?? '';
    await page.getByRole('button', { name: 'Dislike', exact: true }).click();
    await expect(topCard(page)).not.toHaveAttribute('aria-label', first);
    expect((await page.context().cookies()).some((cookie) => cookie.name === LOCAL_SWIPES_COOKIE)).toBe(true);

    const seen = await watchFirstPaint(page);
    await page.reload();
    const shown = await seen();
    expect(shown.cards).not.toContain(first);
  });
});

test("each server-rendered page preloads its route's chunk, so the route's scripts download beside the entry", async ({ request }) => {
  // The chunk the router loads lazily for each route (client/app/router.tsx); without it in the boot module's
  // list, the route's scripts start only after the entry has run.
  const routeChunks = { '/discover': 'discover-screen-', '/crypto/1': 'crypto-detail-screen-', '/learn': 'learn-route-', '/learn/1': 'module-route-' };
  for (const [path, chunk] of Object.entries(routeChunks)) {
    const preloads = await bootPreloads(request, await (await request.get(path)).text());
    expect(preloads.some((file) => file.startsWith(`/assets/${chunk}`)), `${path} preloads ${chunk}*`).toBe(true);
  }
});

test.describe("the first paint of a coin's page", () => {
  test('the coin is in the HTML, and the page takes over without a spinner or a shift', async ({ page, request }) => {
    const coin = (await (await request.get('/api/cryptos/2')).json()) as { name: string; description: string };
    const html = await (await request.get('/crypto/2')).text();
    const main = mainOf(html);
    expect(main).toContain('data-server-rendered="/crypto/2"');
    expect(main).toContain(`>${coin.name}</h1>`);
    // An unknown coin gets the plain page; the app shows its error.
    expect(await (await request.get('/crypto/999999')).text()).not.toContain('data-server-rendered=');

    const tookOver = await watchTakeOver(page);
    await page.goto('/crypto/2');
    const seen = await tookOver();
    await expect(page.getByRole('heading', { level: 1, name: coin.name })).toBeVisible();
    expect(seen.sawLoading).toBe(false);
    expect(seen.layoutShift).toBeLessThan(0.001);

    // The boot module adds the route's preloads a few per task (decision 036, "Start-up"): all of them, once.
    const preloads = await bootPreloads(request, html);
    expect(preloads.length).toBeGreaterThan(4);
    await expect.poll(() => linkedPreloads(page)).toEqual(expect.arrayContaining(preloads));
    const linked = await linkedPreloads(page);
    expect(new Set(linked).size).toBe(linked.length);
  });
});

test.describe("the first paint of a module's page", () => {
  test('a tap made before the app has taken over is played back, not lost', async ({ page }) => {
    // Hold the app's entry back, tap the server-rendered Start Learning, then let the app load.
    let releaseEntry: () => void = () => undefined;
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    await page.goto('/learn/1', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-server-rendered="/learn/1"]')).toBeVisible();
    await page.getByRole('button', { name: 'Start Learning' }).click();
    releaseEntry();
    // A guest's Start Learning opens the sign-up prompt: the early tap reached the app.
    await expect(page.getByRole('dialog', { name: 'Sign up to start learning' })).toBeVisible();
  });

  test("the lesson's opening is in the HTML, and the page takes over without a skeleton or a shift", async ({ page, request }) => {
    const module = (await (await request.get('/api/learning/modules/1')).json()) as { title: string };
    const html = await (await request.get('/learn/1')).text();
    const main = mainOf(html);
    expect(main).toContain('data-server-rendered="/learn/1"');
    expect(main).toContain(`>${module.title}</h1>`);
    // The lesson's first section, with its text, is in the page.
    expect(main).toContain('Section 1 of');
    expect(await (await request.get('/learn/999999')).text()).not.toContain('data-server-rendered=');

    const tookOver = await watchTakeOver(page);
    await page.goto('/learn/1');
    const seen = await tookOver();
    await expect(page.getByRole('heading', { level: 1, name: module.title })).toBeVisible();
    expect(seen.sawLoading).toBe(false);
    // As Lighthouse scores it: under 0.001 rounds to a CLS of 0 (the shell's bars settle on desktop).
    expect(seen.layoutShift).toBeLessThan(0.001);
    // The app is in charge: a guest's tap on the Quiz tab asks them to sign up.
    await page.getByRole('tab', { name: 'Quiz' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign up to start learning' })).toBeVisible();
  });
});

test.describe('the first paint of the learning home', () => {
  test("a guest's page is in the HTML, and the app takes over without a skeleton or a shift", async ({ page }) => {
    const tookOver = await watchTakeOver(page);
    await page.goto('/learn');
    const seen = await tookOver();
    await expect(page.getByRole('heading', { level: 1, name: 'Crypto Learning' })).toBeVisible();
    expect(seen.sawLoading).toBe(false);
    expect(seen.layoutShift).toBeLessThan(0.001);
    await page.getByRole('tab', { name: 'All Modules' }).click();
    await expect(page.getByTestId('module-card').first()).toBeVisible();
  });
});
