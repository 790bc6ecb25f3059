import { createUserViaApi, expect, expectAccessible, test, toasts } from './support/fixtures';
import { signInModerator } from './support/moderator';
import { makeMatch, dismissMatchCelebrations } from './support/social';

const SCAM = 'Hey! I make a guaranteed 30% a week on my trading platform. Send 0.5 ETH to my wallet and I will double it by Friday.';

test.describe('safety', () => {
  test('a user reports and blocks a scammer in two taps; a moderator suspends them from a phone', async ({ browser, page }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const viewport = testInfo.project.use.viewport ?? { width: 390, height: 844 };
    const suffix = Math.random().toString(36).slice(2, 7);
    const scammerContext = await browser.newContext({ viewport });
    const scammerPage = await scammerContext.newPage();
    const victim = await createUserViaApi(page.request, { displayName: `Vera ${suffix}` });
    const scammer = await createUserViaApi(scammerPage.request, { displayName: `Sam ${suffix}` });
    const matchId = await makeMatch(page.request, scammerPage.request, scammer.id);
    for (const each of [page, scammerPage]) {
      await dismissMatchCelebrations(each);
    }
    expect((await scammerPage.request.post(`/api/matches/${matchId}/messages`, { data: { content: SCAM } })).status()).toBe(201);

    await page.goto(`/chat/${matchId}`);
    await expect(page.getByText(SCAM)).toBeVisible();
    // Tap 1: the message's menu opens the report dialog for that message.
    await page.getByRole('button', { name: 'Report this message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this message' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(SCAM)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Scam or fraud' })).toBeChecked();
    await expectAccessible(page);
    await page.screenshot({ path: `reports/screenshots/safety-report-dialog-${project}.png` });
    // Tap 2: report and block.
    await dialog.getByRole('button', { name: 'Report and block' }).click();
    await expect(toasts(page).getByText('Reported and blocked')).toBeVisible();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(page.getByRole('link', { name: new RegExp(scammer.displayName) })).toHaveCount(0);

    // The scammer sees only a vanished conversation, nothing about a block (live, the event is covered by the
    // integration tests; here other journeys' match popups may move this page at any time).
    await scammerPage.goto(`/chat/${matchId}`);
    await expect(scammerPage.getByText('This conversation is no longer available.')).toBeVisible();
    await expect(scammerPage.getByText(/block/i)).toHaveCount(0);
    await scammerPage.goto('/matches');
    await expect(scammerPage.getByRole('heading', { name: 'Your Matches' })).toBeVisible();
    await expect(scammerPage.getByText(victim.displayName)).toHaveCount(0);

    // A user who is not a moderator finds no moderation page.
    await page.goto('/moderation');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    // The moderator, on a phone.
    // A passkey session: the moderators' second factor (docs/decisions/051).
    const { context: moderatorContext, page: moderatorPage } = await signInModerator(browser, viewport);
    await moderatorPage.goto('/profile');
    await moderatorPage.getByRole('link', { name: 'Moderation' }).click();
    await expect(moderatorPage).toHaveURL(/\/moderation$/);
    const card = moderatorPage.getByRole('article').filter({ hasText: `@${scammer.username}` });
    await expect(card.getByText(SCAM)).toBeVisible();
    await expect(card.getByText('reported message', { exact: false })).toBeVisible();
    await expectAccessible(moderatorPage);
    await moderatorPage.screenshot({ path: `reports/screenshots/safety-moderation-${project}.png`, fullPage: true });

    await card.getByRole('button', { name: 'Suspend' }).click();
    const confirm = moderatorPage.getByRole('dialog', { name: new RegExp(`Suspend · ${scammer.displayName}`) });
    await confirm.getByRole('radio', { name: '7 days' }).check();
    // The moderator queue is shared by every journey on this server: the note names this scammer.
    const note = `Guaranteed returns, asked for ETH (@${scammer.username})`;
    await confirm.getByRole('textbox', { name: /Note for the audit log/ }).fill(note);
    await moderatorPage.screenshot({ path: `reports/screenshots/safety-suspend-dialog-${project}.png` });
    await confirm.getByRole('button', { name: 'Confirm: suspend' }).click();
    await expect(toasts(moderatorPage).getByText('Suspend: done')).toBeVisible();
    await expect(moderatorPage.getByRole('heading', { name: 'Recently handled' })).toBeVisible();
    await expect(moderatorPage.getByText(note)).toBeVisible();

    // The suspended scammer is signed out and cannot sign in again.
    await expect.poll(async () => (await scammerPage.request.get('/api/auth/status')).status()).toBe(401);
    const login = await scammerPage.request.post('/api/auth/login', { data: { username: scammer.username, password: scammer.password } });
    expect(login.status()).toBe(403);
    expect(((await login.json()) as { message: string }).message).toContain('suspended until');
    await scammerPage.goto('/auth?mode=login');
    await scammerPage.getByLabel('Username').fill(scammer.username);
    await scammerPage.getByLabel('Password').fill(scammer.password);
    await scammerPage.getByRole('button', { name: 'Log In' }).click();
    await expect(toasts(scammerPage).getByText(/This account is suspended until/)).toBeVisible();

    await scammerContext.close();
    await moderatorContext.close();
  });
});

test.describe('ending a match', () => {
  test('unmatch from the match card with the keyboard, block from the chat header', async ({ browser, page }, testInfo) => {
    test.setTimeout(90_000);
    const project = testInfo.project.name;
    const viewport = testInfo.project.use.viewport ?? { width: 390, height: 844 };
    const suffix = Math.random().toString(36).slice(2, 7);
    const otherContext = await browser.newContext({ viewport });
    const otherPage = await otherContext.newPage();
    await dismissMatchCelebrations(page);
    await createUserViaApi(page.request, { displayName: `Una ${suffix}` });
    const first = await createUserViaApi(otherPage.request, { displayName: `Otto ${suffix}` });
    const firstMatch = await makeMatch(page.request, otherPage.request, first.id);

    await page.goto('/matches');
    const menuButton = page.getByRole('button', { name: `More options for ${first.displayName}` });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Unmatch' })).toBeVisible();
    await page.screenshot({ path: `reports/screenshots/safety-card-menu-${project}.png` });
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Unmatch' })).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: `Unmatch ${first.displayName}?` });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Unmatch' }).press('Enter');
    await expect(toasts(page).getByText('Unmatched.')).toBeVisible();
    await expect(page.getByRole('button', { name: `More options for ${first.displayName}` })).toHaveCount(0);
    await expect.poll(async () => ((await (await otherPage.request.get('/api/matches')).json()) as Array<{ id: number }>).map((match) => match.id)).not.toContain(firstMatch);
    await otherContext.close();

    // A second match, blocked from the chat header's menu.
    const secondContext = await browser.newContext({ viewport });
    const secondPage = await secondContext.newPage();
    const second = await createUserViaApi(secondPage.request, { displayName: `Bea ${suffix}` });
    const secondMatch = await makeMatch(page.request, secondPage.request, second.id);
    await page.goto(`/chat/${secondMatch}`);
    await page.getByRole('button', { name: `More options for ${second.displayName}` }).click();
    await page.getByRole('menuitem', { name: 'Block' }).click();
    const block = page.getByRole('dialog', { name: `Block ${second.displayName}?` });
    await expect(block).toContainText('only sees that the match is gone');
    await page.screenshot({ path: `reports/screenshots/safety-block-dialog-${project}.png` });
    await block.getByRole('button', { name: 'Block' }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(toasts(page).getByText('Blocked. You will not see each other again.')).toBeVisible();
    expect((await secondPage.request.get(`/api/matches/${secondMatch}/messages`)).status()).toBe(404);
    await secondContext.close();
  });
});
