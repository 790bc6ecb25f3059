/**
 * The server render and hydration (docs/decisions/048-server-render-and-hydrate.md): a page's HTML carries
 * the viewer's screen, React hydrates it in place without a spinner or a layout shift, a tap made while it
 * hydrates takes effect once, and a guest's local swipes are left out by the browser (no cookie, no second
 * kind of page).
 */
import type { Page } from '@playwright/test';
import { createUserViaApi, expect, holdEntryScript, hydrated, test } from './support/fixtures';
import { swipeViaApi } from './support/social';
const topCard = (page: Page) => page.getByTestId('top-card');

/** What the page's <main> holds. */
const mainOf = (html: string) => /<main id="main"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

/** The first card's name in the server's markup of <main>, or null when the page carries none. */
function firstServerCard(html: string): string | null {
  const main = mainOf(html);
  return /<article aria-label="([^"]+)"/.exec(main)?.[1] ?? null;
}

/**
 * From the first byte on, records what the page shows: every card name that appears in <main>, whether a
 * loading spinner ever does, and the layout shifts. Read once the draggable deck is up (the sentinel).
 */
async function watchFirstPaint(page: Page): Promise<() => Promise<{ cards: string[]; sawSpinner: boolean; layoutShift: number; shifted: string[] }>> {
  await page.addInitScript(() => {
    const seen = { cards: [] as string[], sawSpinner: false, layoutShift: 0, shifted: [] as string[] };
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
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> }>) {
        seen.layoutShift += entry.value;
        // What moved, for the failure message.
        for (const source of entry.sources ?? [])
          seen.shifted.push(
            `${Math.round(entry.startTime)} ms ${entry.value.toFixed(4)}: <${source.node?.nodeName ?? '?'} class="${source.node instanceof Element ? source.node.getAttribute('class') : ''}"> "${(source.node?.textContent ?? '').slice(0, 30)}" ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
          );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    await expect(topCard(page)).toBeVisible();
    return page.evaluate(() => (window as unknown as { __firstPaint: { cards: string[]; sawSpinner: boolean; layoutShift: number; shifted: string[] } }).__firstPaint);
  };
}

/**
 * From the first byte on, records whether a loading state (spinner or skeleton) ever shows in <main> and the
 * layout shifts; the returned reader waits until React has hydrated the page.
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
    await hydrated(page);
    return page.evaluate(() => (window as unknown as { __seen: { sawLoading: boolean; layoutShift: number } }).__seen);
  };
}

test.describe('the first paint of Discover', () => {
  test('a guest gets the first card in the HTML, and React hydrates it without a spinner or a shift', { tag: '@desktop' }, async ({ page, request }) => {
    const deck = (await (await request.get('/api/cryptos/unswipped?limit=20')).json()) as { items: Array<{ name: string }> };
    const firstCoin = deck.items[0]?.name ?? '';
    for (const path of ['/', '/discover']) {
      const response = await request.get(path);
      const html = await response.text();
      expect(firstServerCard(html), path).toBe(firstCoin);
      // The deck at rest: the draggable card is the browser's alone (its code loads after hydration).
      expect(html).not.toContain('data-testid="top-card"');
      expect(response.headers()['cache-control']).toBe('no-cache');
      // The first frame waits for the app's markup to its end, never a half-parsed page (decision 048).
      expect(html).toContain('<link rel="expect" href="#app-end" blocking="render"');
      expect(html.indexOf('<div id="app-end" hidden>'), path).toBeGreaterThan(html.indexOf('data-testid="app-header"'));
      expect(html.indexOf('<div id="app-end" hidden>'), path).toBeLessThan(html.indexOf('id="query-state"'));
    }

    const seen = await watchFirstPaint(page);
    await page.goto('/');
    await expect(topCard(page)).toHaveAttribute('aria-label', firstCoin);
    const shown = await seen();
    expect(shown.sawSpinner).toBe(false);
    expect(shown.layoutShift, shown.shifted.join('\n')).toBeLessThan(0.001);
    expect(shown.cards[0]).toBe(firstCoin);
    // It works: a like from the button passes the card on.
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(topCard(page)).not.toHaveAttribute('aria-label', firstCoin);
  });

  test('a signed-in user gets their own next card, private and never stored', async ({ page }) => {
    await createUserViaApi(page.request);
    await swipeViaApi(page.request, [1, 2]);
    const deck = (await (await page.request.get('/api/cryptos/unswipped?limit=20')).json()) as { items: Array<{ id: number; name: string }> };
    expect(deck.items[0]?.id).toBe(3);
    const response = await page.request.get('/');
    expect(firstServerCard(await response.text())).toBe(deck.items[0]?.name);
    expect(response.headers()['cache-control']).toBe('private, no-store');

    const seen = await watchFirstPaint(page);
    await page.goto('/');
    await expect(topCard(page)).toHaveAttribute('aria-label', deck.items[0]?.name ?? '');
    const shown = await seen();
    expect(shown.sawSpinner).toBe(false);
    expect(shown.cards[0]).toBe(deck.items[0]?.name);
  });

  test('a guest who swiped in this browser never gets a card already swiped to swipe again', async ({ page }) => {
    await page.goto('/');
    const first = (await topCard(page).getAttribute('aria-label')) ?? '';
    await page.getByRole('button', { name: 'Dislike', exact: true }).click();
    await expect(topCard(page)).not.toHaveAttribute('aria-label', first);
    // No cookie tells the server: the page is the same for every guest, and the browser leaves the card out.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('coinmates_local_swipes');

    await page.reload();
    await expect(topCard(page)).toBeVisible();
    await expect(topCard(page)).not.toHaveAttribute('aria-label', first);
    await expect(page.getByRole('article', { name: first })).toHaveCount(0);
  });
});

test.describe("the first paint of a coin's page", () => {
  test('the coin is in the HTML, and React hydrates it without a spinner or a shift', { tag: '@desktop' }, async ({ page, request }) => {
    const coin = (await (await request.get('/api/cryptos/2')).json()) as { name: string; description: string };
    const html = await (await request.get('/crypto/2')).text();
    expect(mainOf(html)).toContain(`>${coin.name}</h1>`);

    const tookOver = await watchTakeOver(page);
    await page.goto('/crypto/2');
    const seen = await tookOver();
    await expect(page.getByRole('heading', { level: 1, name: coin.name })).toBeVisible();
    expect(seen.sawLoading).toBe(false);
    expect(seen.layoutShift).toBeLessThan(0.001);
  });
});

test.describe("the first paint of a module's page", () => {
  test('a tap made as soon as React is on the page takes effect once', async ({ page }) => {
    // Hold the app's entry back: the server's page is on screen, no script has run.
    const releaseEntry = await holdEntryScript(page);
    // The entry is a deferred module script: the document is not "loaded" until it has run.
    await page.goto('/learn/1', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: /^Bitcoin Basics/ })).toBeVisible();
    releaseEntry();
    // As soon as React has attached itself to the page (hydration under way or done), tap Quiz.
    await page.waitForFunction(() => Object.keys(document.getElementById('main') ?? {}).some((key) => key.startsWith('__reactFiber$')));
    await page.getByRole('tab', { name: 'Quiz' }).click();
    // A guest's Quiz tap asks them to sign up: the tap reached the app, once.
    await expect(page.getByRole('dialog', { name: 'Sign up to start learning' })).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'Sign up to start learning' })).toBeVisible();
  });

  test("the lesson's opening is in the HTML, and React hydrates it without a skeleton or a shift", async ({ page, request }) => {
    const module = (await (await request.get('/api/learning/modules/1')).json()) as { title: string };
    const html = await (await request.get('/learn/1')).text();
    const main = mainOf(html);
    expect(main).toContain(`>${module.title}</h1>`);
    // The lesson's first section, with its text, is in the page.
    expect(main).toContain('Section 1 of');

    const tookOver = await watchTakeOver(page);
    await page.goto('/learn/1');
    const seen = await tookOver();
    await expect(page.getByRole('heading', { level: 1, name: module.title })).toBeVisible();
    expect(seen.sawLoading).toBe(false);
    // As Lighthouse scores it: under 0.001 rounds to a CLS of 0.
    expect(seen.layoutShift).toBeLessThan(0.001);
    // The app is in charge: a guest's tap on the Quiz tab asks them to sign up.
    await page.getByRole('tab', { name: 'Quiz' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign up to start learning' })).toBeVisible();
  });
});

test.describe('the first paint of the learning home', () => {
  test("a guest's page is in the HTML, and React hydrates it without a skeleton or a shift", { tag: '@desktop' }, async ({ page }) => {
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

test.describe("a page's scripts", () => {
  test('the head asks for every script hydration needs: the page hydrates with all others held back', async ({ page, request }) => {
    for (const path of ['/', '/learn/1']) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const asked = new Set([...head.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]* (?:src|href)="([^"]+)"/g)].map(([, href]) => href));
      // The app's start, the screen's chunks and its catalogue (server/lib/route-preloads.ts). Discover, the home
      // screen, is in the start's chunk (vite.config.ts): / asks for the entry and its helper, the start and a catalogue.
      expect([...asked].some((href) => /\/assets\/start-[^/]+\.js$/.test(href ?? ''))).toBe(true);
      expect(asked.size).toBeGreaterThan(path === '/' ? 2 : 10);
      // Any other script hangs: were hydration to need one, it would never end and `hydrated` would time out.
      const held: string[] = [];
      await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
        const pathname = new URL(route.request().url()).pathname;
        if (asked.has(pathname)) return route.continue();
        held.push(pathname);
        return undefined;
      });
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('html')).not.toHaveAttribute('data-starting');
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      // Held back: what the page loads once it has hydrated (on Discover, the draggable deck).
      if (path === '/') expect(held.length).toBeGreaterThan(0);
    }
  });

  test("the entry imports nothing from the app's start: the start's code runs only once the page has painted", async ({ request }) => {
    const html = await (await request.get('/')).text();
    const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const source = await (await request.get(entry!)).text();
    // A static import of its chunk would run the start's modules with the entry, before the paint (decision 048).
    expect(source).toMatch(/import\(`\.\/start-[^`]+\.js`\)/);
    expect(source).not.toMatch(/from\s*["'`]\.\/start-/);
  });
});

