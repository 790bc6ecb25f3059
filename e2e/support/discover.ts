/**
 * What the Discover journeys share (e2e/discover.spec.ts, e2e/discover-drag.spec.ts): the top card, a real
 * mouse drag of it, and the guest swipes the browser keeps.
 */
import type { Page } from '@playwright/test';

export const GUEST_SWIPES_KEY = 'coinmates.guestSwipes';

export const topCard = (page: Page) => page.getByTestId('top-card');

/** Drags the top card horizontally with the mouse, from its coloured header. A slow drag pauses between
 *  steps so that its release velocity stays far below the flick threshold. */
export async function dragTopCard(page: Page, dx: number, options: { slow?: boolean; hold?: () => Promise<void> } = {}): Promise<void> {
  const box = await topCard(page).boundingBox();
  if (!box) throw new Error('no top card');
  const start = { x: box.x + box.width / 2, y: box.y + 60 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const steps = options.slow ? 12 : 8;
  for (let step = 1; step <= steps; step += 1) {
    await page.mouse.move(start.x + (dx * step) / steps, start.y);
    if (options.slow) await page.waitForTimeout(60);
  }
  await options.hold?.();
  await page.mouse.up();
}

export async function guestSwipes(page: Page): Promise<Array<{ coinId: number; liked: boolean; timestamp: number }>> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), GUEST_SWIPES_KEY);
}

export async function allCoinIds(page: Page): Promise<number[]> {
  const response = await page.request.get('/api/cryptos');
  return ((await response.json()) as Array<{ id: number }>).map((coin) => coin.id);
}
