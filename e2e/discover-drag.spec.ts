/**
 * Discover: swiping the card by dragging it, with real mouse and touch input (motion's pan gesture needs a
 * real browser; the buttons and arrow keys are in e2e/discover.spec.ts and
 * client/features/discover/components/discover-screen.dom.test.tsx).
 */
import { expect, test } from './support/fixtures';
import { dragTopCard, guestSwipes, topCard } from './support/discover';

test.describe('discover: dragging the card as a guest', () => {
  test('dragging the top card past 100 px with the mouse swipes it away, and the swipe survives a reload', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/');
    await expect(topCard(page)).toHaveAttribute('aria-label', 'Bitcoin');
    await expect(page.getByText('72 coins left')).toBeVisible();
    // Spec: more than 10 cards into an empty stack show the hint.
    await expect(page.getByText('Swipe right to like, left to pass')).toBeVisible();

    await dragTopCard(page, 160);
    await expect(page.getByRole('article', { name: 'Bitcoin' })).toHaveCount(0);
    await expect(topCard(page)).toHaveAttribute('aria-label', 'Ethereum');
    // The first swipe hides the hint.
    await expect(page.getByText('Swipe right to like, left to pass')).toBeHidden();
    expect(await guestSwipes(page)).toEqual([expect.objectContaining({ coinId: 1, liked: true })]);

    await dragTopCard(page, -160);
    await expect(topCard(page)).toHaveAttribute('aria-label', 'Tether');
    expect((await guestSwipes(page)).map(({ coinId, liked }) => ({ coinId, liked }))).toEqual([
      { coinId: 1, liked: true },
      { coinId: 2, liked: false },
    ]);

    await page.reload();
    await expect(topCard(page)).toHaveAttribute('aria-label', 'Tether');
    await expect(page.getByText('70 coins left')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Bitcoin' })).toHaveCount(0);
  });

  test('a 60 px drag shows the like indicator and springs back', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/');
    await expect(topCard(page)).toHaveAttribute('aria-label', 'Bitcoin');
    const before = await topCard(page).boundingBox();

    await dragTopCard(page, 60, {
      slow: true,
      hold: async () => {
        const opacity = Number(
          await page
            .getByTestId('top-card')
            .getByTestId('like-indicator')
            .evaluate((node) => getComputedStyle(node).opacity),
        );
        expect(opacity).toBeGreaterThan(0);
        expect(opacity).toBeLessThan(1);
      },
    });

    await expect(topCard(page)).toHaveAttribute('aria-label', 'Bitcoin');
    await expect.poll(async () => Math.round((await topCard(page).boundingBox())?.x ?? -1)).toBe(Math.round(before?.x ?? 0));
    expect(await guestSwipes(page)).toEqual([]);
  });

  test('a touch drag swipes the card on a phone', async ({ page }) => {
    await page.goto('/');
    await expect(topCard(page)).toHaveAttribute('aria-label', 'Bitcoin');
    const box = await topCard(page).boundingBox();
    if (!box) throw new Error('no top card');
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + 60;
    let x = box.x + box.width / 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 0; step < 8; step += 1) {
      x -= 20;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(topCard(page)).toHaveAttribute('aria-label', 'Ethereum');
    expect((await guestSwipes(page)).map(({ coinId, liked }) => ({ coinId, liked }))).toEqual([{ coinId: 1, liked: false }]);
  });

  test('with reduced motion the dragged card moves without tilting', { tag: '@desktop' }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(topCard(page)).toHaveAttribute('aria-label', 'Bitcoin');
    let transform = '';
    await dragTopCard(page, 80, {
      slow: true,
      hold: async () => {
        transform = await topCard(page).evaluate((node) => getComputedStyle(node).transform);
      },
    });
    // A pure translation: matrix(1, 0, 0, 1, x, y) with x > 0.
    const [a, b, c, d, tx] = (transform.match(/-?[\d.]+/g) ?? []).map(Number);
    expect([a, b, c, d]).toEqual([1, 0, 0, 1]);
    expect(tx).toBeGreaterThan(40);
    await expect(topCard(page)).toHaveAttribute('aria-label', 'Bitcoin');
  });
});
