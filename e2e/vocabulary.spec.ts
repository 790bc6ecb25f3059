import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ACHIEVEMENTS_BY_KEY } from '../server/modules/gamification/achievements';
import { createUserViaApi, expect, expectAccessible, loginViaApi, test } from './support/fixtures';

interface ApiTerm {
  id: number;
  term: string;
}

const VOCABULARY_DIR = path.join(process.cwd(), 'content', 'vocabulary');
const allTermIds = (): number[] =>
  readdirSync(VOCABULARY_DIR)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => (JSON.parse(readFileSync(path.join(VOCABULARY_DIR, name), 'utf8')) as ApiTerm[]).map((term) => term.id));

test.describe('vocabulary trainer', () => {
  test('a learner reviews terms, masters some, and sees the streak badge and stats', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await loginViaApi(page, user);
    const terms = (await (await page.request.get('/api/vocabulary/user/next')).json()) as ApiTerm[];
    const { total } = (await (await page.request.get('/api/vocabulary/user/stats')).json()) as { total: number };
    const termHeading = (index: number) => page.getByRole('heading', { level: 2, name: terms[index]!.term, exact: true });

    await page.goto('/vocabulary');
    await expect(page.getByRole('heading', { name: 'Crypto Vocabulary Builder' })).toBeVisible();
    await expect(page.getByText('Master essential crypto terminology')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    await expect(page.getByText('0 day streak')).toBeVisible();
    await expect(page.getByText(`0/${total} mastered`)).toBeVisible();
    await expect(termHeading(0)).toBeVisible();
    await expect(page.getByRole('img', { name: /Difficulty [1-3] of 3/ })).toBeVisible();
    await expect(page.getByText(`Term 1 of ${terms.length}`)).toBeVisible();
    await expectAccessible(page);

    // The arrows wrap around, by button and by keyboard.
    await page.getByRole('button', { name: 'Next term' }).click();
    await expect(termHeading(1)).toBeVisible();
    await page.getByRole('button', { name: 'Previous term' }).click();
    await page.getByRole('button', { name: 'Previous term' }).click();
    await expect(termHeading(terms.length - 1)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(termHeading(0)).toBeVisible();

    // Active recall: the term first, the definition on demand, and only then a rating.
    await expect(page.getByRole('region', { name: 'Definition' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark as Mastered' })).toBeDisabled();
    await page.getByRole('button', { name: 'Show definition' }).click();
    await expect(page.getByRole('region', { name: 'Definition' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Example' })).toBeVisible();
    await page.getByRole('button', { name: 'Mark as Mastered' }).click();
    await expect(page.getByText(`1/${total} mastered`)).toBeVisible();
    await expect(page.getByText('1 day streak')).toBeVisible();
    await expect(page.getByText(`Term 1 of ${terms.length - 1}`)).toBeVisible();
    await expect(termHeading(1)).toBeVisible();

    // M does nothing until S has shown the definition.
    await page.keyboard.press('m');
    await expect(page.getByText(`1/${total} mastered`)).toBeVisible();
    await page.keyboard.press('s');
    await expect(page.getByRole('region', { name: 'Definition' })).toBeVisible();
    await page.keyboard.press('m');
    await expect(page.getByText(`2/${total} mastered`)).toBeVisible();
    await expect(termHeading(2)).toBeVisible();
    await page.keyboard.press('s');
    await page.keyboard.press('l');
    await expect(page.getByText(`Term 1 of ${terms.length - 3}`)).toBeVisible();
    await expect(termHeading(3)).toBeVisible();
    await expect(page.getByText(`2/${total} mastered`)).toBeVisible();

    await page.getByRole('tab', { name: 'Stats' }).click();
    await expect(page.getByRole('heading', { name: 'Overall Progress' })).toBeVisible();
    await expect(page.getByText(`3/${total} learned`)).toBeVisible();
    await expect(page.getByText(`2/${total} mastered (${Math.floor((2 / total) * 100)}%)`)).toBeVisible();
    const tile = (label: string) => page.getByRole('group', { name: label });
    await expect(tile('Current Streak')).toContainText('1 day');
    await expect(tile('Longest Streak')).toContainText('1 day');
    await expect(tile('Terms Learned')).toContainText('3');
    // Two masteries, and First Word scored as the first one was mastered (docs/decisions/008).
    const firstWord = ACHIEVEMENTS_BY_KEY.get('first-term')?.points ?? Number.NaN;
    await expect(tile('Points Earned')).toContainText(String(2 * 10 + firstWord));
    await expect(tile('Last Activity')).toContainText('Today');
    await expectAccessible(page);
  });

  test('a guest sees the sign-up card and can open the sign-up modal', async ({ page }) => {
    await page.goto('/vocabulary');
    await expect(page.getByRole('heading', { name: 'Crypto Vocabulary Builder' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign up to access vocabulary trainer' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth?redirect=%2Fvocabulary');
    await expect(page.getByRole('button', { name: 'Mark as Mastered' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Learning' })).toHaveAttribute('href', '/learn');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Start Reviewing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up to access vocabulary trainer' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth?mode=login&redirect=%2Fvocabulary');
    await expectAccessible(page);
  });

  test('mastering every term shows the trophy once in this browser', async ({ page, request }) => {
    // Mastering the whole catalogue through the API, then the trophy's own 7 seconds.
    test.setTimeout(120_000);
    const user = await createUserViaApi(request);
    await loginViaApi(page, user);
    const termIds = allTermIds();
    for (let start = 0; start < termIds.length; start += 8) {
      const batch = termIds.slice(start, start + 8);
      const responses = await Promise.all(batch.map((termId) => page.request.post('/api/vocabulary/user/progress', { data: { termId, learned: true, mastered: true } })));
      expect(responses.map((response) => response.status())).toEqual(batch.map(() => 200));
    }

    await page.goto('/vocabulary');
    const trophy = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(trophy).toBeVisible();
    await expect(trophy.getByText("You've mastered all vocabulary terms!")).toBeVisible();
    await expect(trophy.getByText('+250 points earned!')).toBeVisible();
    await expect(trophy.getByText('Achievement Unlocked: "Vocabulary Master"')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('coinmates.vocabularyTrophyShown'))).toBe('true');
    // docs/product.md section 9: it closes by itself.
    await expect(trophy).toBeHidden({ timeout: 15_000 });
    await expect(page.getByText("You've completed all available terms for now! Check back later for more.")).toBeVisible();

    await page.getByRole('tab', { name: 'Stats' }).click();
    const points = page.getByRole('group', { name: 'Points Earned' });
    // Every mastery, the trophy, and the vocabulary achievements scored on the way (First Word, Wordsmith).
    const achievementPoints = ['first-term', 'wordsmith'].reduce((sum, key) => sum + (ACHIEVEMENTS_BY_KEY.get(key)?.points ?? Number.NaN), 0);
    await expect(points).toContainText(String(termIds.length * 10 + 250 + achievementPoints));

    await page.reload();
    await expect(page.getByText(`${termIds.length}/${termIds.length} mastered`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
