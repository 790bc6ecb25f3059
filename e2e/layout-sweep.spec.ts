/**
 * Every screen of the route table (docs/product.md section 2) fits a real phone with real content: at 320, 360,
 * 390 and 430 px wide and at 768 and 1280, as a guest and signed in (with matches, messages and progress), with
 * the whole catalogue (every module page, every coin page) and with hostile data created through the API
 * (66-character hex, 300-character words, URLs, 50-character names with and without spaces, emoji,
 * right-to-left text). One browser page per width and kind of visitor, routes visited in the app.
 *
 * The same sweep also runs in Arabic (right to left), in the pseudo-locale (every string 40% longer) and in the
 * dark theme (docs/decisions/056-translations.md), at 320, 390 and 1280 px, with the catalogue sampled
 * (the module and coin pages share their components), and axe on every route in Arabic and the pseudo-locale
 * (no serious or critical violation). `SWEEP_VARIANTS=ar,dark` picks variants (default all three; empty: none).
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { createUserViaApi, expect, expectAccessible, test, type ApiUser } from './support/fixtures';
import { navigateInApp, settle, sweep, trackRequests, type SweepStop } from './support/layout';
import { setLearningProfile, swipeViaApi, TEACHES_STAKING, TEACHES_TRADING, dismissMatchCelebrations } from './support/social';

const SIZES = [
  { width: 320, height: 640 },
  { width: 360, height: 780 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

const HEX_66 = `0x${'5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060'}`;
const WORD_300 = 'Supercalifragilisticexpialidocious'.repeat(9).slice(0, 300);
const LONG_URL = `https://etherscan.io/tx/${HEX_66}?utm_source=coinmates&utm_medium=chat&utm_campaign=${'x'.repeat(80)}`;
const RTL = 'مرحبا! هل يمكنك أن تشرح لي كيف تعمل مكافآت التخزين؟ ‏שלום עולם';
const EMOJI = '🚀🌕💎🙌🔥 to the moon 🧑‍🚀👩🏽‍💻🏳️‍🌈 gm gm gm';

function suffix(): string {
  return Math.random().toString(36).slice(2, 6);
}

/** 50-character display names: no spaces, spaces, emoji, right-to-left. */
function hostileNames(): string[] {
  const tag = suffix();
  return [
    `${'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft'.slice(0, 46)}${tag}`,
    `Alexandra Montgomery-Smith de la Vega-Castel ${tag}`.slice(0, 50),
    `👩🏽‍💻🚀 Crypto Queen of the Moon 🌕💎 ${tag}`,
    `عبد الرحمن بن محمد المستخدم الطويل ${tag}`,
  ];
}

interface Catalogue {
  moduleIds: number[];
  coinIds: number[];
}

interface World extends Catalogue {
  me: ApiUser;
  matchIds: number[];
}

async function loadCatalogue(request: APIRequestContext): Promise<Catalogue> {
  const modules = (await (await request.get('/api/learning/modules')).json()) as Array<{ id: number }>;
  const coins = (await (await request.get('/api/cryptos')).json()) as Array<{ id: number }>;
  expect(modules.length * coins.length).toBeGreaterThan(0);
  return { moduleIds: modules.map((entry) => entry.id), coinIds: coins.map((entry) => entry.id) };
}

async function post(request: APIRequestContext, url: string, data: object): Promise<void> {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
}

/** A signed-in user with a hostile name, matched with hostile-named partners, chats full of hostile text, and
 *  learning progress. Everything goes through the API. */
