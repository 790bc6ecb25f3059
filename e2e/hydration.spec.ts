/**
 * Every route of docs/product.md section 2 is rendered on the server and hydrated in place
 * (docs/decisions/048-server-render-and-hydrate.md): loaded afresh, as a guest and as a member, none logs an
 * error (a hydration mismatch is one) and its header link then navigates in the app, without a reload.
 */
import type { Page } from '@playwright/test';
import { createUserViaApi, expect, hydrated, test } from './support/fixtures';

const ROUTES = [
  '/',
  '/discover',
  '/auth',
  '/auth?mode=login',
  '/matches',
  '/messages',
  '/notices',
  '/profile',
  '/learn',
  '/learn/1',
  '/learning/module/1',
  '/crypto/all',
  '/crypto/1',
  '/vocabulary',
  '/practice-wallet',
  '/practice-wallet?drill=seed',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/landing',
  '/no/such/page',
];

/** Console errors and uncaught exceptions, from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

async function visitEveryRoute(page: Page, routes: readonly string[]): Promise<void> {
  for (const route of routes) {
    await page.goto(route);
    await hydrated(page);
    if (route === '/landing') continue;
    // Hydrated: a header link navigates in the app (the marker survives; a reload would drop it).
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page
      .getByTestId('app-header')
      .getByRole('link', { name: /Coinmates/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), route).toBe(true);
  }
}

test('as a guest, every route hydrates without an error', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  await visitEveryRoute(page, ROUTES);
  expect(errors).toEqual([]);
});

test('as a member, every route hydrates without an error', async ({ page }) => {
  test.setTimeout(180_000);
  await createUserViaApi(page.request);
  const errors = collectErrors(page);
  await visitEveryRoute(page, ROUTES);
  expect(errors).toEqual([]);
});
