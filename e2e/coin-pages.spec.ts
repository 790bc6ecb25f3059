/** The coin pages: a coin's detail page (with its error state) and the searchable, sortable catalogue. */
import { createUserViaApi, expect, expectAccessible, loginViaApi, test } from './support/fixtures';

test.describe('coin pages', () => {
  test('a detail page shows the coin, its market card and a learning prompt for guests', async ({ page }) => {
    await page.goto('/crypto/2');
    await expect(page.getByRole('heading', { level: 1, name: 'Ethereum' })).toBeVisible();
    for (const title of ['Key Information', 'Categories', 'Start Learning', 'Overview', 'Personality Profile', 'Signature Features', 'Fun Facts', 'Use Cases']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByText('Launch Year')).toBeVisible();
    await expect(page.getByText(/^as of /)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'View Learning Modules' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign up to start learning' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Back to Discover' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('signed in, Start Learning links to the coin modules', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await loginViaApi(page, user);
    await page.goto('/crypto/5');
    await expect(page.getByRole('link', { name: 'View Learning Modules' })).toHaveAttribute('href', '/learn?coinId=5');
  });

  test('an unknown coin shows the error state with a way back', async ({ page }) => {
    await page.goto('/crypto/999999');
    await expect(page.getByRole('heading', { name: 'Error Loading Data' })).toBeVisible();
    await expect(page.getByText("We couldn't load the cryptocurrency details. Please try again later.")).toBeVisible();
    await page.getByRole('link', { name: 'Return to Discover' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('browse searches name and symbol case-insensitively and sorts A-Z and Z-A', async ({ page }) => {
    await page.goto('/crypto/all');
    await expect(page.getByRole('heading', { name: 'Browse All Cryptocurrencies' })).toBeVisible();
    const names = page.getByRole('list', { name: 'Cryptocurrencies' }).getByRole('link');
    await expect(names.first()).toContainText('Aave');
    await expectAccessible(page);

    await page.getByRole('button', { name: /Sorted A-Z/ }).click();
    await expect(names.first()).toContainText('Zcash');
    await page.getByRole('button', { name: /Sorted Z-A/ }).click();
    await expect(names.first()).toContainText('Aave');

    const search = page.getByPlaceholder('Search by name or symbol...');
    await search.fill('BITCOIN');
    await expect(names).toHaveCount(3);
    await expect(names.nth(0)).toContainText('Bitcoin');
    await expect(names.nth(1)).toContainText('Bitcoin Cash');
    await expect(names.nth(2)).toContainText('Wrapped Bitcoin');
    await search.fill('xLm');
    await expect(names).toHaveCount(1);
    await expect(names.first()).toContainText('Stellar');
    await expect(names.first()).toContainText('+2 more');

    await search.fill('no-such-coin');
    await expect(page.getByRole('heading', { name: 'No cryptocurrencies found matching "no-such-coin"' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(names).toHaveCount(72);
    await names.filter({ hasText: 'Stellar' }).click();
    await expect(page).toHaveURL(/\/crypto\/19$/);
  });
});
