/**
 * Offline on a phone (docs/decisions/058-offline-outbox.md, "online-only"): the moderation queue, the practice
 * wallet, the report dialog and the teach-back composer show what they have and disable what needs the network,
 * with the reason beside it. With hostile data (a 50-character name with emoji and right-to-left text, a
 * 66-character hex string, a 300-character word, a URL); the screenshots are kept for the design pass, the
 * moderation queue also in dark at 390 and 1280 (and scanned by axe there).
 */
import type { Page } from '@playwright/test';
import { createUserViaApi, expect, expectAccessible, test } from './support/fixtures';
import { signInModerator } from './support/moderator';
import { dismissMatchCelebrations, makeMatch } from './support/social';

const REASON = "Available when you're back online";
const HEX = `0x${'a3f9'.repeat(16)}`;
const LONG_WORD = 'Supercalifragilistic'.repeat(15);

test('offline: the moderation queue stays readable with its actions disabled; the wallet, report and teach-back wait for the network', async ({ browser, page, context }, testInfo) => {
  test.setTimeout(240_000);
  const viewport = { width: 390, height: 844 };
  const suffix = Math.random().toString(36).slice(2, 7);
  const shot = (on: Page, name: string) => on.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  const senderContext = await browser.newContext({ viewport });
  const senderPage = await senderContext.newPage();
  for (const each of [page, senderPage]) await dismissMatchCelebrations(each);
  await createUserViaApi(page.request, { displayName: `Rita ${suffix}` });
  const sender = await createUserViaApi(senderPage.request, { displayName: `Alexandra Montgomery-Wellington 🦊 مرحبا ${suffix}`.slice(0, 50) });
  const matchId = await makeMatch(page.request, senderPage.request, sender.id);
  const messages = [`Send your coins to ${HEX} now ${suffix}`, LONG_WORD, 'Claim at https://ethereum.org/en/developers/docs/consensus-mechanisms/pos/ 🚀', 'مرحبا! أرسل العملات الآن'];
  let messageId = 0;
  for (const content of messages) {
    const sent = await senderPage.request.post(`/api/matches/${matchId}/messages`, { data: { content } });
    expect(sent.status()).toBe(201);
    messageId ||= ((await sent.json()) as { id: number }).id;
  }
  const details = `Scam ${suffix}: ${HEX} ${LONG_WORD} https://example.com/a/very/long/path?with=query&and=more مرحبا 🚨`;
  expect((await page.request.post('/api/reports', { data: { reportedUserId: sender.id, matchId, messageId, reason: 'scam_or_fraud', details } })).status()).toBe(201);

  // The report dialog and the teach-back composer, opened offline from the conversation.
  await page.goto(`/chat/${matchId}`);
  await expect(page.getByText(messages[0]!)).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: `More options for ${sender.displayName}` }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const report = page.getByRole('dialog', { name: `Report ${sender.displayName}` });
  await expect(report.getByText(REASON)).toBeVisible();
  await expect(report.getByRole('button', { name: 'Report', exact: true })).toBeDisabled();
  await shot(page, 'report-offline-390');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Teach back' }).click();
  const teachBack = page.getByRole('dialog', { name: 'Teach back' });
  await expect(teachBack.getByText(REASON)).toBeVisible();
  await shot(page, 'teach-back-offline-390');
  await page.keyboard.press('Escape');

  // The practice wallet: the drills run offline; adding the misses to the deck waits for the network.
  await context.setOffline(false);
  await page.goto('/practice-wallet');
  await page.getByTestId('drill-support').click();
  await page.locator('[data-choice="send"]').click();
  await expect(page.getByTestId('drill-score')).toHaveText('Last score: 0 of 1');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'All drills' }).last().click();
  const missed = page.getByTestId('missed-terms');
  await expect(missed.getByRole('button', { name: 'Add it to my review deck' })).toBeDisabled();
  await expect(missed.getByText(REASON)).toBeVisible();
  await missed.scrollIntoViewIfNeeded();
  await shot(page, 'practice-wallet-offline-390');
  await senderContext.close();

  // The moderation queue, loaded online, then offline: readable, every action disabled with the reason.
  const { context: moderatorContext, page: moderatorPage } = await signInModerator(browser, viewport);
  try {
    await moderatorPage.goto('/moderation');
    const card = moderatorPage.getByRole('article').filter({ hasText: `Scam ${suffix}` });
    await expect(card.getByRole('button', { name: 'Warn' })).toBeEnabled();
    await card.scrollIntoViewIfNeeded();
    await shot(moderatorPage, 'moderation-390');
    await moderatorContext.setOffline(true);
    for (const action of ['Dismiss', 'Warn', 'Remove message', 'Suspend', 'Ban']) await expect(card.getByRole('button', { name: action })).toBeDisabled();
    await expect(card.getByText(REASON)).toBeVisible();
    await shot(moderatorPage, 'moderation-offline-390');
    await moderatorContext.setOffline(false);

    // Dark, at both sizes.
    expect((await moderatorPage.request.put('/api/users/me/theme', { data: { theme: 'dark' } })).status()).toBe(200);
    for (const size of [viewport, { width: 1280, height: 800 }]) {
      await moderatorPage.setViewportSize(size);
      await moderatorPage.goto('/moderation');
      await expect(moderatorPage.locator('html')).toHaveAttribute('data-theme', 'dark');
      await card.scrollIntoViewIfNeeded();
      await expectAccessible(moderatorPage);
      await shot(moderatorPage, `moderation-dark-${size.width}`);
    }
  } finally {
    await moderatorPage.request.put('/api/users/me/theme', { data: { theme: 'light' } });
    await moderatorContext.close();
  }
});
