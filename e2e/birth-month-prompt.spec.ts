/**
 * An account from before the age gate (docs/decisions/045-age-gate.md; made by e2e/support/accounts-before-the-gate.ts
 * as the migration left older rows) is asked its birth month once, may put it off and keep learning, finds the
 * question again from the Matches explanation, and its answer opens matching.
 */
import { accountBeforeTheGate } from './support/before-the-gate';
import { chooseBirthMonth, expect, expectAccessible, hydrated, loginViaApi, test } from './support/fixtures';

test('an account from before the age gate is asked its birth month once, and its answer opens matching', async ({ page }, testInfo) => {
  const account = accountBeforeTheGate(testInfo.project.name);
  await loginViaApi(page, { id: 0, ...account });
  const status = await (await page.request.get('/api/auth/status')).json();
  expect(status.ageGroup).toBe('unknown');

  await page.goto('/learn');
  await hydrated(page);
  const question = page.getByRole('dialog', { name: 'When were you born?' });
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Not now' }).click();
  await expect(question).toBeHidden();

  // Asked once: a new visit does not ask again; learning goes on, and Matches explains what is missing.
  await page.goto('/matches');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Confirm your birth month' })).toBeVisible();
  await expect(question).toBeHidden();
  await page.getByRole('button', { name: 'Add my birth month' }).click();
  await expect(question).toBeVisible();
  await chooseBirthMonth(page);
  await question.getByRole('button', { name: 'Save' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Confirm your birth month' })).toBeHidden();
  expect((await (await page.request.get('/api/auth/status')).json()).ageGroup).toBe('adult');
});
