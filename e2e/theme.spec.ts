/**
 * The dark theme (docs/decisions/057-dark-theme.md): chosen in Profile with the keyboard, stored on the account,
 * painted by the server on the first frame (in its HTML, and with JavaScript off), followed on another device;
 * System follows the device's colour scheme live; every screen in dark passes axe (no serious or critical
 * violation), and screenshots of Discover, a lesson with a figure, the chat and the Office are kept for review.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { THEME_COLORS } from '../shared/constants/theme';
import { createUserViaApi, expect, expectAccessible, loginViaApi, test } from './support/fixtures';
import { signInModerator } from './support/moderator';
import { openMatchedPair } from './support/social';

const DARK_BACKGROUND = 'rgb(20, 22, 28)';
const LIGHT_BACKGROUND = 'rgb(250, 250, 247)';
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const themeColors = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => `${meta.getAttribute('media') ?? ''} ${meta.content}`.trim()));

async function setThemeCookie(context: BrowserContext, page: Page, theme: string): Promise<void> {
  await context.addCookies([{ name: 'cm_theme', value: theme, url: new URL(page.url()).origin }]);
}

test.describe('choosing the theme', () => {
  test('Dark chosen in Profile with the keyboard is on the first paint after a reload, with JavaScript off, and on another device', async ({ page, browser, baseURL }) => {
    const user = await createUserViaApi(page.request);
    await loginViaApi(page, user);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Preferences' }).click();
    const choice = page.getByRole('group', { name: 'Theme' });
    await expect(choice.getByRole('radio', { name: 'Light' })).toBeChecked();
    await choice.getByRole('radio', { name: 'Light' }).focus();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/users/me/theme') && response.request().method() === 'PUT');
    await page.keyboard.press('ArrowRight');
    await expect(choice.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect((await saved).status()).toBe(200);
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
    expect(await themeColors(page)).toEqual([THEME_COLORS.dark]);
    await expectAccessible(page);

    // The server's HTML is already dark: no script needed to get there.
    const html = await (await page.request.get('/profile')).text();
    expect(html).toMatch(/<html\b[^>]*\sdata-theme="dark"[^>]*>/);
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLORS.dark}" />`);
    // The first paint after a reload: measured as soon as the document is parsed, before the app's script runs.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.body !== null);
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);

    // With JavaScript off: the same session, the page arrives dark.
    const cookies = await page.context().cookies();
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies(cookies.filter((cookie) => cookie.name === 'cm_session'));
    const noScriptPage = await noScript.newPage();
    await noScriptPage.goto(`${baseURL}/learn`);
    await expect(noScriptPage.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await bodyBackground(noScriptPage)).toBe(DARK_BACKGROUND);
    await noScript.close();

    // Another device: signing in there (a fresh browser, no theme cookie) brings the account's theme.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/learn');
    await expect(otherPage.locator('html')).toHaveAttribute('data-theme', 'light');
    await loginViaApi(otherPage, user);
    await otherPage.goto('/learn');
    await expect(otherPage.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect((await other.cookies()).find((cookie) => cookie.name === 'cm_theme')?.value).toBe('dark');
    await other.close();
  });

  test('System follows the device colour scheme live, with a browser bar colour for each', async ({ page, context }) => {
    await page.goto('/learn');
    await setThemeCookie(context, page, 'system');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
    expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);
    expect(await themeColors(page)).toEqual([`(prefers-color-scheme: light) ${THEME_COLORS.light}`, `(prefers-color-scheme: dark) ${THEME_COLORS.dark}`]);
    // The device switches to dark: no reload, no script.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BACKGROUND);
    // A guest's choice is the cookie: Dark overrides a light device.
    await setThemeCookie(context, page, 'dark');
    await page.reload();
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  });
});

/** The routes of the layout sweep (e2e/layout-sweep.spec.ts guestStops and memberStops), with the catalogue
 *  sampled: the module and coin pages share their components. */
