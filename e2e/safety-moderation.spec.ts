import { createUserViaApi, expect, test, toasts } from './support/fixtures';
import { signInModerator } from './support/moderator';
import { makeMatch, dismissMatchCelebrations } from './support/social';

test.describe('moderation of a conversation', () => {
  test('a report from the chat header; the moderator warns the sender and removes the message, both see it live', async ({ browser, page }, testInfo) => {
    test.setTimeout(120_000);
    const viewport = testInfo.project.use.viewport ?? { width: 390, height: 844 };
    const suffix = Math.random().toString(36).slice(2, 7);
    const senderContext = await browser.newContext({ viewport });
    const senderPage = await senderContext.newPage();
    for (const each of [page, senderPage]) {
      await dismissMatchCelebrations(each);
    }
    await createUserViaApi(page.request, { displayName: `Rita ${suffix}` });
    const sender = await createUserViaApi(senderPage.request, { displayName: `Hal ${suffix}` });
    const matchId = await makeMatch(page.request, senderPage.request, sender.id);
    const insult = `You are an idiot if you hold ${suffix} coins`;
    expect((await senderPage.request.post(`/api/matches/${matchId}/messages`, { data: { content: insult } })).status()).toBe(201);

    await page.goto(`/chat/${matchId}`);
    await senderPage.goto(`/chat/${matchId}`);
    await expect(senderPage.getByText(insult)).toBeVisible();
    await page.getByRole('button', { name: `More options for ${sender.displayName}` }).click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: `Report ${sender.displayName}` });
    await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check();
    await dialog.getByRole('textbox', { name: /Anything to add/ }).fill(`Insults me about my coins ${suffix}`);
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(toasts(page).getByText('Report sent')).toBeVisible();
    // Reporting without a block keeps the conversation.
    await expect(page.getByText(insult)).toBeVisible();

    // A passkey session: the moderators' second factor (docs/decisions/051).
    const { context: moderatorContext, page: moderatorPage } = await signInModerator(browser, viewport);
    await moderatorPage.goto('/moderation');
    const userReport = moderatorPage.getByRole('article').filter({ hasText: `Insults me about my coins ${suffix}` });
    await expect(userReport.getByText(insult)).toBeVisible();
    // A report about the user (not one message) has no single message to remove: the moderator warns.
    await expect(userReport.getByRole('button', { name: 'Remove message' })).toHaveCount(0);
    await userReport.getByRole('button', { name: 'Warn' }).click();
    await moderatorPage.getByRole('button', { name: 'Confirm: warn' }).click();
    await expect(toasts(moderatorPage).getByText('Warn: done')).toBeVisible();
    const banner = senderPage.getByRole('alert').filter({ hasText: 'Warning from a moderator' });
    await expect(banner).toContainText('harassment');
    await banner.getByRole('button', { name: 'I understand' }).click();
    await expect(banner).toHaveCount(0);

    // Then the recipient reports the message itself, and the moderator removes it.
    await page.getByRole('button', { name: 'Report this message' }).click();
    await page.getByRole('dialog', { name: 'Report this message' }).getByRole('button', { name: 'Report', exact: true }).click();
    await expect(toasts(page).getByText('Report sent')).toBeVisible();
    await moderatorPage.reload();
    const messageReport = moderatorPage
      .getByRole('article')
      .filter({ hasText: `@${sender.username}` })
      .filter({ has: moderatorPage.getByRole('button', { name: 'Remove message' }) });
    await messageReport.getByRole('button', { name: 'Remove message' }).click();
    await moderatorPage.getByRole('button', { name: 'Confirm: remove message' }).click();
    await expect(toasts(moderatorPage).getByText('Remove message: done')).toBeVisible();
    for (const each of [page, senderPage]) {
      await expect(each.getByText('Message removed by a moderator')).toBeVisible();
      await expect(each.getByText(insult)).toHaveCount(0);
    }
    await senderContext.close();
    await moderatorContext.close();
  });
});

test.describe('hostile content', () => {
  test('the chat, the report dialog and the moderation queue stay within a 320 px phone', async ({ browser }) => {
    test.setTimeout(90_000);
    const viewport = { width: 320, height: 700 };
    const reporterContext = await browser.newContext({ viewport });
    const senderContext = await browser.newContext({ viewport });
    const reporterPage = await reporterContext.newPage();
    const senderPage = await senderContext.newPage();
    await dismissMatchCelebrations(reporterPage);
    await createUserViaApi(reporterPage.request, { displayName: `${'Ꮇ'.repeat(10)}😀😀 مرحبا مرحبا مرحبا` });
    const sender = await createUserViaApi(senderPage.request, { displayName: 'W'.repeat(50) });
    const matchId = await makeMatch(reporterPage.request, senderPage.request, sender.id);
    const hostile = `0x${'a'.repeat(64)} ${'x'.repeat(300)}`;
    const sent = await senderPage.request.post(`/api/matches/${matchId}/messages`, { data: { content: hostile } });
    const messageId = ((await sent.json()) as { id: number }).id;
    await reporterPage.request.post('/api/reports', { data: { reportedUserId: sender.id, messageId, reason: 'spam', details: 'y'.repeat(300) } });

    await reporterPage.goto(`/chat/${matchId}`);
    const menu = reporterPage.getByRole('button', { name: 'Report this message' });
    await expect(menu).toBeInViewport({ timeout: 30_000 });
    const box = await menu.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
    await menu.click();
    await expect(reporterPage.getByRole('button', { name: 'Report and block' })).toBeInViewport();
    expect(await reporterPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // A passkey session: the moderators' second factor (docs/decisions/051).
    const { context: moderatorContext, page: moderatorPage } = await signInModerator(browser, viewport);
    await moderatorPage.goto('/moderation');
    await expect(
      moderatorPage
        .getByRole('article')
        .filter({ hasText: `@${sender.username}` })
        .getByRole('button', { name: 'Ban' }),
    ).toBeVisible();
    expect(await moderatorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    for (const context of [reporterContext, senderContext, moderatorContext]) await context.close();
  });
});