async function buildWorld(browser: Browser): Promise<World> {
  const [myName, ...partnerNames] = hostileNames();
  const meContext = await browser.newContext();
  const me = await createUserViaApi(meContext.request, { username: `u${suffix()}${'x'.repeat(27)}`, displayName: myName });
  await setLearningProfile(meContext.request, TEACHES_STAKING);
  const partners: Array<{ user: ApiUser; request: APIRequestContext }> = [];
  for (const displayName of partnerNames) {
    const context = await browser.newContext();
    const user = await createUserViaApi(context.request, { displayName });
    await setLearningProfile(context.request, TEACHES_TRADING);
    await swipeViaApi(context.request, [1, 2, 5, 12, 20]);
    partners.push({ user, request: context.request });
  }
  await swipeViaApi(meContext.request, [1, 2, 5, 12, 20]);
  await swipeViaApi(meContext.request, [3, 4], false);
  const matches = (await (await meContext.request.get('/api/matches')).json()) as Array<{ id: number; matchedUser: { id: number } }>;
  const matchIds: number[] = [];
  for (const partner of partners) {
    const match = matches.find((entry) => entry.matchedUser.id === partner.user.id);
    if (!match) continue;
    matchIds.push(match.id);
    const sentIds: number[] = [];
    for (const content of [`Done, tx hash ${HEX_66}`, WORD_300, LONG_URL, EMOJI, RTL]) {
      const response = await partner.request.post(`/api/matches/${match.id}/messages`, { data: { content } });
      expect(response.ok(), await response.text()).toBe(true);
      sentIds.push(((await response.json()) as { id: number }).id);
    }
    // Quotes of a 300-character word and of right-to-left text, and every reaction from both (docs/decisions/053).
    await post(meContext.request, `/api/matches/${match.id}/messages`, { content: `${WORD_300} ${HEX_66}`, replyToId: sentIds[1] });
    await post(meContext.request, `/api/matches/${match.id}/messages`, { content: RTL, replyToId: sentIds[4] });
    for (const reaction of ['thumbs_up', 'heart', 'laughing', 'surprised', 'got_it', 'fire']) {
      for (const request of [meContext.request, partner.request]) {
        for (const messageId of [sentIds[1], sentIds[0]]) expect((await request.put(`/api/matches/${match.id}/messages/${messageId}/reactions/${reaction}`)).ok()).toBe(true);
      }
    }
  }
  expect(matchIds.length, 'the hostile-named partners should match').toBeGreaterThanOrEqual(2);
  await post(meContext.request, '/api/learning/progress', { moduleId: 1 });
  await post(meContext.request, '/api/learning/progress', { moduleId: 2 });
  return { me, matchIds, ...(await loadCatalogue(meContext.request)) };
}

/** The catalogue: every module page and every coin page, each checked at every size like the other screens (a
 *  resize costs one layout, so the 100+ pages stay cheap). */
function catalogueStops(catalogue: Catalogue): SweepStop[] {
  return [
    { path: '/learn', tabs: ['All Modules'] },
    { path: '/learn?coinId=1' },
    { path: '/learn?coinId=2' },
    ...catalogue.moduleIds.map((id) => ({ path: `/learn/${id}` })),
    { path: '/learning/module/4', tabs: ['Quiz'] },
    { path: '/learn/not-a-number' },
    { path: '/crypto/all' },
    ...catalogue.coinIds.map((id) => ({ path: `/crypto/${id}` })),
    { path: '/crypto/999999' },
  ];
}

function guestStops(world: Catalogue): SweepStop[] {
  return [
    { path: '/landing' },
    { path: '/' },
    { path: '/discover' },
    { path: '/auth' },
    { path: '/auth?mode=login' },
    { path: '/forgot-password' },
    { path: '/reset-password' },
    { path: '/verify-email' },
    { path: '/matches' },
    { path: '/messages' },
    ...catalogueStops(world),
    { path: '/vocabulary' },
    // The practice wallet and the first screen of each drill (addresses, calldata and typed data at full length).
    { path: '/practice-wallet' },
    ...['seed', 'receive', 'sign', 'support', 'revoke', 'swap'].map((drill) => ({ path: `/practice-wallet?drill=${drill}` })),
    { path: '/no/such/page' },
  ];
}

function memberStops(world: World): SweepStop[] {
  return [
    { path: '/' },
    { path: '/matches' },
    // Search results with hostile data (docs/decisions/053): a 300-character word, right-to-left text, a hash,
    // the hostile partners' names.
    { path: '/messages', searches: ['Supercalifragilistic', 'مرحبا', 'hash'] },
    ...world.matchIds.map((id) => ({ path: `/chat/${id}` })),
    { path: '/chat/999999' },
    { path: '/profile', tabs: ['Office', 'Achievements', 'Points', 'Learning', 'Preferences'] },
    ...catalogueStops(world),
    { path: '/learn/1', tabs: ['Quiz'] },
    { path: '/vocabulary', tabs: ['Stats'] },
    { path: '/no/such/page' },
  ];
}

async function openPage(browser: Browser, user?: ApiUser, prepare?: (context: BrowserContext) => Promise<void>): Promise<{ page: Page; inFlight: () => number; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: SIZES[0], hasTouch: true, deviceScaleFactor: 1 });
  await prepare?.(context);
  const page = await context.newPage();
  if (user) {
    const response = await page.request.post('/api/auth/login', { data: { username: user.username, password: user.password } });
    expect(response.status()).toBe(200);
    // Parallel journeys create matching users: their celebration is not what this sweep looks at.
    await dismissMatchCelebrations(page);
  }
  const inFlight = trackRequests(page);
  await page.goto('/landing');
  return { page, inFlight, close: () => context.close() };
}

test.describe('layout sweep', () => {
  test('every route fits 320-430, 768 and 1280 px wide, as a guest', async ({ browser, request }) => {
    test.setTimeout(540_000);
    const catalogue = await loadCatalogue(request);
    const guest = await openPage(browser);
    const failures = await sweep(guest.page, guestStops(catalogue), SIZES, guest.inFlight);
    await guest.close();
    expect(failures).toEqual([]);
  });

  test('every route fits 320-430, 768 and 1280 px wide, signed in with matches, hostile messages and progress', async ({ browser }) => {
    test.setTimeout(540_000);
    const world = await buildWorld(browser);
    const member = await openPage(browser, world.me);
    const failures = await sweep(member.page, memberStops(world), SIZES, member.inFlight);
    await member.close();
    expect(failures).toEqual([]);
  });
});

