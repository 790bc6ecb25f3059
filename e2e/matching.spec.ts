import { createUserViaApi, expect, expectAccessible, test, toasts } from './support/fixtures';
import { setLearningProfile, swipeViaApi } from './support/social';

/** Teaches what the user under test will want (two topics), so this pair outranks other test users. */
const TECHNICAL_TRADER = {
  expertiseAreas: ['Technical Analysis'],
  learningInterests: ['Staking'],
  learningGoals: [],
  preferredLearningStyle: 'Visual',
  communicationStyle: 'Direct',
};

test.describe('personality and matching', () => {
  test('a user swipes 5 coins, sees the personality, edits the learning profile and gets a match with reasons', async ({ page, playwright, baseURL }) => {
    // Someone who teaches Trading and wants Staking, already profiled.
    const otherRequest = await playwright.request.newContext({ baseURL });
    const other = await createUserViaApi(otherRequest, { displayName: `Tess ${Math.random().toString(36).slice(2, 7)}` });
    await setLearningProfile(otherRequest, TECHNICAL_TRADER);
    await swipeViaApi(otherRequest, [1, 2, 5, 12, 20]);

    await createUserViaApi(page.request, { displayName: 'Sam Staker' });
    await page.goto('/matches');
    await expect(page.getByRole('heading', { name: 'Profile Not Found' })).toBeVisible();
    await expect(page.getByText('Swipe at least 5 cryptocurrencies to generate your personality profile.')).toBeVisible();

    await page.goto('/');
    for (let swipe = 0; swipe < 5; swipe += 1) {
      const like = page.getByRole('button', { name: 'Like', exact: true });
      await expect(like).toBeEnabled();
      await like.click();
    }
    await page.goto('/matches');
    await expect(page.getByRole('heading', { name: 'Your Crypto Personality' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^The / })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /Risk Appetite: \d+ out of 100/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Matches' })).toBeVisible();
    await expect(page.getByText('No matches yet')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Edit learning preferences' }).first().click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByRole('button', { name: /Expertise areas/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Staking' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: /Learning interests/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Trading', exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Technical Analysis' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByLabel('Communication style').selectOption('Direct');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    // Toasts queue (one at a time, none lost): a live "New Match!" or an achievement may show first.
    await expect(toasts(page).getByText('Profile updated')).toBeVisible({ timeout: 20_000 });

    // The new match arrives live: the celebration, then the match with its reasons.
    const popup = page.getByRole('dialog', { name: "It's a Match!" });
    await expect(popup).toBeVisible();
    // Several matches can form at once; the celebration names the latest.
    await expect(popup.getByText(/^You and .+ both have compatible crypto personalities!$/)).toBeVisible();
    await popup.getByRole('button', { name: 'Continue Swiping' }).click();

    await page.goto('/matches');
    const card = page.getByRole('link', { name: new RegExp(`Chat with ${other.displayName}`) });
    await expect(card).toBeVisible();
    // The teaching reasons are summed up in one line under the chat link (docs/product.md section 10).
    await expect(page.getByRole('listitem').filter({ has: card }).getByText('You teach Staking · They teach Technical Analysis')).toBeVisible();
    await expect(card.getByText(/A different angle on/)).toBeVisible();
    await otherRequest.dispose();
  });

  test('guests see clearly labelled example matches and a way to start', async ({ page }) => {
    await page.goto('/matches');
    await expect(page.getByText('Examples')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start swiping' })).toHaveAttribute('href', '/');
    await expectAccessible(page);
  });

  test('profile edit shows the validation message of docs/product.md section 5', async ({ page }) => {
    await createUserViaApi(page.request);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Display name').fill('Al');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Display name must be at least 3 characters')).toBeVisible();
    await dialog.getByLabel('Avatar URL').fill('not a url');
    await dialog.getByLabel('Display name').fill('Alan Turing');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Please enter a valid URL')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