test.describe('a tap before the app has started', () => {
  test('a link navigates without the script; a control that needs the app shows it is not ready, then works', async ({ page }) => {
    const releaseEntry = await holdEntryScript(page);
    await page.goto('/learn/1', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: /^Bitcoin Basics/ })).toBeVisible();
    // The page's chunks are asked for beside the entry (modulepreload), not after it has run, and all of them
    // at low priority: the page is whole without them, so its own bytes come first.
    expect(await page.locator('head link[rel="modulepreload"][href*="module-route-"]').count()).toBe(1);
    expect(await page.locator('head script[type="module"]:not([fetchpriority="low"]), head link[rel="modulepreload"]:not([fetchpriority="low"])').count()).toBe(0);
    expect(await page.locator('head link[rel="modulepreload"]').count()).toBeGreaterThan(5);

    // Before the entry has run, the Quiz tab (it needs the app) looks not yet available.
    const quiz = page.getByRole('tab', { name: 'Quiz' });
    await expect(quiz).toHaveCSS('cursor', 'progress');
    await expect(quiz).toHaveCSS('opacity', '0.5');
    await expect(page.locator('html')).toHaveAttribute('data-starting', '');

    // A link is a real link: tapped now, the browser opens the page the ordinary way.
    await page.getByRole('link', { name: 'Discover', exact: true }).click();
    await expect(page).toHaveURL(/\/discover$/);
    await expect(page.locator('#main article[aria-label]').first()).toBeVisible();
    const like = page.getByRole('button', { name: 'Like', exact: true });
    await expect(like).toHaveCSS('cursor', 'progress');

    // Once the script runs, the controls look ready and a tap reaches the app.
    releaseEntry();
    await expect(page.locator('html')).not.toHaveAttribute('data-starting');
    await expect(like).not.toHaveCSS('cursor', 'progress');
    await expect(like).toHaveCSS('opacity', '1');
    await expect(page.getByTestId('top-card')).toBeVisible();
    const first = (await page.getByTestId('top-card').getAttribute('aria-label')) ?? '';
    await like.click();
    await expect(page.getByTestId('top-card')).not.toHaveAttribute('aria-label', first);
  });
});

test.describe('on a slow phone (CPU 6x slower)', () => {
  test('the first route hydrates without a skeleton or a layout shift, and a tap works', async ({ page }) => {
    test.slow();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    try {
      const tookOver = await watchTakeOver(page);
      const firstPaint = await watchFirstPaint(page);
      // page.goto waits for React to have hydrated the page.
      await page.goto('/');
      expect((await tookOver()).sawLoading).toBe(false);
      // Read once the draggable card has replaced the server's (it loads after hydration).
      const seen = await firstPaint();
      expect(seen.sawSpinner).toBe(false);
      expect(seen.layoutShift, seen.shifted.join('\n')).toBeLessThan(0.001);
      const first = (await page.getByTestId('top-card').getAttribute('aria-label')) ?? '';
      await page.getByRole('button', { name: 'Like', exact: true }).click();
      await expect(page.getByTestId('top-card')).not.toHaveAttribute('aria-label', first);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  });
});
