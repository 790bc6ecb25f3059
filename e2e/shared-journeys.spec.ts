import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, toasts } from './support/fixtures';
import { layoutProblem } from './support/layout';
import { passQuizViaApi } from './support/quiz';
import { liveReady, openMatchedPair } from './support/social';

const LONG_NAME = 'Maximiliana Wolkenstein-Aberdeen-Dunmore Zanzibar'; // 50 characters

test.describe('shared journeys', () => {
  test('A invites B to a journey from the chat, B joins live, and B finishing a step shows on A’s journey map', async ({ browser }) => {
    test.setTimeout(120_000);
    const pair = await openMatchedPair(browser, { alice: 'Alice', bob: LONG_NAME.slice(0, 44) });
    const { pageA, pageB, matchId, alice, bob } = pair;
    for (const page of [pageA, pageB]) await page.setViewportSize({ width: 390, height: 844 });

    // A picks a journey from the chat header once both are connected live.
    const [isALive, isBLive] = [await liveReady(pageA), await liveReady(pageB)];
    await pageA.goto(`/chat/${matchId}`);
    await pageB.goto(`/chat/${matchId}`);
    await Promise.all([isALive(), isBLive()]);
    await pageA.getByRole('button', { name: `More options for ${bob.displayName}` }).click();
    await pageA.getByRole('menuitem', { name: 'Learn a journey together' }).click();
    const picker = pageA.getByRole('dialog', { name: `Learn together with ${bob.displayName}` });
    await picker.getByRole('button', { name: 'Start Crypto Foundations together' }).click();
    await expect(picker.getByText('Shared', { exact: true })).toBeVisible();
    // B hears it live (the toast lasts 5 s: look before anything slow).
    await expect(toasts(pageB).getByText(`${alice.displayName} invited you to the journey “Crypto Foundations”.`)).toBeVisible();
    expect(await layoutProblem(pageA, 390)).toBeNull();
    await expectAccessible(pageA);
    await pageA.keyboard.press('Escape');
    // The "learning together" line under the chat header opens on a tap.
    const openTogether = (page: Page) => page.getByRole('region', { name: 'Learning together' }).getByRole('button', { expanded: false }).click();
    await openTogether(pageA);
    await expect(pageA.getByTestId('shared-journey')).toHaveAttribute('data-status', 'waiting');

    // B finds the invitation in the line under the chat header (marked), and joins.
    await expect(pageB.getByRole('img', { name: 'Invitation to answer' })).toBeVisible();
    await openTogether(pageB);
    const invitation = pageB.getByTestId('shared-journey');
    await expect(invitation).toHaveAttribute('data-status', 'invited');
    await invitation.getByRole('button', { name: 'Join' }).click();
    await expect(invitation).toHaveAttribute('data-status', 'active');
    await expect(invitation.getByRole('link', { name: /^Next: / })).toBeVisible();

    // A sees B joined, live.
    await expect(toasts(pageA).getByText(`${bob.displayName} joined “Crypto Foundations”. You can now see each other's steps.`)).toBeVisible();
    await expect(pageA.getByTestId('shared-journey')).toHaveAttribute('data-status', 'active');
    await pageA.getByTestId('shared-journey').screenshot({ path: 'reports/screenshots/shared-journey-strip-390.png' });

    // B completes the journey's first module: A is nudged and sees it on the strip and the journey map.
    expect((await pageB.request.post('/api/learning/progress', { data: { moduleId: 1 } })).status()).toBeLessThan(300);
    expect((await passQuizViaApi(pageB.request, 1, '01-bitcoin-basics.json')).status()).toBe(200);
    await expect(toasts(pageA).getByText(`${bob.displayName} finished a step`)).toBeVisible();
    await expect(pageA.getByTestId('shared-journey')).toContainText(`${bob.displayName} 1/7`);

    await pageA.setViewportSize({ width: 320, height: 700 });
    await pageA.goto('/learn');
    const card = pageA.getByTestId('journey-card').filter({ hasText: 'Crypto Foundations' });
    await expect(card.getByText(`With ${bob.displayName}`)).toBeVisible();
    await card.getByRole('button', { name: 'Crypto Foundations' }).click();
    await expect(pageA.getByText(`Learning with ${bob.displayName}: 1/7 steps`)).toBeVisible();
    await expect(pageA.getByTestId('journey-step').first().getByText(`${bob.displayName} done`)).toBeVisible();
    // The detail scrolls into view, so the bars may still be sliding: wait for the layout to settle.
    await expect.poll(() => layoutProblem(pageA, 320)).toBeNull();
    await pageA
      .getByRole('region', { name: 'Crypto Foundations' })
      .or(pageA.locator('section[aria-labelledby="journey-detail-heading"]'))
      .first()
      .screenshot({ path: 'reports/screenshots/shared-journey-map-320.png' });

    // Leaving ends it for both.
    await pageB.getByTestId('shared-journey').getByRole('button', { name: 'Leave Crypto Foundations' }).click();
    await expect(pageB.getByTestId('shared-journey')).toHaveCount(0);
    await expect(toasts(pageA).getByText(`${bob.displayName} left “Crypto Foundations”.`)).toBeVisible();
    await pair.close();
  });
});
