/**
 * The second half of the design pass (scripts/design-pass.ts): the screens other than the conversation at
 * 1280x800, every member screen in the dark theme at 390x844 and 1280x800, and the dialogs (report, block,
 * teach-back, message actions, settings, the review plan, logging out with unsent changes) at both sizes. A step
 * that fails is logged and the pass goes on: the screenshots are what to look at.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';

type Theme = 'light' | 'dark';
interface Account {
  api: APIRequestContext;
  id: number;
}
export interface MorePass {
  browser: Browser;
  baseURL: string;
  shot: (page: Page, name: string, size: string) => Promise<void>;
  member: Account;
  register: (displayName: string) => Promise<Account>;
  makeMatch: (a: APIRequestContext, b: APIRequestContext, bId: number) => Promise<number>;
  matchId: number;
  /** Only the dark theme (the light pass was looked at already). */
  onlyDark: boolean;
}

const SIZES = {
  '390': { viewport: { width: 390, height: 844 }, isMobile: true },
  '1280': { viewport: { width: 1280, height: 800 }, isMobile: false },
} as const;
type Size = keyof typeof SIZES;

async function step(name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.log(`step ${name} failed: ${(error as Error).message.split('\n')[0]}`);
  }
}

export async function morePass(pass: MorePass): Promise<void> {
  const { browser, baseURL, shot, member, matchId } = pass;
  const url = (path: string) => new URL(path, baseURL).toString();
  const newContext = async (size: Size, theme: Theme, account?: Account) => {
    const { viewport, isMobile } = SIZES[size];
    const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile, serviceWorkers: 'block', storageState: account ? await account.api.storageState() : undefined });
    if (theme === 'dark') await context.addCookies([{ name: 'cm_theme', value: 'dark', url: baseURL }]);
    return context;
  };
  // The theme cookie is what a guest has; a member's account choice wins over it (docs/decisions/057).
  await member.api.put('/api/users/me/theme', { data: { theme: 'light' } });
  await member.api.post('/api/learning/progress', { data: { moduleId: 2 } }).catch(() => undefined);

  const passes: Array<[Theme, Size]> = pass.onlyDark
    ? [
        ['dark', '390'],
        ['dark', '1280'],
      ]
    : [
        ['light', '1280'],
        ['dark', '390'],
        ['dark', '1280'],
      ];
  for (const [theme, size] of passes) {
    const prefix = size === '1280' ? `desk-${theme}` : theme;
    if (size === '1280') {
      const guest = await newContext(size, theme);
      const guestPage = await guest.newPage();
      for (const [name, path] of [
        ['auth', '/auth'],
        ['auth-register', '/auth?tab=register'],
        ['forgot-password', '/forgot-password'],
        ['practice-wallet', '/practice-wallet'],
        ['discover', '/'],
        ['learn', '/learn'],
      ] as const) {
        await step(name, async () => {
          await guestPage.goto(url(path));
          await shot(guestPage, `${prefix}-guest-${name}`, size);
        });
      }
      await guest.close();
    }
    if (theme === 'dark') await member.api.put('/api/users/me/theme', { data: { theme: 'dark' } });
    const context = await newContext(size, theme, member);
    const page = await context.newPage();
    const go = async (path: string) => {
      await page.goto(url(path));
      await page.keyboard.press('Escape').catch(() => undefined);
    };
    const screens: Array<[string, string]> = [
      ['discover', '/'],
      ['coin', '/crypto/1'],
      ['coin-long', '/crypto/20'],
      ['coins', '/crypto/all'],
      ['learn', '/learn'],
      ['module', '/learn/1'],
      ['vocabulary', '/vocabulary'],
      ['notices', '/notices'],
      ['practice-wallet', '/practice-wallet'],
      ...(theme === 'dark'
        ? ([
            ['matches', '/matches'],
            ['messages', '/messages'],
            ['chat', `/chat/${matchId}`],
            ['profile', '/profile'],
          ] as Array<[string, string]>)
        : []),
    ];
    for (const [name, path] of screens) {
      await step(name, async () => {
        await go(path);
        await shot(page, `${prefix}-${name}`, size);
      });
    }
    await step('learn-all-modules', async () => {
      await go('/learn');
      await page.getByRole('tab', { name: 'All Modules' }).click();
      await shot(page, `${prefix}-learn-all`, size);
    });
    await step('journey', async () => {
      await go('/learn');
      await page
        .getByRole('button', { name: /View Journey|Start Journey/ })
        .first()
        .waitFor();
      await page.locator('button.text-start').first().click();
      await shot(page, `${prefix}-journey`, size);
    });
    await step('module-reading', async () => {
      await go('/learn/2');
      await page.getByRole('tab', { name: 'Content' }).click();
      await shot(page, `${prefix}-module-reading`, size);
      await page.mouse.wheel(0, 1500);
      await shot(page, `${prefix}-module-reading-scrolled`, size);
    });
    await step('module-quiz', async () => {
      await go('/learn/2');
      await page.getByRole('tab', { name: 'Quiz' }).click();
      await page.getByTestId('quiz-question').first().waitFor();
      await shot(page, `${prefix}-module-quiz`, size);
      for (const question of await page.getByTestId('quiz-question').all()) await question.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Submit Answers' }).click();
      await page.getByTestId('quiz-result').waitFor();
      await page.getByTestId('quiz-result').scrollIntoViewIfNeeded();
      await shot(page, `${prefix}-module-results`, size);
      // A wrong answer's misconception note: text on a red tint in both themes.
      await page.getByTestId('misconception').first().scrollIntoViewIfNeeded();
      await shot(page, `${prefix}-module-misconception`, size);
    });
    await step('vocabulary-stats', async () => {
      await go('/vocabulary');
      await page.getByRole('tab', { name: 'Stats' }).click();
      await shot(page, `${prefix}-vocabulary-stats`, size);
    });
    await step('review-plan', async () => {
      await go('/vocabulary');
      await page.getByRole('button', { name: 'Adjust Plan' }).click();
      await page.getByRole('dialog').waitFor();
      await shot(page, `${prefix}-dialog-review-plan`, size);
    });
    for (const tab of ['Overview', 'Achievements', 'Points', 'Learning']) {
      await step(`office-${tab}`, async () => {
        await go('/profile');
        await page.getByRole('tab', { name: 'Office' }).click();
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await shot(page, `${prefix}-office-${tab.toLowerCase()}`, size);
      });
    }
    await step('preferences', async () => {
      await go('/profile');
      await page.getByRole('tab', { name: 'Preferences' }).click();
      await shot(page, `${prefix}-profile-preferences`, size);
    });
    await context.close();
    if (theme === 'dark') await member.api.put('/api/users/me/theme', { data: { theme: 'light' } });
  }
  if (!pass.onlyDark) await dialogs(pass, newContext);
}

