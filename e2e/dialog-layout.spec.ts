/**
 * The dialogs of the desktop design pass, at 320 and 1280 px: each opens from its control with the keyboard,
 * fits the screen (nothing wider than the viewport, the dialog inside it), keeps Tab inside itself, closes on
 * Escape and gives focus back to the control that opened it. Hostile data: a 50-character name with emoji and
 * right-to-left text, a message with a 66-character hex string and a 300-character word.
 */
import type { Locator, Page } from '@playwright/test';
import { createUserViaApi, expect, hydrated, test } from './support/fixtures';
import { layoutProblem } from './support/layout';
import { dismissMatchCelebrations, makeMatch } from './support/social';

const SIZES = [
  { width: 320, height: 640 },
  { width: 1280, height: 800 },
];
const HEX_66 = `0x${'a3f9'.repeat(16)}`;
const WORD_300 = 'Supercalifragilisticexpialidocious'.repeat(9).slice(0, 300);

/**
 * Opens the dialog from `opener` with Enter, checks fit, the focus trap, Escape and the return of focus (to
 * `returnTo`, the opener unless it lived in a menu that closed).
 */
async function checkDialog(page: Page, opener: Locator, name: string | RegExp, width: number, returnTo: Locator = opener): Promise<void> {
  // A locator's press (not the page keyboard's) lets the match-popup handler close a celebration first: users
  // of parallel journeys can match this one at any time, and a celebration held while a dialog was open shows
  // as soon as it closes.
  await opener.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect(await layoutProblem(page, width)).toBeNull();
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((viewport?.width ?? 0) + 1);
  expect(box?.height ?? 0).toBeLessThanOrEqual((viewport?.height ?? 0) + 1);
  // Tab (forwards and back) never leaves the dialog.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `${key} stays in the dialog`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(returnTo).toBeFocused();
}

for (const size of SIZES) {
  test(`dialogs fit ${size.width} px, trap focus, close on Escape and give focus back`, async ({ browser }) => {
    test.setTimeout(240_000);
    const isPhone = size.width < 768;
    const context = await browser.newContext({ viewport: size, isMobile: isPhone, hasTouch: isPhone });
    const partnerContext = await browser.newContext();
    const page = await context.newPage();
    const suffix = Math.random().toString(36).slice(2, 6);
    await createUserViaApi(page.request, { displayName: `Alexandra Montgomery-Wellington 🦊 مرحبا ${suffix}`.slice(0, 50) });
    const partnerName = `Leopold 🦊 Park-Montgomery مرحبا ${suffix} Nakamura`.slice(0, 50);
    const partner = await createUserViaApi(partnerContext.request, { displayName: partnerName });
    const matchId = await makeMatch(page.request, partnerContext.request, partner.id);
    for (const content of [`My address is ${HEX_66}, is that safe?`, WORD_300]) {
      expect((await partnerContext.request.post(`/api/matches/${matchId}/messages`, { data: { content } })).status()).toBe(201);
    }
    await dismissMatchCelebrations(page);

    await page.goto(`/chat/${matchId}`);
    await hydrated(page);
    await expect(page.getByText(WORD_300)).toBeVisible();
    await checkDialog(page, page.getByRole('button', { name: 'Report this message' }).first(), 'Report this message', size.width);
    // The block dialog opens from the header's menu, which closes: focus goes back to the menu's button.
    const more = page.getByRole('button', { name: `More options for ${partnerName}` });
    await more.press('Enter');
    await checkDialog(page, page.getByRole('menuitem', { name: 'Block' }), `Block ${partnerName}?`, size.width, more);

    await page.goto('/profile');
    await hydrated(page);
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await checkDialog(page, page.getByRole('button', { name: /Passkeys/ }), 'Passkeys', size.width);
    await checkDialog(page, page.getByRole('button', { name: /Two-step sign-in/ }), 'Two-step sign-in', size.width);
    await context.close();
    await partnerContext.close();
  });
}
