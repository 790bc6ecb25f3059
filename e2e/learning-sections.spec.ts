import { readFileSync } from 'node:fs';
import { createUserViaApi, expect, expectAccessible, loginViaApi, test } from './support/fixtures';
import { answerDrawnQuiz } from './support/quiz';

const FILE = '27-cryptography-essentials.json';
const lesson = JSON.parse(readFileSync(`content/modules/${FILE}`, 'utf8')) as {
  title: string;
  keyTakeaways: string[];
  sectionChecks: Array<{ section: string; question: string; options: string[]; correctAnswer: number }>;
};

test.describe('a sectioned lesson', () => {
  test.slow();

  test('reads section by section with a check after each, a figure, the takeaways, then a quiz retake that draws different questions', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await loginViaApi(page, user);
    await page.goto('/learn/27');
    await expect(page.getByRole('heading', { name: lesson.title, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Start Learning' }).click();

    const total = lesson.sectionChecks.length;
    const progress = page.getByTestId('lesson-progress');
    for (const [index, check] of lesson.sectionChecks.entries()) {
      await expect(progress).toContainText(`Section ${index + 1} of ${total}`);
      await expect(page.getByRole('heading', { name: check.section, level: 2 })).toBeVisible();
      const next = page.getByRole('button', { name: index === total - 1 ? 'See takeaways' : 'Next section' });
      // The check comes before moving on, and answers at once.
      await expect(next).toBeDisabled();
      const card = page.getByTestId('section-check');
      await expect(card).toContainText(check.question);
      const pick = index === 0 ? (check.correctAnswer + 1) % check.options.length : check.correctAnswer;
      await card.getByRole('radio', { name: check.options[pick]!, exact: true }).check();
      await expect(page.getByTestId('section-check-feedback')).toContainText(index === 0 ? 'Not quite.' : 'Correct.');
      await expect(card.getByRole('radio').first()).toBeDisabled();
      if (check.section.startsWith('Merkle trees')) {
        const figure = page.getByRole('img', { name: /Merkle root/ });
        await expect(figure).toBeVisible();
        expect(await figure.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
        await expect(page.locator('figcaption')).toContainText('Merkle proof');
        await expectAccessible(page);
      }
      await next.click();
    }

    const takeaways = page.getByTestId('key-takeaways');
    await expect(progress).toContainText('Summary');
    for (const takeaway of lesson.keyTakeaways) await expect(takeaways).toContainText(takeaway);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(progress).toContainText(`Section ${total} of ${total}`);
    await page.getByRole('button', { name: 'See takeaways' }).click();
    await takeaways.getByRole('button', { name: 'Take Quiz' }).click();

    await expect(page.getByRole('heading', { name: 'Knowledge Check' })).toBeVisible();
    const first = await answerDrawnQuiz(page, FILE, 'wrong');
    await page.getByRole('button', { name: 'Submit Answers' }).click();
    await expect(page.getByTestId('quiz-result')).toContainText('0%');
    await page.getByTestId('quiz-result').getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('0/6 questions answered')).toBeVisible();
    const second = await answerDrawnQuiz(page, FILE, 'right');
    expect(second.filter((question) => !first.includes(question)).length).toBeGreaterThanOrEqual(4);
    await page.getByRole('button', { name: 'Submit Answers' }).click();
    await expect(page.getByTestId('quiz-result')).toContainText('100%');
    await expect(page.getByTestId('module-status')).toContainText('Completed');
  });
});