/** The dialogs at both sizes: report, block, message actions, teach-back, settings, logging out with unsent changes. */
async function dialogs(pass: MorePass, newContext: (size: Size, theme: Theme, account?: Account) => ReturnType<Browser['newContext']>): Promise<void> {
  const { baseURL, shot, member, matchId } = pass;
  for (const size of ['390', '1280'] as const) {
    const context = await newContext(size, 'light', member);
    const page = await context.newPage();
    const dialog = page.getByRole('dialog');
    const open = async (name: string, path: string, act: () => Promise<void>) => {
      await step(name, async () => {
        await page.goto(new URL(path, baseURL).toString());
        await page.keyboard.press('Escape').catch(() => undefined);
        await act();
        await dialog.first().waitFor();
        await shot(page, `dialog-${name}`, size);
      });
    };
    await open('report-message', `/chat/${matchId}`, () => page.getByRole('button', { name: 'Report this message' }).first().click());
    await open('block', `/chat/${matchId}`, async () => {
      await page.getByRole('button', { name: /^More options for/ }).click();
      await page.getByRole('menuitem', { name: 'Block' }).click();
    });
    await open('message-actions', `/chat/${matchId}`, () => page.getByRole('button', { name: 'Message actions' }).first().click());
    await open('teach-back', `/chat/${matchId}`, () => page.getByRole('button', { name: 'Teach back' }).click());
    for (const [name, button] of [
      ['passkeys', /Passkeys/],
      ['two-step', /Two-step sign-in/],
      ['notification-settings', /Notification Settings/],
      ['account', /Account|Email|Password/],
    ] as const) {
      await open(name, '/profile', async () => {
        await page.getByRole('tab', { name: /Preferences/ }).click();
        await page.getByRole('button', { name: button }).first().click();
      });
    }
    await context.close();
  }
  await step('logout-unsent', () => logoutWithUnsentChanges(pass, newContext));
}

/**
 * Logging out with a change still in the outbox: a message queued offline whose match ended meanwhile stays,
 * refused, in the outbox (docs/decisions/058-offline-outbox.md); Log Out then asks first.
 */
async function logoutWithUnsentChanges(pass: MorePass, newContext: (size: Size, theme: Theme, account?: Account) => ReturnType<Browser['newContext']>): Promise<void> {
  const { baseURL, shot, register, makeMatch } = pass;
  const writer = await register(`Writer ${Math.random().toString(36).slice(2, 6)} 🦊 مرحبا`);
  const other = await register(`Other ${Math.random().toString(36).slice(2, 6)}`);
  const matchId = await makeMatch(writer.api, other.api, other.id);
  const context = await newContext('390', 'light', writer);
  const page = await context.newPage();
  // The new pair's match celebration would cover the composer.
  await page.addLocatorHandler(page.getByRole('dialog', { name: /match/i }), () => page.keyboard.press('Escape'), { noWaitAfter: true });
  await page.goto(new URL(`/chat/${matchId}`, baseURL).toString());
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  // The screen's code and data first: offline, a chunk not yet loaded shows "Not available offline".
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Message' }).fill('Queued while offline');
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByTestId('queued-message').waitFor();
  await other.api.delete(`/api/matches/${matchId}`);
  await context.setOffline(false);
  await page
    .getByText(/not sent|couldn.t be sent|Failed/i)
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(() => undefined);
  await page.goto(new URL('/profile', baseURL).toString());
  for (const size of ['390', '1280'] as const) {
    await page.setViewportSize(SIZES[size].viewport);
    await page.keyboard.press('Escape').catch(() => undefined);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('dialog').waitFor();
    await shot(page, 'dialog-logout-unsent', size);
  }
  await context.close();
}
