/**
 * Wrong answers that teach (docs/decisions/063-wrong-answers-that-teach.md), on a phone: a learner fails module 1's
 * quiz, reads the misconception behind each option they chose (the text authored in content/modules), finds the
 * missed questions in the review deck on the Learning home, answers one right and asks for the second explanation.
 */
import { readFileSync } from 'node:fs';
import { QUIZ_DRAW_SIZE } from '../shared/constants/learning';
import { createUserViaApi, expect, hydrated, loginViaApi, test, toasts } from './support/fixtures';

interface TaughtQuestion {
  question: string;
  options: string[];
  correctAnswer: number;
  misconceptions?: Array<{ belief: string; correction: string } | null>;
  explanationAlt?: string;
}

const questions = (JSON.parse(readFileSync('content/modules/01-bitcoin-basics.json', 'utf8')) as { questions: TaughtQuestion[] }).questions;
function contentQuestion(shownText: string): TaughtQuestion {
  const question = questions.find((item) => shownText.includes(item.question));
  if (!question) throw new Error(`No content question matches "${shownText}"`);
  return question;
}

test.describe('wrong answers that teach', () => {
  test('a learner fails a quiz, reads why each choice was wrong, and answers a missed question in the review deck', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await loginViaApi(page, user);
    await page.goto('/learn/1');
    await hydrated(page);
    await page.getByRole('button', { name: 'Start Learning' }).click();
    await expect(toasts(page).getByText('Progress tracked')).toBeVisible();
    await page.getByRole('button', { name: 'Take Quiz' }).click();

    // Every answer wrong: the first wrong option of each question, whose misconception the content names.
    const cards = page.getByTestId('quiz-question');
    await expect(cards).toHaveCount(QUIZ_DRAW_SIZE);
    const expected: Array<{ belief: string; correction: string }> = [];
    for (let index = 0; index < QUIZ_DRAW_SIZE; index += 1) {
      const card = cards.nth(index);
      const question = contentQuestion((await card.locator('legend').textContent()) ?? '');
      const wrong = question.options.findIndex((_option, option) => option !== question.correctAnswer);
      expected.push(question.misconceptions![wrong]!);
      await card.getByRole('radio', { name: question.options[wrong]!, exact: true }).check();
    }
    await page.getByRole('button', { name: 'Submit Answers' }).click();
    await expect(page.getByTestId('quiz-result')).toContainText('0%');

    // Each card explains the option chosen; the right options and the second explanation stay hidden.
    for (let index = 0; index < QUIZ_DRAW_SIZE; index += 1) {
      const card = cards.nth(index);
      await expect(card.getByTestId('misconception-belief')).toHaveText(expected[index]!.belief);
      await expect(card.getByTestId('misconception-correction')).toHaveText(expected[index]!.correction);
    }
    await expect(page.getByRole('img', { name: 'Correct answer' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Explain it another way' })).toHaveCount(0);

    // The missed questions wait in the review deck on the Learning home.
    await page.goto('/learn');
    const deck = page.getByTestId('missed-questions');
    await expect(deck).toContainText(`${QUIZ_DRAW_SIZE} to try again now`);
    const review = deck.getByTestId('missed-question');
    await expect(review.locator('.border-success')).toHaveCount(0);
    const question = contentQuestion((await review.locator('legend').textContent()) ?? '');
    await review.getByRole('radio', { name: question.options[question.correctAnswer]!, exact: true }).check();
    await review.getByRole('button', { name: 'Check answer' }).click();
    await expect(review.getByText('Correct. This question leaves your review deck.')).toBeVisible();
    await review.getByRole('button', { name: 'Explain it another way' }).click();
    await expect(review.getByTestId('explanation-alt')).toHaveText(question.explanationAlt!);
    await review.getByRole('button', { name: 'Next' }).click();
    await expect(deck).toContainText(`${QUIZ_DRAW_SIZE - 1} to try again now`);
  });
});