const GUEST_ROUTES = [
  '/landing',
  '/',
  '/auth',
  '/auth?mode=login',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/matches',
  '/messages',
  '/learn',
  '/learn?coinId=1',
  '/learn/1',
  '/learn/2',
  '/learn/not-a-number',
  '/crypto/all',
  '/crypto/1',
  '/crypto/999999',
  '/vocabulary',
  '/practice-wallet',
  '/practice-wallet?drill=sign',
  '/practice-wallet?drill=revoke',
  '/no/such/page',
];
const MEMBER_ROUTES = ['/', '/matches', '/messages', '/chat/999999', '/learn', '/learn/2', '/crypto/2', '/vocabulary', '/no/such/page'];

/** A guest whose cookie says Dark, on a device set to light (so nothing but the choice makes it dark). */
async function darkGuest(browser: Browser, viewport: { width: number; height: number }, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, colorScheme: 'light' });
  await context.addCookies([{ name: 'cm_theme', value: 'dark', url: baseURL }]);
  return context;
}

async function axeEvery(page: Page, routes: string[], tabs: Record<string, string[]> = {}): Promise<void> {
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('html'), route).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('main').first()).toBeVisible();
    // A practice drill opens once the page is hydrated (its random draw is the browser's).
    if (route.includes('drill=')) await expect(page.locator('#drill-title')).toBeVisible();
    await test.step(`axe ${route}`, () => expectAccessible(page));
    for (const tab of tabs[route] ?? []) {
      await page.getByRole('tab', { name: tab, exact: true }).first().click();
      await test.step(`axe ${route} [${tab}]`, () => expectAccessible(page));
    }
  }
}

test.describe('every screen in dark', () => {
  test('axe finds no serious or critical violation, as a guest and signed in, and the screens are kept as screenshots', async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(600_000);
    const viewport = testInfo.project.name === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 };
    const shot = (page: Page, name: string) => page.screenshot({ path: testInfo.outputPath(`dark-${name}-${viewport.width}x${viewport.height}.png`), fullPage: false });

    const guest = await darkGuest(browser, viewport, baseURL ?? '');
    const guestPage = await guest.newPage();
    await axeEvery(guestPage, GUEST_ROUTES);
    await guestPage.goto('/');
    await expect(guestPage.getByRole('heading', { name: 'Discover' })).toBeVisible();
    await shot(guestPage, 'discover');
    await guestPage.goto('/learn/3');
    const figure = guestPage.locator('.prose-module figure img').first();
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toBeVisible();
    await shot(guestPage, 'lesson-figure');
    await guest.close();

    // Signed in with a match and a conversation; the account's theme is Dark.
    const pair = await openMatchedPair(browser);
    try {
      for (const page of [pair.pageA, pair.pageB]) expect((await page.request.put('/api/users/me/theme', { data: { theme: 'dark' } })).status()).toBe(200);
      await pair.pageA.setViewportSize(viewport);
      await pair.pageB.request.post(`/api/matches/${pair.matchId}/messages`, { data: { content: 'Hi! Can you explain staking to me? tx 0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204' } });
      await pair.pageA.request.post(`/api/matches/${pair.matchId}/messages`, { data: { content: 'Sure: you lock coins to help secure a proof-of-stake chain and earn rewards.' } });
      await axeEvery(pair.pageA, [...MEMBER_ROUTES, `/chat/${pair.matchId}`, '/profile'], { '/profile': ['Office', 'Preferences'] });
      await pair.pageA.goto(`/chat/${pair.matchId}`);
      await expect(pair.pageA.getByText('Can you explain staking')).toBeVisible();
      await shot(pair.pageA, 'chat');
    } finally {
      await pair.close();
    }

    // The moderators' Office.
    const { context: moderatorContext, page: moderatorPage } = await signInModerator(browser, viewport);
    try {
      expect((await moderatorPage.request.put('/api/users/me/theme', { data: { theme: 'dark' } })).status()).toBe(200);
      await moderatorPage.goto('/moderation');
      await expect(moderatorPage.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(moderatorPage.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(moderatorPage);
      await shot(moderatorPage, 'office');
      expect((await moderatorPage.request.put('/api/users/me/theme', { data: { theme: 'light' } })).status()).toBe(200);
    } finally {
      await moderatorContext.close();
    }
  });
});
