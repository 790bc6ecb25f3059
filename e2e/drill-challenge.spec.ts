/**
 * A drill challenge from the chat, by two people on phones (390x844): Alice sends the "Read what you sign"
 * drill, Bob does it in the practice wallet (no request while it runs), and both cards show his score live
 * (docs/decisions/054-practice-wallet-and-quiz-fairness.md).
 */
import type { Page, Request, WebSocketRoute } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { layoutProblem } from './support/layout';
import { liveReady, openMatchedPair } from './support/social';

const PHONE = { width: 390, height: 844 };
const SMALL = { width: 320, height: 640 };
const DRILL = 'Read what you sign';

/** The card, at the phone size and the smallest one, inside the screen; kept for a reviewer in reports/screenshots. */
async function shootCard(page: Page, name: string) {
  for (const size of [PHONE, SMALL]) {
    await page.setViewportSize(size);
    const card = page.getByTestId('drill-challenge').last();
    await card.scrollIntoViewIfNeeded();
    expect(await layoutProblem(page, size.width)).toBeNull();
    await page.screenshot({ path: `reports/screenshots/drill-challenge-${name}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize(PHONE);
}

test.describe('drill challenge', () => {
  test('Alice challenges Bob to the sign drill from the chat; Bob does it on his phone with no request; both see the result live', async ({ browser }) => {
    test.setTimeout(180_000);
    const { pageA, pageB, matchId, bob, close } = await openMatchedPair(browser, { alice: 'Alice', bob: 'Bob' });
    for (const page of [pageA, pageB]) await page.setViewportSize(PHONE);
    // Alice's socket goes through the test: later it is cut off while Bob finishes a second challenge.
    const aliceSockets: WebSocketRoute[] = [];
    let isAliceDeaf = false;
    let markAliceReady: () => void = () => undefined;
    const aliceReady = new Promise<void>((resolve) => (markAliceReady = resolve));
    await pageA.routeWebSocket(/\/ws/, (socket) => {
      aliceSockets.push(socket);
      // A deaf socket is open to the page but reaches no server: nothing published meanwhile gets to it.
      if (isAliceDeaf) return;
      const server = socket.connectToServer();
      server.onMessage((message) => {
        if (typeof message === 'string' && message.includes('"type":"ready"')) markAliceReady();
        socket.send(message);
      });
    });
    const aliceLive = () => aliceReady;
    const bobLive = await liveReady(pageB);
    await pageA.goto(`/chat/${matchId}`);
    await pageB.goto(`/chat/${matchId}`);
    await Promise.all([aliceLive(), bobLive()]);

    // Alice: the composer's Teach back dialog, "Challenge with a drill", the six drills with what each asks.
    await pageA.getByRole('button', { name: 'Teach back' }).click();
    const dialog = pageA.getByRole('dialog', { name: 'Teach back' });
    await dialog.getByRole('tab', { name: 'Challenge with a drill' }).click();
    await expect(dialog.getByRole('radio')).toHaveCount(6);
    await expect(dialog.getByText('Approvals and permits: some harmless, some to a drainer.')).toBeVisible();
    await dialog.getByRole('radio', { name: new RegExp(`^${DRILL}`) }).check();
    await pageA.screenshot({ path: 'reports/screenshots/drill-challenge-dialog-390x844.png' });
    await pageA.setViewportSize(SMALL);
    expect(await layoutProblem(pageA, SMALL.width)).toBeNull();
    await pageA.screenshot({ path: 'reports/screenshots/drill-challenge-dialog-320x640.png' });
    await pageA.setViewportSize(PHONE);
    await dialog.getByRole('button', { name: 'Send challenge' }).click();
    await expect(dialog).toBeHidden();

    const cardOnA = pageA.getByRole('article', { name: DRILL });
    await expect(cardOnA.getByTestId('drill-challenge-status')).toHaveText(`Waiting for ${bob.displayName} to do it.`);
    await expect(cardOnA.getByRole('link', { name: 'Start' })).toHaveCount(0);
    await shootCard(pageA, 'sent');

    // Bob sees it arrive live, and only he can start it.
    const cardOnB = pageB.getByRole('article', { name: DRILL });
    await expect(cardOnB.getByRole('link', { name: 'Start' })).toBeVisible();
    await shootCard(pageB, 'received');
    await cardOnB.getByRole('link', { name: 'Start' }).click();

    // The practice wallet, marked PRACTICE, opens the drill in challenge mode.
    await expect(pageB.getByTestId('practice-banner')).toContainText('PRACTICE');
    await expect(pageB.getByRole('heading', { name: DRILL, level: 1 })).toBeVisible();
    await expect(pageB.getByTestId('challenge-status')).toContainText('Your first run counts');
    await expect(pageB.getByTestId('decoded-request')).toBeVisible();
    await pageB.waitForLoadState('networkidle');
    const requests: Request[] = [];
    pageB.on('request', (request) => requests.push(request));
    const resultPost = pageB.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/drill-result'));

    // Bob rejects every drainer request (the unlimited approve, the "free" Permit and the Permit2) and signs the rest.
    for (let step = 0; step < 6; step += 1) {
      await expect(pageB.getByTestId('decoded-request')).toBeVisible();
      const text = await pageB.locator('section[aria-labelledby="drill-title"]').innerText();
      const isDrainer = ['usdc-rewards-claim.xyz', 'airdrop-eligibility.app', 'mint-allowlist-pass.io'].some((site) => text.includes(site));
      await pageB.getByRole('button', { name: isDrainer ? 'Reject' : 'Sign', exact: true }).click();
      const feedback = pageB.getByTestId('sign-feedback');
      await expect(feedback).toHaveAttribute('data-correct', 'true');
      await feedback.getByRole('button').click();
    }
    const posted = await resultPost;
    expect(posted.postDataJSON()).toEqual({ right: 6, total: 6 });
    // Between Start and the result, the drill asked the network for nothing: the result is the first request.
    expect(requests.map((request) => `${request.method()} ${request.url()}`)[0]).toMatch(/^POST .*\/api\/messages\/\d+\/drill-result$/);
    expect(requests.indexOf(posted)).toBe(0);
    await expect(pageB.getByTestId('drill-score')).toHaveText('Last score: 6 of 6');
    await expect(pageB.getByTestId('challenge-status')).toHaveText('Your score (6/6) is in the chat.');
    await expect(pageB.getByTestId('missed-terms')).toHaveCount(0);
    await pageB.getByTestId('challenge-panel').scrollIntoViewIfNeeded();
    await pageB.screenshot({ path: 'reports/screenshots/drill-challenge-wallet-390x844.png' });

    // Alice's card changed live, without a reload; Bob's too once he is back in the chat.
    await expect(cardOnA.getByTestId('drill-challenge-status')).toHaveText(`${bob.displayName} passed ${DRILL}: 6/6`);
    await shootCard(pageA, 'done');
    await pageB.getByRole('link', { name: 'Back to the chat' }).click();
    await expect(cardOnB.getByTestId('drill-challenge-status')).toHaveText(`You passed ${DRILL}: 6/6`);
    await expect(cardOnB.getByRole('link', { name: 'Start' })).toHaveCount(0);
    await shootCard(pageB, 'done-own');

    // Catch-up: Alice's phone loses its connection; Bob does a second challenge (the support DM, refused) and
    // misses nothing of it; once Alice's socket is back, her card shows his result without a reload.
    const second = await pageA.request.post(`/api/matches/${matchId}/drill-challenges`, { data: { drillId: 'support' } });
    expect(second.status(), await second.text()).toBe(201);
    const supportOnA = pageA.getByRole('article', { name: 'The "support agent" DM' });
    await expect(supportOnA.getByTestId('drill-challenge-status')).toHaveText(`Waiting for ${bob.displayName} to do it.`);
    isAliceDeaf = true;
    await aliceSockets.at(-1)!.close({ code: 4000, reason: 'network drop' });
    await expect.poll(() => aliceSockets.length).toBe(2);
    await pageB.getByRole('article', { name: 'The "support agent" DM' }).getByRole('link', { name: 'Start' }).click();
    await pageB.locator('[data-choice="refuse"]').click();
    await expect(pageB.getByTestId('challenge-status')).toHaveText('Your score (1/1) is in the chat.');
    await expect(supportOnA.getByTestId('drill-challenge-status')).toHaveText(`Waiting for ${bob.displayName} to do it.`);
    isAliceDeaf = false;
    await aliceSockets.at(-1)!.close({ code: 4000, reason: 'back online' });
    await expect(supportOnA.getByTestId('drill-challenge-status')).toHaveText(`${bob.displayName} passed The "support agent" DM: 1/1`);
    await close();
  });
});