type Variant = 'ar' | 'pseudo' | 'dark';
const VARIANT_COOKIES: Record<Variant, { name: string; value: string }> = {
  ar: { name: 'cm_lang', value: 'ar' },
  pseudo: { name: 'cm_lang', value: 'pseudo' },
  dark: { name: 'cm_theme', value: 'dark' },
};
const VARIANTS = (process.env.SWEEP_VARIANTS ?? 'ar,pseudo,dark')
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is Variant => name in VARIANT_COOKIES);
/** The narrowest phone, the common one and a desktop: the widths where a longer or mirrored text breaks first. */
const VARIANT_SIZES = [SIZES[0]!, SIZES[2]!, SIZES[5]!];
/** Translated lessons 1-2, an English-only lesson with its note (20), two coins. */
const SAMPLED: Catalogue = { moduleIds: [1, 2, 20], coinIds: [1, 2] };

/** Tabs and message searches are found by their English names: a translated page has other names, so they go. */
const untranslatedStops = (stops: SweepStop[]): SweepStop[] => stops.map((stop) => ({ path: stop.path }));

/** axe on each route (deduplicated); every route's problems are collected, not only the first's. */
async function axeProblems(page: Page, stops: readonly SweepStop[], inFlight: () => number): Promise<string[]> {
  const problems: string[] = [];
  for (const path of [...new Set(stops.map((stop) => stop.path))]) {
    await navigateInApp(page, path);
    await settle(page, inFlight);
    try {
      await expectAccessible(page);
    } catch (error) {
      problems.push(
        `axe ${path}: ${(error as Error).message
          .split('\n')
          .filter((line) => line.includes(': '))
          .slice(0, 6)
          .join(' | ')}`,
      );
    }
  }
  return problems;
}

function variantCookies(variant: Variant, baseURL: string | undefined) {
  return async (context: BrowserContext) => context.addCookies([{ ...VARIANT_COOKIES[variant], url: baseURL ?? 'http://localhost' }]);
}

async function expectVariantActive(page: Page, variant: Variant): Promise<void> {
  if (variant === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  if (variant === 'dark') await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The server renders the pseudo-locale outside production, as <html lang="en-XA"> (a valid tag); the client keeps it.
  if (variant === 'pseudo') {
    expect(await (await page.request.get('/landing')).text()).toContain('<html lang="en-XA"');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  }
}

test.describe('layout sweep in Arabic, the pseudo-locale and dark', () => {
  for (const variant of VARIANTS) {
    test(`[${variant}] every route fits 320, 390 and 1280 px, as a guest${variant === 'pseudo' ? '' : ' and signed in'}${variant === 'dark' ? '' : ', and passes axe'}`, async ({
      browser,
      request,
      baseURL,
    }) => {
      test.setTimeout(540_000);
      const guestCatalogue = { ...(await loadCatalogue(request)), ...SAMPLED };
      const guest = await openPage(browser, undefined, variantCookies(variant, baseURL));
      await expectVariantActive(guest.page, variant);
      const guestStopsHere = untranslatedStops(guestStops(guestCatalogue));
      const failures = await sweep(guest.page, guestStopsHere, VARIANT_SIZES, guest.inFlight);
      if (variant !== 'dark') {
        await guest.page.setViewportSize(SIZES[2]!);
        failures.push(...(await axeProblems(guest.page, guestStopsHere, guest.inFlight)));
      }
      await guest.close();
      // An account holds a real language only (the pseudo-locale is never stored on one): pseudo sweeps as a guest.
      if (variant === 'pseudo') {
        expect(failures).toEqual([]);
        return;
      }

      const world = { ...(await buildWorld(browser)), ...SAMPLED };
      const member = await openPage(browser, world.me, variantCookies(variant, baseURL));
      // The account's own theme would win over the cookie: a signed-in dark sweep sets it on the account.
      if (variant === 'dark') expect((await member.page.request.put('/api/users/me/theme', { data: { theme: 'dark' } })).status()).toBe(200);
      await member.page.reload();
      await expectVariantActive(member.page, variant);
      const memberStopsHere = untranslatedStops(memberStops(world));
      failures.push(...(await sweep(member.page, memberStopsHere, VARIANT_SIZES, member.inFlight)));
      if (variant !== 'dark') {
        await member.page.setViewportSize(SIZES[2]!);
        failures.push(...(await axeProblems(member.page, memberStopsHere, member.inFlight)));
      }
      await member.close();
      expect(failures).toEqual([]);
    });
  }
});
