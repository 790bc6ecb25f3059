/**
 * Test out of a step (docs/decisions/066-test-out-of-a-step.md), on a phone: a learner opens the first step of
 * Crypto Foundations, tests out of it with every answer right, and sees the step completed and the journey
 * move, with their points unchanged.
 */
import { readFileSync } from 'node:fs';
import { PLACEMENT_SIZE } from '../shared/contracts/placement';
import { createUserViaApi, expect, expectAccessible, hydrated, loginViaApi, test } from './support/fixtures';

const questions = (JSON.parse(readFileSync('content/modules/01-bitcoin-basics.json', 'utf8')) as { questions: Array<{ question: string; options: string[]; correctAnswer: number }> }).questions;

test.describe('test out of a step', () => {
  test('a learner tests out of a journey step and sees it complete with their points unchanged', async ({ page, request }, testInfo) => {
    const user = await createUserViaApi(request);
    await loginViaApi(page, user);
    const pointsBefore = ((await (await page.request.get('/api/gamification/points')).json()) as { total: number }).total;

    await page.goto('/learn');
    await hydrated(page);
    const foundations = page.getByTestId('journey-card').filter({ hasText: 'Crypto Foundations' });
    await foundations.getByRole('button', { name: 'Crypto Foundations' }).click();
    const firstStep = page.getByTestId('journey-step').nth(0);
    await expect(firstStep).not.toHaveAttribute('data-state', 'completed');
    await firstStep.getByRole('button', { name: /^Test out of / }).click();

    const dialog = page.getByTestId('test-out-dialog');
    const cards = dialog.getByTestId('test-out-question');
    await expect(cards).toHaveCount(PLACEMENT_SIZE);
    for (let index = 0; index < PLACEMENT_SIZE; index += 1) {
      const card = cards.nth(index);
      const shown = (await card.locator('legend').innerText()).trim();
      const question = questions.find((item) => shown.includes(item.question));
      if (!question) throw new Error(`No content question matches "${shown}"`);
      await card.getByRole('radio', { name: question.options[question.correctAnswer]!, exact: true }).check();
    }
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('test-out-questions.png') });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByTestId('test-out-result')).toContainText('marked complete, no points');
    await page.screenshot({ path: testInfo.outputPath('test-out-result.png') });
    await dialog.getByRole('button', { name: 'Done' }).click();

    await expect(firstStep).toHaveAttribute('data-state', 'completed');
    await expect(page.getByText(/^1\/\d+ steps completed$/)).toBeVisible();
    const pointsAfter = ((await (await page.request.get('/api/gamification/points')).json()) as { total: number }).total;
    expect(pointsAfter).toBe(pointsBefore);
  });
});
