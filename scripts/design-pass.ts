/**
 * The design pass's screenshots (not a test): every main screen at 390x844 and 1280x800, as a guest and as a
 * member, with hostile data (a 50-character name with emoji and RTL text, a 66-character hex string, a
 * 300-character word, a URL) and the first-run, empty, offline and error states. Against a running app:
 *   node --import tsx scripts/design-pass.ts http://127.0.0.1:5210 [outDir]
 * then look at each PNG. A third argument `desktop` takes only the desktop pass of the other screens and the dialogs.
 */
import { mkdirSync } from 'node:fs';
import { chromium, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { TEACHES_STAKING, TEACHES_TRADING } from '../server/test/learning-profiles';
import { findChromium } from './find-chromium.mjs';

const [baseURL = 'http://127.0.0.1:5210', outDir = 'reports/design-pass', part = 'all'] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });

const suffix = Math.random().toString(36).slice(2, 6);
const LONG_NAME = `Alexandra Montgomery-Wellington 🦊 مرحبا ${suffix}`.slice(0, 50);
const HEX = `0x${'a3f9'.repeat(16)}`;
const LONG_WORD = 'Supercalifragilistic'.repeat(15);
const HOSTILE_MESSAGES = [
  `My address is ${HEX}, is that safe to share?`,
  LONG_WORD,
  'Read https://ethereum.org/en/developers/docs/consensus-mechanisms/pos/ first 📚',
  'مرحبا! هل تريد أن ندرس التخزين معًا؟',
  '🚀🚀🚀 staking rewards 🔥🔥',
];

async function register(displayName: string): Promise<{ api: APIRequestContext; id: number }> {
  const api = await playwrightRequest.newContext({ baseURL });
  const username = `dp${suffix}${Math.floor(Math.random() * 1e6)}`;
  const response = await api.post('/api/auth/register', { data: { username, displayName, password: 'design-pass-123', birthYear: 1990, birthMonth: 6 } });
  if (response.status() !== 201) throw new Error(`register: ${response.status()} ${await response.text()}`);
  return { api, id: ((await response.json()) as { id: number }).id };
}

async function makeMatch(a: APIRequestContext, b: APIRequestContext, bId: number): Promise<number> {
  const shared = [...TEACHES_STAKING.learningInterests, ...TEACHES_TRADING.learningInterests];
  await a.patch('/api/users/profile', { data: { ...TEACHES_STAKING, learningInterests: shared } });
  await b.patch('/api/users/profile', { data: { ...TEACHES_TRADING, learningInterests: shared } });
  for (const api of [b, a]) for (const coinId of [1, 2, 5, 12, 20]) await api.post('/api/preferences', { data: { coinId, liked: true } });
  for (let tries = 0; tries < 40; tries += 1) {
    const matches = (await (await a.get('/api/matches')).json()) as Array<{ id: number; matchedUser: { id: number } }>;
    const match = matches.find((entry) => entry.matchedUser.id === bId);
    if (match) return match.id;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('no match');
}

async function shot(page: Page, name: string, size: string): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(300);
  const file = `${outDir}/${name}-${size}.png`;
  await page.screenshot({ path: file });
  console.log(file);
}

const member = await register(LONG_NAME);
const partner = await register(`Leopold 🦊 Park-Montgomery مرحبا ${suffix} Nakamura`.slice(0, 50));
const fresh = await register(`Newcomer ${suffix}`);
const matchId = await makeMatch(member.api, partner.api, partner.id);
for (const content of HOSTILE_MESSAGES) await partner.api.post(`/api/matches/${matchId}/messages`, { data: { content } });
await member.api.post(`/api/matches/${matchId}/messages`, { data: { content: `Sure! ${LONG_WORD.slice(0, 80)}` } });

