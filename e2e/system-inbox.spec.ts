/** Official notices arrive in the system inbox, never in a chat (docs/decisions/046). */
import { createUserViaApi, expect, expectAccessible, test } from './support/fixtures';
import { signInModerator } from './support/moderator';
import { dismissMatchCelebrations, makeMatch } from './support/social';

test('a warned user finds the warning in Coinmates notices, not in a chat; the reporter finds the outcome', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const viewport = testInfo.project.use.viewport ?? { width: 390, height: 844 };
  const [reporterContext, warnedContext] = await Promise.all([browser.newContext({ viewport }), browser.newContext({ viewport })]);
  const reporterPage = await reporterContext.newPage();
  const warnedPage = await warnedContext.newPage();
  for (const page of [reporterPage, warnedPage]) await dismissMatchCelebrations(page);
  const suffix = Math.random().toString(36).slice(2, 7);
  await createUserViaApi(reporterPage.request, { displayName: `Rita ${suffix}` });
  // A display name that tries to look official ("Coinmates" itself is refused at sign-up) still only ever
  // gets a conversation row.
  const warned = await createUserViaApi(warnedPage.request, { displayName: `Notices ✅ ${suffix}` });
  const matchId = await makeMatch(reporterPage.request, warnedPage.request, warned.id);
  expect((await warnedPage.request.post(`/api/matches/${matchId}/messages`, { data: { content: `you are an idiot ${suffix}` } })).status()).toBe(201);
  const report = await reporterPage.request.post('/api/reports', { data: { reportedUserId: warned.id, reason: 'harassment' } });
  expect(report.status()).toBe(201);
  const reportId = ((await report.json()) as { id: number }).id;

  // A passkey session: the moderators' second factor (docs/decisions/051).
  const { context: moderatorContext } = await signInModerator(browser, viewport);
  expect((await moderatorContext.request.post(`/api/moderation/reports/${reportId}/actions`, { data: { action: 'warn' } })).status()).toBe(200);

  await warnedPage.goto('/messages');
  const entry = warnedPage.getByRole('link', { name: 'Coinmates notices, 1 unread' });
  await expect(entry).toBeVisible();
  const banner = warnedPage.getByRole('alert').filter({ hasText: 'Warning from a moderator' });
  await expect(banner).toBeVisible();
  await expect(entry.getByRole('img', { name: 'Official' })).toBeVisible();
  await expect(warnedPage.getByRole('list', { name: 'Conversations' }).getByRole('img', { name: 'Official' })).toHaveCount(0);
  await warnedPage.screenshot({ path: testInfo.outputPath(`messages-${testInfo.project.name}.png`) });
  await entry.click();
  await expect(warnedPage).toHaveURL(/\/notices$/);
  const warning = warnedPage.getByRole('article', { name: 'Warning from a moderator' });
  await expect(warning).toContainText('harassment');
  await expect(warnedPage.getByText('Coinmates staff never message you first in a chat')).toBeVisible();
  await warnedPage.screenshot({ path: testInfo.outputPath(`notices-${testInfo.project.name}.png`), fullPage: true });
  await expectAccessible(warnedPage);
  await warning.getByRole('button', { name: 'I understand' }).click();
  await expect(warning.getByRole('button', { name: 'I understand' })).toHaveCount(0);
  await warnedPage.goto('/messages');
  await expect(warnedPage.getByRole('link', { name: 'Coinmates notices', exact: true })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The chat holds only what the two users wrote, and says that staff never write there first.
  await warnedPage.goto(`/chat/${matchId}`);
  await expect(warnedPage.getByText(`you are an idiot ${suffix}`)).toBeVisible();
  await expect(warnedPage.getByText(/reviewed a report about you/)).toHaveCount(0);
  await expect(warnedPage.getByText(/[Ss]taff never message you first/)).toBeVisible();

  await reporterPage.goto('/notices');
  await expect(reporterPage.getByRole('article', { name: 'Your report was reviewed' })).toContainText('took action');
  for (const context of [reporterContext, warnedContext, moderatorContext]) await context.close();
});
