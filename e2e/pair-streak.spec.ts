import { expect, expectAccessible, test } from './support/fixtures';
import { layoutProblem } from './support/layout';
import { passQuizViaApi } from './support/quiz';
import { openMatchedPair } from './support/social';

const LONG_NAME = 'Maximiliana Wolkenstein-Aberdeen-Dunmore Zanzibar'; // 50 characters

test.describe('pair streak', () => {
  test('both partners do a lesson: the flame shows 1 on the match card and in the chat header, narrow and wide', async ({ browser }) => {
    // Two partners, three screens at five sizes, full-page screenshots: a long journey on a loaded machine.
    test.setTimeout(120_000);
    const pair = await openMatchedPair(browser, { alice: 'Alice', bob: LONG_NAME.slice(0, 44) });
    const { pageA, pageB, matchId, bob } = pair;

    await pageA.setViewportSize({ width: 320, height: 700 });
    await pageA.goto('/matches');
    const card = pageA.getByRole('link', { name: new RegExp(`Chat with ${bob.displayName}`) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: 'Pair streak: 0 days, 0 freezes, not done today yet' })).toBeVisible();
    // What each can teach the other, and one module to do together (Alice teaches Staking, Bob Trading).
    const item = pageA.getByRole('listitem').filter({ has: card });
    await expect(item.getByText('You teach Staking · They teach Trading')).toBeVisible();
    const suggested = item.getByRole('link', { name: /^Do together: .+ \(both ready\)$/ });
    await expect(suggested).toBeVisible();

    for (const page of [pageA, pageB]) {
      expect((await page.request.post('/api/learning/progress', { data: { moduleId: 1 } })).status()).toBeLessThan(300);
      expect((await passQuizViaApi(page.request, 1, '01-bitcoin-basics.json')).status()).toBe(200);
    }

    await pageA.goto('/matches');
    await expect(card.getByRole('img', { name: 'Pair streak: 1 day, 0 freezes, done today' })).toBeVisible();
    // The freeze count sits next to the streak, and the rule is one tap away.
    await expect(card.getByRole('img', { name: /Pair streak/ })).toContainText(/1\s*0/);
    await pageA.getByText('How streak freezes work').click();
    await expect(pageA.getByText(/Every 7 days in a row earns a freeze/)).toBeVisible();
    await expect(card).toHaveAccessibleName(new RegExp('Pair streak: 1 day, 0 freezes, done today'));
    expect(await layoutProblem(pageA, 320)).toBeNull();
    await expectAccessible(pageA);

    await pageA.goto(`/chat/${matchId}`);
    await expect(pageA.getByRole('img', { name: 'Pair streak: 1 day, 0 freezes, done today' })).toBeVisible();
    expect(await layoutProblem(pageA, 320)).toBeNull();
    await pageA.screenshot({ path: 'reports/screenshots/pair-streak-chat-320.png' });
    // The chat says the same in one collapsed line under the header; a tap opens the module link.
    await expect(pageA.getByText('You teach Staking · They teach Trading')).toBeVisible();
    const openTogether = () => pageA.getByRole('region', { name: 'Learning together' }).getByRole('button', { expanded: false }).click();
    await openTogether();
    const headerModule = pageA.getByRole('link', { name: /^Do together: / });
    await expect(headerModule).toBeVisible();
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await pageA.setViewportSize({ width, height });
      expect(await layoutProblem(pageA, width)).toBeNull();
      await pageA.screenshot({ path: `reports/screenshots/study-together-chat-${width}.png` });
      await pageA.goto('/matches');
      await expect(card).toBeVisible();
      expect(await layoutProblem(pageA, width)).toBeNull();
      await pageA.screenshot({ path: `reports/screenshots/study-together-matches-${width}.png`, fullPage: true });
      await pageA.goto(`/chat/${matchId}`);
    }
    await openTogether();
    await headerModule.click();
    await expect(pageA).toHaveURL(/\/learn\/\d+$/);
    await pageA.setViewportSize({ width: 320, height: 700 });

    for (const width of [430, 1280]) {
      await pageB.setViewportSize({ width, height: 800 });
      await pageB.goto('/matches');
      await expect(pageB.getByRole('img', { name: 'Pair streak: 1 day, 0 freezes, done today' }).first()).toBeVisible();
      expect(await layoutProblem(pageB, width)).toBeNull();
    }
    await pageA.goto('/matches');
    await expect(card.getByRole('img', { name: 'Pair streak: 1 day, 0 freezes, done today' })).toBeVisible();
    await card.screenshot({ path: 'reports/screenshots/pair-streak-card-320.png' });
    await pair.close();
  });
});
