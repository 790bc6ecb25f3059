/** Social fixtures: learning profiles, swipes and matched pairs, all through the API. */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
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

/** Both requests must already be signed in as two different users. Returns the match id. */
export async function makeMatch(teacherOfStaking: APIRequestContext, teacherOfTrading: APIRequestContext, otherUserId: number): Promise<number> {
  await setLearningProfile(teacherOfStaking, TEACHES_STAKING);
  await setLearningProfile(teacherOfTrading, TEACHES_TRADING);
  await swipeViaApi(teacherOfTrading, [1, 2, 5, 12, 20]);
  await swipeViaApi(teacherOfStaking, [1, 2, 5, 12, 20]);
  const matches = (await (await teacherOfStaking.get('/api/matches')).json()) as Array<{ id: number; matchedUser: { id: number } }>;
  const match = matches.find((entry) => entry.matchedUser.id === otherUserId);
  expect(match, 'the two users should have matched').toBeDefined();
  return (match as { id: number }).id;
}

/**
 * Users of journeys running in parallel can match the user under test at any moment, and each new match gets
 * its own "It's a Match!" popup (they queue). The celebration is not what these journeys look at: close each
 * one as it appears, without waiting for the dialog to go (the next queued popup may take its place).
 */
export async function dismissMatchCelebrations(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: "It's a Match!" }), (dialog) => dialog.getByRole('button', { name: 'Continue Swiping' }).click(), {
    noWaitAfter: true,
  });
}

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
