/** Social fixtures: learning profiles, swipes and matched pairs, all through the API. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { LEARNING_INTERESTS } from '../../shared/constants/learning-profile';
import { TEACHES_STAKING, TEACHES_TRADING } from '../../server/test/learning-profiles';
import { createUserViaApi, type ApiUser } from './fixtures';

export { TEACHES_STAKING, TEACHES_TRADING };

export async function setLearningProfile(request: APIRequestContext, profile: object): Promise<void> {
  const response = await request.patch('/api/users/profile', { data: profile });
  expect(response.status(), await response.text()).toBe(200);
}

export async function swipeViaApi(request: APIRequestContext, coinIds: number[], liked = true): Promise<void> {
  for (const coinId of coinIds) {
    const response = await request.post('/api/preferences', { data: { coinId, liked } });
    expect(response.status()).toBe(200);
  }
}

/** The interests a pair's fixture profiles always hold (their teaching), left out of the fingerprint. */
const TAUGHT_INTERESTS = new Set<string>([...TEACHES_STAKING.learningInterests, ...TEACHES_TRADING.learningInterests]);
const FINGERPRINT_SIZE = 4;

/**
 * Four learning interests both members of one pair share, drawn at random: with its own partner a member's
 * interest overlap is complete, with a member of any other pair (journeys run in parallel, all teaching
 * Staking <-> Trading) it is not, so the partner is strictly the best candidate and always among the matches
 * one run creates (docs/decisions/049-limits-per-person-and-matches-that-teach.md).
 */
function pairFingerprint(): string[] {
  const pool = LEARNING_INTERESTS.filter((interest) => !TAUGHT_INTERESTS.has(interest));
  const chosen: string[] = [];
  while (chosen.length < FINGERPRINT_SIZE) {
    const interest = pool[Math.floor(Math.random() * pool.length)] as string;
    if (!chosen.includes(interest)) chosen.push(interest);
  }
  return chosen;
}

/** Both requests must already be signed in as two different users. Returns the match id. */
export async function makeMatch(teacherOfStaking: APIRequestContext, teacherOfTrading: APIRequestContext, otherUserId: number): Promise<number> {
  const fingerprint = pairFingerprint();
  // Each can teach the other what they want (Staking <-> Trading): the rule every match needs.
  await setLearningProfile(teacherOfStaking, { ...TEACHES_STAKING, learningInterests: [...TEACHES_STAKING.learningInterests, ...TEACHES_TRADING.learningInterests, ...fingerprint] });
  await setLearningProfile(teacherOfTrading, { ...TEACHES_TRADING, learningInterests: [...TEACHES_STAKING.learningInterests, ...TEACHES_TRADING.learningInterests, ...fingerprint] });
  await swipeViaApi(teacherOfTrading, [1, 2, 5, 12, 20]);
  await swipeViaApi(teacherOfStaking, [1, 2, 5, 12, 20]);
  // Matching runs as a job after the swipe is answered: wait for its sentinel, the match in the list.
  const findMatch = async () => {
    const matches = (await (await teacherOfStaking.get('/api/matches')).json()) as Array<{ id: number; matchedUser: { id: number } }>;
    return matches.find((entry) => entry.matchedUser.id === otherUserId)?.id;
  };
  await expect.poll(findMatch, { message: 'the two users should have matched', timeout: 20_000 }).toBeDefined();
  return (await findMatch()) as number;
}

/**
 * Users of journeys running in parallel can match the user under test at any moment, and each new match gets
 * its own "It's a Match!" popup (they queue). The celebration is not what these journeys look at: close each
 * one as it appears, without waiting for the dialog to go (the next queued popup may take its place).
 */
export async function dismissMatchCelebrations(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: MATCH_POPUP.title }), (dialog) => dialog.getByRole('button', { name: MATCH_POPUP.continue }).click(), {
    noWaitAfter: true,
  });
}

/**
 * On a phone the toasts sit at the top of the screen, over a screen's header: a "New Match!" toast from a
 * parallel journey can cover the button a chat journey taps next. Close each one as it appears (other toasts,
 * which journeys read, are left alone).
 */
export async function dismissMatchToasts(page: Page): Promise<void> {
  const toast = page
    .getByTestId('toast-viewport')
    .getByRole('listitem')
    .filter({ has: page.getByText(MATCH_POPUP.toast) });
  await page.addLocatorHandler(toast, (item) => item.getByRole('button', { name: MATCH_POPUP.dismiss }).click(), { noWaitAfter: true });
}

/**
 * From now on, every toast on the page is closed as soon as it covers a control the journey taps: for a part of
 * a journey that reads no toasts. An achievement's toast from an earlier step can still sit over a phone's header
 * on a loaded machine, and one under the pointer does not time out (Radix pauses a hovered toast).
 */
export async function dismissAllToasts(page: Page): Promise<void> {
  const toast = page.getByTestId('toast-viewport').getByRole('listitem').first();
  await page.addLocatorHandler(toast, (item) => item.getByRole('button', { name: MATCH_POPUP.dismiss }).click(), { noWaitAfter: true });
}

/** The popup's title and button in every language the app offers (a journey's user may have switched). */
const MATCH_POPUP = (() => {
  const catalogs = readdirSync('client/i18n/catalogs')
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join('client/i18n/catalogs', name), 'utf8')) as Record<string, string>);
  const anyOf = (id: string) =>
    new RegExp(
      `^(${catalogs
        .flatMap((catalog) => (catalog[id] ? [catalog[id]] : []))
        .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('|')})$`,
    );
  return { title: anyOf('matches.popup.title'), continue: anyOf('matches.popup.continue'), toast: anyOf('app.live.newMatch'), dismiss: anyOf('ui.toast.dismiss') };
})();

export interface MatchedPair {
  alice: ApiUser;
  bob: ApiUser;
  pageA: Page;
  pageB: Page;
  matchId: number;
  close(): Promise<void>;
}

/**
 * Alice and Bob, each signed in in a browser context of their own, matched with each other. Names carry a
 * random suffix: other journeys running in parallel create matching users too.
 */
export async function openMatchedPair(browser: Browser, names: { alice?: string; bob?: string } = {}): Promise<MatchedPair> {
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const pageA = await contextA.newPage();
  const pageB = await contextB.newPage();
  const suffix = Math.random().toString(36).slice(2, 7);
  const alice = await createUserViaApi(pageA.request, { displayName: `${names.alice ?? 'Alice'} ${suffix}` });
  const bob = await createUserViaApi(pageB.request, { displayName: `${names.bob ?? 'Bob'} ${suffix}` });
  const matchId = await makeMatch(pageA.request, pageB.request, bob.id);
  for (const page of [pageA, pageB]) await dismissMatchCelebrations(page);
  return {
    alice,
    bob,
    pageA,
    pageB,
    matchId,
    close: async () => {
      await contextA.close();
      await contextB.close();
    },
  };
}

/**
 * Resolves once the page's live socket is subscribed (the server's `ready` event): from then on no live event
 * addressed to the user is missed. Call before the page opens the app; every later socket passes through too.
 */
export async function liveReady(page: Page): Promise<() => Promise<void>> {
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  await page.routeWebSocket(/\/ws/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (typeof message === 'string' && message.includes('"type":"ready"')) markReady();
      socket.send(message);
    });
  });
  return () => ready;
}
