import { layoutProblem } from './support/layout';
import { createUserViaApi, expect, expectAccessible, loginViaApi, test } from './support/fixtures';

interface ApiTerm {
  id: number;
}

/** The trainer's dial (docs/decisions/065-the-trainers-dial.md): retention, lighter days, the preview and the saved plan. */
test('a learner raises the desired retention, makes the weekend lighter, sees the preview move and keeps the plan', async ({ page }, testInfo) => {
  const user = await createUserViaApi(page.request);
  await loginViaApi(page, user);
  // A studied deck: 15 terms met today and mastered.
  const terms = (await (await page.request.get('/api/vocabulary/user/next')).json()) as ApiTerm[];
  for (const term of terms.slice(0, 15)) {
    expect((await page.request.post('/api/vocabulary/user/progress', { data: { termId: term.id, learned: true, mastered: true } })).status()).toBe(200);
  }

  await page.goto('/vocabulary');
  const plan = page.getByTestId('review-plan');
  await expect(plan.getByText('Aiming to remember 90%')).toBeVisible();
  await plan.getByRole('button', { name: 'Adjust Plan' }).click();

  const dialog = page.getByRole('dialog', { name: 'Your Review Plan' });
  const forecast = dialog.getByTestId('review-forecast');
  await expect(forecast).toBeVisible();
  await expect(dialog.getByTestId('review-forecast-summary')).toContainText('for the 15 terms you have studied');
  await expect(dialog.getByTestId('achieved-retention')).toContainText('after 20 spaced reviews (0 so far)');
  const averageAt90 = Number(await forecast.getAttribute('data-average'));

  // By keyboard: the slider to its top (95%).
  const slider = dialog.getByRole('slider', { name: 'How much do you want to remember?' });
  await slider.focus();
  await page.keyboard.press('End');
  await expect(dialog.locator('output')).toHaveText('95%');
  await expect(forecast).not.toHaveAttribute('data-average', averageAt90.toFixed(2));
  expect(Number(await forecast.getAttribute('data-average'))).toBeGreaterThan(averageAt90);

  // Lighter days: at most three; a fourth is not offered.
  for (const day of ['Saturday', 'Sunday', 'Wednesday']) await dialog.getByRole('button', { name: day, exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Saturday', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('button', { name: 'Monday', exact: true })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Wednesday', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Monday', exact: true })).toBeEnabled();

  await expectAccessible(page);
  expect(await layoutProblem(page, page.viewportSize()!.width)).toBeNull();
  await page.screenshot({ path: testInfo.outputPath('review-plan.png') });

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/vocabulary/user/settings') && response.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Save Plan' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(plan.getByText('Aiming to remember 95%')).toBeVisible();

  // Kept on the account: after a reload, and in the API.
  await page.reload();
  await expect(page.getByTestId('review-plan').getByText('Aiming to remember 95%')).toBeVisible();
  expect(await (await page.request.get('/api/vocabulary/user/settings')).json()).toEqual({ desiredRetentionPercent: 95, lighterDays: [0, 6] });
});
