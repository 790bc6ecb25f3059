/**
 * Playwright fixtures: users are created through the API (not the UI), and every page is checked for
 * serious or critical accessibility violations by the journeys that call `expectAccessible`.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

export interface ApiUser {
  id: number;
  username: string;
  displayName: string;
  password: string;
}

let counter = 0;

export function uniqueUsername(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
}

/** The birth month every journey's user has unless it is about the age gate: an adult at any test date. */
export const ADULT_BIRTH = { birthYear: 1990, birthMonth: 6 } as const;

export async function createUserViaApi(
  request: APIRequestContext,
  overrides: Partial<Pick<ApiUser, 'username' | 'displayName' | 'password'> & { birthYear: number; birthMonth: number }> = {},
): Promise<ApiUser> {
  const username = overrides.username ?? uniqueUsername();
  const displayName = overrides.displayName ?? `Tester ${username.slice(-4)}`;
  const password = overrides.password ?? 'e2e-password-123';
  const birth = { birthYear: overrides.birthYear ?? ADULT_BIRTH.birthYear, birthMonth: overrides.birthMonth ?? ADULT_BIRTH.birthMonth };
  const response = await request.post('/api/auth/register', { data: { username, displayName, password, ...birth } });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id: number };
  return { id: body.id, username, displayName, password };
}

/** Picks a birth month in the sign-up form or the birth-month question (an adult unless told). */
export async function chooseBirthMonth(page: Page, birth: { birthYear: number; birthMonth: number } = ADULT_BIRTH): Promise<void> {
  await page.getByLabel('Birth month', { exact: true }).selectOption(String(birth.birthMonth));
  await page.getByLabel('Birth year', { exact: true }).selectOption(String(birth.birthYear));
}

/** Logs the page's browser context in through the API (sets the session cookie). */
export async function loginViaApi(page: Page, user: ApiUser): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { username: user.username, password: user.password } });
  expect(response.status()).toBe(200);
}

export async function expectAccessible(page: Page): Promise<void> {
  // Colours are checked as they rest: a hover tint fading out or a dialog fading in is not what a reader sees.
  // Endless animations (spinners, skeletons) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * Every page a journey opens waits, after each `goto` and `reload`, until React has hydrated what the server
 * sent (see `hydrated`), so a journey's first tap reaches the app. A tap before the entry script has run is
 * not handled (docs/decisions/048-server-render-and-hydrate.md); first-paint.spec.ts tests that moment
 * itself with `waitUntil: 'commit'`, which skips the wait. Contexts without JavaScript are left alone.
 */
function waitForHydrationOnNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const settle = async <T extends { headers(): Record<string, string> } | null>(response: T, waitUntil?: string): Promise<T> => {
    const isPage = response?.headers()['content-type']?.startsWith('text/html') ?? false;
    if (isPage && waitUntil !== 'commit') await hydrated(page);
    return response;
  };
  page.goto = async (url, options) => settle(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => settle(await reload(options), options?.waitUntil);
  return page;
}

function waitForHydrationInContext(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitForHydrationOnNavigation(await newPage());
  return context;
}

/** Contexts a test made with `browser.newContext()` (a second user, a phone beside a desktop): closed after it. */
const contextsOfTheTest = new Set<BrowserContext>();

export const test = base.extend<{ closeContextsAfterTest: void }, { browser: Browser }>({
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        contextsOfTheTest.add(context);
        context.on('close', () => contextsOfTheTest.delete(context));
        return options?.javaScriptEnabled === false ? context : waitForHydrationInContext(context);
      };
      await provide(browser);
    },
    { scope: 'worker' },
  ],
  page: async ({ page }, provide) => {
    await provide(waitForHydrationOnNavigation(page));
  },
  // Teardown: whatever contexts the test opened (and their pages, sockets and session cookies) are closed
  // when it ends, passed or failed, so the next test on this worker starts with only its own.
  closeContextsAfterTest: [
    async ({ browser: _browser }, provide) => {
      contextsOfTheTest.clear();
      await provide();
      const opened = [...contextsOfTheTest];
      contextsOfTheTest.clear();
      await Promise.all(opened.map((context) => context.close().catch(() => undefined)));
    },
    { auto: true },
  ],
});
export { expect };

/** The visible toast region (Radix also mirrors the text into a screen-reader live region). */
export function toasts(page: Page) {
  return page.getByTestId('toast-viewport');
}

/**
 * Waits until React has hydrated the server's page (docs/decisions/048-server-render-and-hydrate.md): it has
 * attached itself to the innermost last element of <main> (the route's content, hydrated when its code is
 * here) and of #root. Links and controls work in the app from then on; before, React replays taps itself.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      // A page the app does not render (no #root) has nothing to hydrate.
      !document.getElementById('root') ||
      ['main', 'root'].every((id) => {
        let element: Element | null = document.getElementById(id);
        if (!element) return id === 'main';
        while (element.lastElementChild) element = element.lastElementChild;
        return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      }),
  );
}

/** Holds the app's entry script back until the returned function is called: the server's page alone is on screen. */
export async function holdEntryScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
