/**
 * At 1280x800 the lesson and its quiz keep a reading measure: no line much over 75 characters (about 38 em of
 * text, at half an em per character), as a desktop reading column should (docs/decisions/055).
 */
import type { Locator } from '@playwright/test';
import { createUserViaApi, expect, test } from './support/fixtures';

/** The element's width in ems of its own font size. */
const widthInEm = (element: Locator) => element.evaluate((node) => node.getBoundingClientRect().width / parseFloat(getComputedStyle(node).fontSize));

test('the lesson text and the quiz questions stay within a reading measure on a desktop', { tag: '@desktop' }, async ({ page }) => {
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
});
