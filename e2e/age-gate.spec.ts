/**
 * The age gate (docs/decisions/045-age-gate.md): sign-up refuses under 13 with the message, and a 15-year-old
 * learns but meets no matching or chat: the Matches, Messages and chat screens explain why. The one-time
 * question to older accounts is e2e/birth-month-prompt.spec.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { chooseBirthMonth, createUserViaApi, expect, expectAccessible, loginViaApi, test, uniqueUsername } from './support/fixtures';

/** The birth year and month of someone `years` old this month. */
function bornYearsAgo(years: number): { birthYear: number; birthMonth: number } {
  const now = new Date();
  return { birthYear: now.getUTCFullYear() - years, birthMonth: now.getUTCMonth() + 1 };
}

const firstModuleTitle = (JSON.parse(readFileSync(`content/modules/${readdirSync('content/modules').find((name) => name.startsWith('01-') && name.endsWith('.json'))}`, 'utf8')) as { title: string })
  .title;

test.describe('age gate', () => {
  test('sign-up under 13 is refused with the message and no account is made', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Username').fill(uniqueUsername('kid'));
    await page.getByLabel('Display name').fill('Young One');
    await page.getByLabel('Password', { exact: true }).fill('too-young-123');
    await page.getByLabel('Confirm password').fill('too-young-123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Choose your birth month')).toBeVisible();
    await chooseBirthMonth(page, bornYearsAgo(12));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'You must be at least 13 to use Coinmates' })).toBeVisible();
    await expect(page.getByLabel('Birth month')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    expect((await page.request.get('/api/auth/status')).status()).toBe(401);

    // The server says the same to a caller that skips the form.
    const direct = await page.request.post('/api/auth/register', { data: { username: uniqueUsername('kid'), displayName: 'Young', password: 'too-young-123', ...bornYearsAgo(12) } });
    expect(direct.status()).toBe(400);
    expect((await direct.json()).message).toBe('You must be at least 13 to use Coinmates');
  });

  test('a 15-year-old opens a lesson but meets no matching or chat', async ({ page }) => {
    const teen = await createUserViaApi(page.request, { displayName: 'Teen Learner', ...bornYearsAgo(15) });
    await loginViaApi(page, teen);

    await page.goto('/learn/1');
    await expect(page.getByRole('heading', { name: firstModuleTitle, level: 1 })).toBeVisible();

    await page.getByRole('link', { name: 'Matches' }).first().click();
    await expect(page).toHaveURL(/\/matches$/);
    // The navigation works; the pointer leaves it so the scan sees the tab at rest, not hovered.
    await page.mouse.move(0, 400);
    await expect(page.getByRole('heading', { name: 'Matching and chat open at 18' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Matches' })).toBeVisible();
    await expect(page.getByText('How matching works')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Messages' }).first().click();
    await expect(page).toHaveURL(/\/messages$/);
    await page.mouse.move(0, 400);
    await expect(page.getByRole('heading', { name: 'Matching and chat open at 18', level: 1 })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search conversations' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Find Matches' })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto('/chat/1');
    await expect(page.getByRole('heading', { name: 'Matching and chat open at 18', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Keep learning' }).click();
    await expect(page).toHaveURL(/\/learn$/);

    const refused = await page.request.post('/api/matches/1/messages', { data: { content: 'hello' } });
    expect(refused.status()).toBe(403);
  });
});
