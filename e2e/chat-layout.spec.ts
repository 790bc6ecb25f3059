/**
 * The conversation on a phone (docs/decisions/055): one header row, one collapsed "learning together" line,
 * no app header or tab bar, notices compact at their message, and most of the screen for the conversation.
 */
import { hydrated, createUserViaApi, expect, expectAccessible, test } from './support/fixtures';
import { layoutProblem } from './support/layout';
import { passQuizViaApi } from './support/quiz';
import { dismissMatchCelebrations, makeMatch } from './support/social';

const PARTNER = 'Alexandra Montgomery';
const SCAM = "Let's talk on Telegram instead, add me @lucy_trades";

test.describe('the conversation on a phone', () => {
  test('with a long name, a streak, a shared journey and a warning, messages keep at least 60% of a 390x844 screen', async ({ browser }) => {
    test.setTimeout(120_000);
    const contextA = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const contextB = await browser.newContext();
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    await createUserViaApi(pageA.request, { displayName: 'Sam' });
    const partner = await createUserViaApi(pageB.request, { displayName: PARTNER });
    const matchId = await makeMatch(pageA.request, pageB.request, partner.id);
    await dismissMatchCelebrations(pageA);

    // The full header state: a pair streak (both did a lesson today), a shared journey, a flagged message.
    for (const page of [pageA, pageB]) {
      expect((await page.request.post('/api/learning/progress', { data: { moduleId: 1 } })).status()).toBeLessThan(300);
      expect((await passQuizViaApi(page.request, 1, '01-bitcoin-basics.json')).status()).toBe(200);
    }
    expect((await pageB.request.put(`/api/matches/${matchId}/journeys/1`)).status()).toBeLessThan(300);
    expect((await pageA.request.put(`/api/matches/${matchId}/journeys/1`)).status()).toBeLessThan(300);
    for (const content of ['Hi! Ready for the staking module?', 'I finished the first lesson today.', SCAM]) {
      expect((await pageB.request.post(`/api/matches/${matchId}/messages`, { data: { content } })).status()).toBe(201);
    }

    await pageA.goto(`/chat/${matchId}`);
    await hydrated(pageA);
    const name = pageA.getByRole('heading', { level: 1, name: PARTNER });
    await expect(name).toBeVisible();
    await expect(pageA.getByRole('img', { name: /^Pair streak: 1 day/ })).toBeVisible();
    await expect(pageA.getByRole('note', { name: 'Warning: Moves the chat off Coinmates' })).toBeVisible();
    const together = pageA.getByRole('region', { name: 'Learning together' });
    await expect(together).toContainText('Crypto Foundations');

    // The whole name shows: nothing cut.
    const cut = await name.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut).toBe(false);

    // One back arrow (the chat's, to /messages), no tab bar.
    await expect(pageA.getByTestId('app-header')).toBeHidden();
    await expect(pageA.getByTestId('bottom-bar')).toHaveCount(0);
    await expect(pageA.getByRole('link', { name: /^Back/ })).toHaveCount(1);

    const scroller = (await pageA.getByTestId('message-scroller').boundingBox())!;
    expect(scroller.height / 844).toBeGreaterThanOrEqual(0.6);
    expect(await layoutProblem(pageA, 390)).toBeNull();
    await pageA.screenshot({ path: 'reports/screenshots/chat-full-header-390.png' });
    await expectAccessible(pageA);

    // The line opens on tap: the module to do together and the journey with its next step.
    await together.getByRole('button', { expanded: false }).click();
    await expect(together.getByTestId('shared-journey')).toHaveAttribute('data-status', 'active');
    await expect(together.getByRole('link', { name: /^Next: / })).toBeVisible();

    // The overflow menu holds journeys, report and block.
    await pageA.getByRole('button', { name: `More options for ${PARTNER}` }).click();
    for (const item of ['Learn a journey together', 'Report', 'Unmatch', 'Block']) await expect(pageA.getByRole('menuitem', { name: item })).toBeVisible();
    await pageA.keyboard.press('Escape');

    await pageA.getByRole('link', { name: 'Back to messages' }).click();
    await expect(pageA).toHaveURL(/\/messages$/);
    await expect(pageA.getByTestId('bottom-bar')).toBeVisible();
    await contextA.close();
    await contextB.close();
  });

  test('a new pair shows no streak, and a wide screen keeps the app header above the chat', async ({ browser }) => {
    test.setTimeout(90_000);
    const contextA = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const contextB = await browser.newContext();
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    await createUserViaApi(pageA.request, { displayName: 'Sam' });
    const partner = await createUserViaApi(pageB.request, { displayName: 'Leo Park' });
    const matchId = await makeMatch(pageA.request, pageB.request, partner.id);
    await dismissMatchCelebrations(pageA);

    await pageA.goto(`/chat/${matchId}`);
    await expect(pageA.getByRole('heading', { level: 1, name: 'Leo Park' })).toBeVisible();
    await expect(pageA.getByRole('img', { name: /^Pair streak/ })).toHaveCount(0);

    await pageA.setViewportSize({ width: 1280, height: 800 });
    await expect(pageA.getByTestId('app-header')).toBeVisible();
    await expect(pageA.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await layoutProblem(pageA, 1280)).toBeNull();
    await contextA.close();
    await contextB.close();
  });
});
