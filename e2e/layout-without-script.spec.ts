/**
 * The layout follows the width by CSS alone (docs/decisions/048-server-render-and-hydrate.md): the server's HTML,
 * with JavaScript off, already shows the phone's bottom bar below 768 px and the top tabs from 768 px, so a
 * desktop never sees the phone layout first.
 */
import type { Browser } from '@playwright/test';
import { expect, test } from './support/fixtures';

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, tabs: ['Discover', 'Matches', 'Messages', 'Learn'] },
  { name: 'phone', viewport: { width: 390, height: 844 }, tabs: ['Discover', 'Matches', 'Messages', 'Learn', 'Profile'] },
] as const;

async function pageWithoutScript(browser: Browser, viewport: { width: number; height: number }, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL });
  return { context, page: await context.newPage() };
}

for (const { name, viewport, tabs } of WIDTHS) {
  test(`${name} ${viewport.width}x${viewport.height}: the server's HTML shows that width's navigation before any script`, async ({ browser, baseURL }) => {
    const { context, page } = await pageWithoutScript(browser, viewport, baseURL);
    try {
      for (const path of ['/', '/discover', '/learn', '/crypto/1', '/auth']) {
        await page.goto(path);
        const nav = page.getByRole('navigation', { name: 'Main' });
        // Exactly one navigation shows: the other is hidden by its media query.
        await expect(nav, path).toHaveCount(1);
        await expect(nav.getByRole('link'), path).toHaveText([...tabs]);
        if (name === 'desktop') {
          await expect(page.getByTestId('bottom-bar'), path).toBeHidden();
          await expect(page.getByTestId('top-tabs'), path).toBeVisible();
        } else {
          await expect(page.getByTestId('bottom-bar'), path).toBeVisible();
          await expect(page.getByTestId('top-tabs'), path).toBeHidden();
        }
        // The phone's back arrow (on a coin's page) is narrow-layout only.
        if (path === '/crypto/1') await expect(page.getByTestId('app-header').getByRole('link', { name: 'Back', exact: true }), path).toHaveCount(name === 'phone' ? 1 : 0);
      }
    } finally {
      await context.close();
    }
  });
}