const browser = await chromium.launch({ executablePath: await findChromium({ install: false }), args: ['--no-sandbox', '--disable-gpu'] });
for (const [size, viewport] of part === 'desktop'
  ? []
  : ([
      ['390', { width: 390, height: 844 }],
      ['1280', { width: 1280, height: 800 }],
    ] as const)) {
  const isPhone = size === '390';
  // A guest's first run.
  const guest = await browser.newContext({ viewport, isMobile: isPhone, hasTouch: isPhone, serviceWorkers: 'block' });
  const guestPage = await guest.newPage();
  for (const [name, path] of [
    ['guest-discover', '/'],
    ['guest-learn', '/learn'],
    ['guest-module', '/learn/1'],
    ['guest-messages', '/messages'],
    ['guest-matches', '/matches'],
    ['guest-vocabulary', '/vocabulary'],
    ['guest-coin', '/crypto/1'],
    ['guest-coins', '/crypto/all'],
    ['guest-auth', '/auth'],
    ['guest-not-found', '/no-such-page'],
  ] as const) {
    await guestPage.goto(new URL(path, baseURL).toString());
    await shot(guestPage, name, size);
  }
  await guest.close();

  for (const [who, api] of [
    ['member', member.api],
    ['fresh', fresh.api],
  ] as const) {
    const context = await browser.newContext({ viewport, isMobile: isPhone, hasTouch: isPhone, serviceWorkers: 'block', storageState: await api.storageState() });
    const page = await context.newPage();
    const screens: Array<[string, string]> =
      who === 'member'
        ? [
            ['discover', '/'],
            ['matches', '/matches'],
            ['messages', '/messages'],
            ['chat', `/chat/${matchId}`],
            ['profile', '/profile'],
            ['learn', '/learn'],
            ['vocabulary', '/vocabulary'],
            ['notices', '/notices'],
            ['chat-missing', '/chat/999999'],
          ]
        : [
            ['discover', '/'],
            ['matches', '/matches'],
            ['messages', '/messages'],
            ['profile', '/profile'],
          ];
    for (const [name, path] of screens) {
      await page.goto(new URL(path, baseURL).toString());
      await page.keyboard.press('Escape').catch(() => undefined);
      await shot(page, `${who}-${name}`, size);
    }
    if (who === 'member') {
      // Offline in the chat and on the profile.
      await page.goto(new URL(`/chat/${matchId}`, baseURL).toString());
      await page.waitForLoadState('networkidle');
      await context.setOffline(true);
      await page.getByRole('textbox', { name: 'Message' }).fill('Sent while offline 📴');
      await page.getByRole('button', { name: 'Send message' }).click();
      await shot(page, 'member-chat-offline', size);
      await context.setOffline(false);
    }
    await context.close();
  }
}

/*
 * The other screens at 1280x800 (the desktop design pass), a few in the dark theme too, and the dialogs at both
 * sizes. A step that fails is logged and the pass goes on: the screenshots are what to look at.
 */
async function step(name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.log(`step ${name} failed: ${(error as Error).message.split('\n')[0]}`);
  }
}
await member.api.post('/api/learning/progress', { data: { moduleId: 2 } }).catch(() => undefined);
for (const theme of ['light', 'dark'] as const) {
  const viewport = { width: 1280, height: 800 };
  const cookies = theme === 'dark' ? [{ name: 'cm_theme', value: 'dark', url: baseURL }] : [];
  const guest = await browser.newContext({ viewport, serviceWorkers: 'block' });
  await guest.addCookies(cookies);
  const guestPage = await guest.newPage();
  for (const [name, path] of [
    ['auth', '/auth'],
    ['auth-register', '/auth?tab=register'],
    ['forgot-password', '/forgot-password'],
    ['practice-wallet', '/practice-wallet'],
  ] as const) {
    await step(name, async () => {
      await guestPage.goto(new URL(path, baseURL).toString());
      await shot(guestPage, `desk-${theme}-guest-${name}`, '1280');
    });
  }
  await guest.close();
  const context = await browser.newContext({ viewport, serviceWorkers: 'block', storageState: await member.api.storageState() });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const go = async (path: string) => {
    await page.goto(new URL(path, baseURL).toString());
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
  ];
  for (const [name, path] of theme === 'dark' ? screens.filter(([name]) => ['discover', 'coin', 'learn', 'module', 'practice-wallet'].includes(name)) : screens) {
    await step(name, async () => {
      await go(path);
      await shot(page, `desk-${theme}-${name}`, '1280');
    });
  }
  if (theme === 'dark') {
    await context.close();
    continue;
  }
  await step('learn-all-modules', async () => {
    await go('/learn');
    await page.getByRole('tab', { name: 'All Modules' }).click();
    await shot(page, 'desk-light-learn-all', '1280');
  });
  await step('module-reading', async () => {
    await go('/learn/2');
    await page.getByRole('tab', { name: 'Content' }).click();
    await shot(page, 'desk-light-module-reading', '1280');
    await page.mouse.wheel(0, 1500);
    await shot(page, 'desk-light-module-reading-scrolled', '1280');
  });
  await step('module-quiz', async () => {
    await go('/learn/2');
    await page.getByRole('tab', { name: 'Quiz' }).click();
    await shot(page, 'desk-light-module-quiz', '1280');
    for (const group of await page.getByRole('radiogroup').all()) await group.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Submit Answers' }).click();
    await page.getByTestId('quiz-result').waitFor();
    await shot(page, 'desk-light-module-results', '1280');
  });
  for (const tab of ['Office', 'Achievements', 'Points', 'Stats', 'Preferences']) {
    await step(`profile-${tab}`, async () => {
      await go('/profile');
      await page.getByRole('tab', { name: tab }).click();
      await shot(page, `desk-light-profile-${tab.toLowerCase()}`, '1280');
    });
  }
  await context.close();
}

// Dialogs at both sizes: report, block, teach-back composer, settings (passkeys, two-step sign-in), logout.
for (const [size, viewport] of [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const) {
  const isPhone = size === '390';
  const context = await browser.newContext({ viewport, isMobile: isPhone, hasTouch: isPhone, serviceWorkers: 'block', storageState: await member.api.storageState() });
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
  await open('teach-back', `/chat/${matchId}`, () =>
    page
      .getByRole('button', { name: /teach|Teach/ })
      .first()
      .click(),
  );
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
await browser.close();
