import { readdirSync, readFileSync } from 'node:fs';
import { QUIZ_DRAW_SIZE } from '../shared/constants/learning';
import { createUserViaApi, expect, expectAccessible, loginViaApi, test, toasts, hydrated } from './support/fixtures';
import { answerDrawnQuiz } from './support/quiz';

/** The journey's length comes from the curated catalogue, which grows. */
const journeys = JSON.parse(readFileSync('content/journeys/journeys.json', 'utf8')) as Array<{ name: string; steps: number[] }>;
const foundationSteps = journeys.find((journey) => journey.name === 'Crypto Foundations')?.steps ?? [];
const FOUNDATION_STEPS = foundationSteps.length;
const moduleTitle = (id: number) =>
  (
    JSON.parse(readFileSync(`content/modules/${readdirSync('content/modules').find((name) => name.startsWith(`${String(id).padStart(2, '0')}-`) && name.endsWith('.json'))}`, 'utf8')) as {
      title: string;
    }
  ).title;
/** The journey's second step: current once the first is done; the third waits for it. */
const SECOND_STEP = { id: foundationSteps[1] ?? 0, title: moduleTitle(foundationSteps[1] ?? 0) };

const bitcoinBasics = { title: 'Bitcoin Basics: Money Without Banks' };

test.describe('learning', () => {
  // Long journeys with several accessibility scans each.
  test.slow();

  test('a guest browses modules, filters by category and coin, and is asked to sign up to start', async ({ page }) => {
    await page.goto('/learn');
    await expect(page.getByRole('heading', { name: 'Crypto Learning', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Track Your Learning Progress' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Journey Map' })).toHaveAttribute('data-state', 'active');
    await expect(page.getByRole('heading', { name: 'Visualize Your Learning Path' })).toBeVisible();
    await expectAccessible(page);
    const modal = page.getByRole('dialog');
    await page.getByRole('button', { name: 'Vocabulary Trainer' }).click();
    await expect(modal.getByRole('heading', { name: 'Sign up to access vocabulary trainer' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'All Modules' }).click();
    const cards = page.getByTestId('module-card');
    await expect(cards.first()).toBeVisible();
    const allCount = await cards.count();
    expect(allCount).toBeGreaterThanOrEqual(24);
    await expect(page.getByRole('heading', { name: 'Difficulty Levels' })).toBeVisible();
    for (const band of ['Beginner', 'Intermediate', 'Advanced']) {
      await expect(page.getByRole('heading', { name: new RegExp(`^${band}`), level: 3 })).toBeVisible();
    }

    const trading = page.getByRole('button', { name: 'Trading', exact: true });
    await trading.click();
    await expect(trading).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).not.toHaveCount(allCount);
    for (const card of await cards.all()) await expect(card).toContainText('Trading');
    await expect(page.getByRole('heading', { name: /^Technology/, level: 3 })).toHaveCount(0);
    // A second click toggles the filter off; 'All Categories' clears it too.
    await trading.click();
    await expect(cards).toHaveCount(allCount);
    await page.getByRole('button', { name: 'Sports', exact: true }).click();
    await expect(cards).not.toHaveCount(allCount);
    await page.getByRole('button', { name: 'All Categories' }).click();
    await expect(cards).toHaveCount(allCount);

    await cards
      .first()
      .getByRole('button', { name: /^Start Learning/ })
      .click();
    await expect(modal.getByRole('heading', { name: 'Sign up to start learning' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/learn?coinId=1');
    await expect(page.getByText('Filtered modules for this cryptocurrency')).toBeVisible();
    await expect(cards.first()).toBeVisible();
    const bitcoinCount = await cards.count();
    expect(bitcoinCount).toBeLessThan(allCount);
    await expect(cards.filter({ hasText: bitcoinBasics.title })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'Ethereum and Smart Contracts' })).toHaveCount(0);

    await page.goto('/learn/1');
    await expect(page.getByRole('heading', { name: bitcoinBasics.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Core Concepts' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Curated Resources' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Quiz' }).click();
    await expect(modal.getByRole('heading', { name: 'Sign up to start learning' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Sign Up Required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', /\/auth\?redirect=/);

    await page.goto('/learn/not-a-number');
    await expect(page.getByRole('heading', { name: 'Invalid Module' })).toBeVisible();
    await expect(page.getByText('The module ID is invalid. Please go back to the learning page.')).toBeVisible();
  });

  test('a learner starts a module, fails then passes its quiz, and sees progress and the journey advance', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await loginViaApi(page, user);
    const totalModules = ((await (await request.get('/api/learning/modules')).json()) as unknown[]).length;

    await page.goto('/learn');
    const progressCard = page.getByTestId('learning-progress-card');
    await expect(progressCard).toContainText('Your Learning Journey');
    await expect(progressCard).toContainText(`0/${totalModules}`);
    await expect(progressCard).toContainText('0/10');
    const foundations = page.getByTestId('journey-card').filter({ hasText: 'Crypto Foundations' });
    await expect(foundations).toContainText(`0/${FOUNDATION_STEPS} steps`);
    await expect(foundations.getByRole('link', { name: 'Start Journey' })).toHaveAttribute('href', '/learning/module/1');

    await page.goto('/learn/1');
    // The button works in the app: wait until it has taken over the server's page.
    await hydrated(page);
    await page.getByRole('button', { name: 'Start Learning' }).click();
    await expect(toasts(page).getByText('Progress tracked')).toBeVisible();
    await expect(page.getByTestId('module-status')).toHaveText('In Progress');

    await page.getByRole('button', { name: 'Take Quiz' }).click();
    await expect(page.getByRole('heading', { name: 'Knowledge Check' })).toBeVisible();
    const total = QUIZ_DRAW_SIZE;
    await expect(page.getByText(`0/${total} questions answered`)).toBeVisible();
    await expect(page.getByText('Answer all questions to submit')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Answers' })).toBeDisabled();

    const firstDraw = await answerDrawnQuiz(page, '01-bitcoin-basics.json', 'wrong');
    await expect(page.getByText(`${total}/${total} questions answered`)).toBeVisible();
    await page.getByRole('button', { name: 'Submit Answers' }).click();
    const result = page.getByTestId('quiz-result');
    await expect(result).toContainText('0%');
    // A failed attempt marks the wrong answers and says why, without showing the right options.
    await expect(page.getByRole('img', { name: 'Your answer, incorrect' })).toHaveCount(total);
    await expect(page.getByRole('img', { name: 'Correct answer' })).toHaveCount(0);
    await expect(page.getByTestId('quiz-wrong')).toHaveCount(total);
    await expect(page.getByTestId('module-status')).toHaveText('In Progress');
    await expectAccessible(page);

    await result.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText(`0/${total} questions answered`)).toBeVisible();
    const secondDraw = await answerDrawnQuiz(page, '01-bitcoin-basics.json', 'right');
    // The retake draws the questions the first attempt left out first.
    expect(secondDraw.filter((question) => !firstDraw.includes(question)).length).toBeGreaterThanOrEqual(4);
    await page.getByRole('button', { name: 'Submit Answers' }).click();
    await expect(result).toContainText('100%');
    await expect(result).toContainText('Module completed');
    await expect(result.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    // One toast at a time: the live 'First Lesson' achievement can replace 'Progress updated' at once.
    await expect(toasts(page).getByText(/^(Progress updated|Achievement Unlocked!)$/)).toBeVisible();
    await expect(page.getByTestId('module-status')).toContainText('Completed');

    await result.getByRole('link', { name: 'Back to Learning' }).click();
    await expect(page).toHaveURL(/\/learn$/);
    await expect(progressCard).toContainText(`1/${totalModules}`);
    await expect(progressCard).toContainText(`${Math.floor(100 / totalModules)}%`);
    await expect(foundations).toContainText(`1/${FOUNDATION_STEPS} steps`);
    await expectAccessible(page);

    await foundations.getByRole('button', { name: 'View Journey' }).click();
    await expect(page.getByText(`1/${FOUNDATION_STEPS} steps completed`)).toBeVisible();
    const steps = page.getByTestId('journey-step');
    await expect(steps.nth(0)).toHaveAttribute('data-state', 'completed');
    await expect(steps.nth(1)).toHaveAttribute('data-state', 'current');
    await expect(steps.nth(1).getByRole('link', { name: 'Start Module' })).toHaveAttribute('href', `/learning/module/${SECOND_STEP.id}`);
    await expect(steps.nth(2)).toHaveAttribute('data-state', 'locked');
    await expect(steps.nth(2)).toContainText(`Locked · Finish “${SECOND_STEP.title}” first`);
    await expect(page.getByText('Journey Reward: 150 Learning Points')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Back to journeys' }).click();
    await page.getByRole('tab', { name: 'All Modules' }).click();
    await expect(
      page
        .getByTestId('module-card')
        .filter({ hasText: bitcoinBasics.title })
        .first()
        .getByRole('link', { name: /^Review Module/ }),
    ).toBeVisible();

    // A module opened out of order says what to finish first; one whose prerequisites are done does not.
    await page.goto('/learn/4');
    const notice = page.getByTestId('prerequisite-notice');
    await expect(notice).toContainText('Finish these modules first:');
    await expect(notice.getByRole('link', { name: 'How a Blockchain Works' })).toHaveAttribute('href', '/learning/module/2');
    await page.goto('/learn/2');
    await expect(page.getByRole('heading', { name: 'How a Blockchain Works', level: 1 })).toBeVisible();
    await expect(page.getByTestId('prerequisite-notice')).toHaveCount(0);
  });
});
