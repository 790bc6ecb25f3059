/**
 * Screen rules of docs/product.md sections 1, 2 and 7 that were missing: the matching weights as static text,
 * preference reset and signed-in /auth navigation, and a quiz that keeps its answers across tab switches; and
 * user text in any script (right-to-left names and messages, emoji initials) reads the right way round.
 */
import type { Locator } from '@playwright/test';
import { QUIZ_DRAW_SIZE } from '../shared/constants/learning';
import { hydrated, createUserViaApi, expect, expectAccessible, loginViaApi, test } from './support/fixtures';
import { answerDrawnQuiz } from './support/quiz';
import { openMatchedPair, swipeViaApi } from './support/social';

const WEIGHTS = [/^Knowledge Exchange\s*35%$/, /^Learning Interests\s*25%$/, /^Learning Styles\s*15%$/, /^Communication\s*15%$/, /^Personality Fit\s*10%$/];

test.describe('screen rules', () => {
  test('/matches shows the matching weights and the teach-each-other bonus, to guests and members', async ({ page, request }) => {
    await page.goto('/matches');
    const weights = page.getByRole('region', { name: 'How matching works' });
    await expect(weights.getByRole('listitem')).toHaveText(WEIGHTS);
    await expect(weights).toContainText('when you can teach each other');

    const user = await createUserViaApi(request);
    await loginViaApi(page, user);
    await page.goto('/matches');
    await expect(page.getByRole('heading', { name: 'Your Crypto Personality' })).toBeVisible();
    await expect(weights.getByRole('listitem')).toHaveText(WEIGHTS);
    await expect(weights).toContainText('when you can teach each other');
    await expectAccessible(page);
  });

  test('resetting preferences on /profile navigates to /', async ({ page }) => {
    const user = await createUserViaApi(page.request);
    await loginViaApi(page, user);
    await swipeViaApi(page.request, [1, 2]);
    await page.goto('/profile');
    await hydrated(page);
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await expect(page.getByRole('link', { name: /Bitcoin/ })).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Reset all preferences' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await (await page.request.get('/api/preferences')).json()).toEqual([]);
  });

  test('a signed-in user who opens /auth goes on to the redirect target, or /', async ({ page }) => {
    const user = await createUserViaApi(page.request);
    await loginViaApi(page, user);
    await page.goto('/auth?mode=login&redirect=%2Fvocabulary');
    await expect(page).toHaveURL(/\/vocabulary$/);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
    // Never off site.
    await page.goto('/auth?redirect=%2F%2Fevil.example');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('quiz answers and results survive switching to Content and back', async ({ page }) => {
    const user = await createUserViaApi(page.request);
    await loginViaApi(page, user);
    await page.goto('/learn/1');
    await page.getByRole('tab', { name: 'Quiz' }).click();
    const cards = page.getByTestId('quiz-question');
    const total = QUIZ_DRAW_SIZE;
    await cards.first().getByRole('radio').first().check();
    await page.getByRole('tab', { name: 'Content' }).click();
    await expect(page.getByRole('heading', { name: 'Core Concepts' })).toBeVisible();
    await page.getByRole('tab', { name: 'Quiz' }).click();
    await expect(page.getByText(`1/${total} questions answered`)).toBeVisible();
    await expect(cards.first().getByRole('radio').first()).toBeChecked();

    await answerDrawnQuiz(page, '01-bitcoin-basics.json', 'right');
    await page.getByRole('button', { name: 'Submit Answers' }).click();
    await expect(page.getByTestId('quiz-result')).toContainText('100%');
    await page.getByRole('tab', { name: 'Content' }).click();
    await expect(page.getByTestId('quiz-result')).toBeHidden();
    await page.getByRole('tab', { name: 'Quiz' }).click();
    await expect(page.getByTestId('quiz-result')).toContainText('100%');
  });

  test('a click on a tab leaves no focus ring; the keyboard still shows one', async ({ page }) => {
    await page.goto('/learn');
    // Focus is the app's: a tap on the server's copy is played back, but this checks a real tap's focus.
    await hydrated(page);
    const allModules = page.getByRole('tab', { name: 'All Modules' });
    await allModules.click();
    await expect(allModules).toBeFocused();
    await expect(allModules).toHaveCSS('outline-style', 'none');
    await page.keyboard.press('ArrowLeft');
    const journeyMap = page.getByRole('tab', { name: 'Journey Map' });
    await expect(journeyMap).toBeFocused();
    await expect(journeyMap).toHaveCSS('outline-style', 'solid');
  });

  test('pages that are an error have an h1, and /crypto/{id} tells its story before the reference cards', async ({ page }) => {
    await page.goto('/learn/not-a-number');
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid Module' })).toBeVisible();
    await page.goto('/crypto/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Error Loading Data' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/crypto/1');
    // Measured on the app's own render, not on the server's copy it replaces (docs/decisions/036).
    await hydrated(page);
    const overview = await page.getByRole('heading', { name: 'Overview' }).boundingBox();
    const keyInformation = await page.getByRole('heading', { name: 'Key Information' }).boundingBox();
    expect(overview && keyInformation).toBeTruthy();
    // Story first on a phone; beside the cards (same height or above) on a desktop.
    expect(overview?.y ?? Infinity).toBeLessThanOrEqual(keyInformation?.y ?? 0);
    // Headings never skip a level going down (axe heading-order).
    const levels = await page.locator('main :is(h1, h2, h3, h4, h5, h6)').evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level, index) => index > 0 && level > (levels[index - 1] ?? 0) + 1)).toEqual([]);
    await expectAccessible(page);
  });

  test('a term answered "Still Learning" comes back in the same sitting once it is due', async ({ page }) => {
    const user = await createUserViaApi(page.request);
    await loginViaApi(page, user);
    const terms = (await (await page.request.get('/api/vocabulary/user/next')).json()) as Array<{ id: number; term: string }>;
    const first = terms[0]?.term ?? '';
    await page.clock.install();
    await page.goto('/vocabulary');
    await expect(page.getByRole('heading', { level: 2, name: first, exact: true })).toBeVisible();
    await expect(page.getByText(`Term 1 of ${terms.length}`)).toBeVisible();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/vocabulary/user/progress'));
    // Active recall: the learner reveals the definition before rating.
    await page.getByRole('button', { name: 'Show definition' }).click();
    await page.getByRole('button', { name: /Still Learning/ }).click();
    const due = Date.parse(((await (await saved).json()) as { due: string }).due);
    await expect(page.getByText(`Term 1 of ${terms.length - 1}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: first, exact: true })).toHaveCount(0);

    // Not before it is due...
    const browserNow = await page.evaluate(() => Date.now());
    expect(due).toBeGreaterThan(browserNow);
    await page.clock.fastForward(Math.max(0, due - browserNow - 5_000));
    await expect(page.getByText(`Term 1 of ${terms.length - 1}`)).toBeVisible();
    // ...and back once it is, without a reload: at the end of the list (the arrows wrap around).
    await page.clock.fastForward(10_000);
    await expect(page.getByText(`Term 1 of ${terms.length}`)).toBeVisible();
    await page.getByRole('button', { name: 'Previous term' }).click();
    await expect(page.getByText(`Term ${terms.length} of ${terms.length}`)).toBeVisible();
    // (The card's slide animation does not finish on the test's jumped clock, so the answer shows which term it is.)
    const answered = page.waitForRequest((request) => request.url().endsWith('/api/vocabulary/user/progress'));
    await page.getByRole('button', { name: /Mark as Mastered/ }).click();
    expect((await answered).postDataJSON()).toMatchObject({ termId: terms[0]?.id, mastered: true });
  });
  test('right-to-left names and messages read right to left, and emoji names never show half a character', async ({ browser }) => {
    const arabic = 'عبد الرحمن بن محمد المستخدم الطويل';
    const pair = await openMatchedPair(browser, { alice: '👩🏽‍💻🚀 Crypto Queen of the Moon', bob: arabic });
    try {
      const message = 'مرحبا! هل يمكنك أن تشرح لي كيف تعمل مكافآت التخزين؟';
      const sent = await pair.pageB.request.post(`/api/matches/${pair.matchId}/messages`, { data: { content: message } });
      expect(sent.ok()).toBe(true);
      const direction = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).direction);

      // A truncated right-to-left name keeps its first words (the ellipsis goes at its end, on the left).
      await pair.pageA.goto('/messages');
      await expect.poll(() => direction(pair.pageA.getByText(pair.bob.displayName, { exact: true }))).toBe('rtl');
      await expect.poll(() => direction(pair.pageA.getByText(message, { exact: true }))).toBe('rtl');
      await pair.pageA.goto(`/chat/${pair.matchId}`);
      await expect.poll(() => direction(pair.pageA.getByRole('heading', { level: 1, name: pair.bob.displayName }))).toBe('rtl');
      await expect.poll(() => direction(pair.pageA.getByRole('listitem').getByText(message, { exact: true }))).toBe('rtl');
      await pair.pageA.goto('/matches');
      await expect.poll(() => direction(pair.pageA.getByText(pair.bob.displayName, { exact: true }))).toBe('rtl');

      // Bob sees Alice's initials as whole characters: "CQ", never a lone half of an emoji.
      await pair.pageB.goto('/messages');
      const row = pair.pageB.getByRole('link', { name: new RegExp(pair.alice.displayName.split(' ').at(-1) ?? '') });
      await expect(row.locator('[aria-hidden="true"]').first()).toHaveText('CQ');
    } finally {
      await pair.close();
    }
  });
});
