/**
 * At 1280x800 the lesson and its quiz keep a reading measure: no line much over 75 characters (about 38 em of
 * text, at half an em per character), as a desktop reading column should (docs/decisions/055). Then, in the dark
 * theme, the graded quiz (wrong answers and their misconception notes, text on red tints) passes axe.
 */
import type { Locator } from '@playwright/test';
import { createUserViaApi, expect, expectAccessible, test } from './support/fixtures';

/** The element's width in ems of its own font size. */
const widthInEm = (element: Locator) => element.evaluate((node) => node.getBoundingClientRect().width / parseFloat(getComputedStyle(node).fontSize));

test('the lesson text and the quiz questions stay within a reading measure on a desktop; the graded quiz is readable in dark', { tag: '@desktop' }, async ({ page }) => {
  await createUserViaApi(page.request);
  await page.goto('/learn/2');
  await page.getByRole('tab', { name: 'Content' }).click();
  const paragraph = page.locator('.prose-module p').first();
  await expect(paragraph).toBeVisible();
  expect(await widthInEm(paragraph)).toBeLessThanOrEqual(40);
  await page.getByRole('tab', { name: 'Quiz' }).click();
  const question = page.getByTestId('quiz-question').first().locator('legend');
  await expect(question).toBeVisible();
  expect(await widthInEm(question)).toBeLessThanOrEqual(40);

  expect((await page.request.put('/api/users/me/theme', { data: { theme: 'dark' } })).status()).toBe(200);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('tab', { name: 'Quiz' }).click();
  // The panel renders after the tab is selected: wait for it before listing its questions (all() does not wait).
  await expect(page.getByTestId('quiz-question').first()).toBeVisible();
  for (const each of await page.getByTestId('quiz-question').all()) await each.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Submit Answers' }).click();
  await expect(page.getByTestId('quiz-result')).toBeVisible();
  await expect(page.getByTestId('misconception').first()).toBeVisible();
  await expectAccessible(page);
});
