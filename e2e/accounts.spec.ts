import { chooseBirthMonth, createUserViaApi, expect, expectAccessible, test, toasts, uniqueUsername } from './support/fixtures';

test.describe('accounts', () => {
  test('register lands on / logged in, then log out and log back in', { tag: '@desktop' }, async ({ page }) => {
    const username = uniqueUsername('reg');
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('data-state', 'active');
    await expectAccessible(page);

    // docs/product.md section 5: validate on submit first.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Display name').fill('Ada Lovelace');
    await page.getByLabel('Password', { exact: true }).fill('analytical-engine');
    await page.getByLabel('Confirm password').fill('something-else');
    await chooseBirthMonth(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    // ...then re-validate on change.
    await page.getByLabel('Confirm password').fill('analytical-engine');
    await expect(page.getByText("Passwords don't match")).toBeHidden();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(toasts(page).getByText('Registration successful')).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(page.getByText(`@${username}`)).toBeVisible();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toasts(page).getByText('Come back soon!')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();

    await page.goto('/auth?mode=login');
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('data-state', 'active');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('analytical-engine');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(toasts(page).getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a guarded route sends a guest to /auth and returns after login', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fprofile$/);
    await page.getByRole('tab', { name: 'Login' }).click();
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: user.displayName })).toBeVisible();
  });

  test('a wrong password shows the login failure toast where the layout puts toasts', { tag: '@desktop' }, async ({ page }, testInfo) => {
    await page.goto('/auth?mode=login');
    await page.getByLabel('Username').fill('nobody-at-all');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Login failed' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Please check your credentials and try again.');
    const box = await page.getByTestId('toast-viewport').boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('no layout');
    if (testInfo.project.name === 'phone') {
      expect(box.y).toBeLessThan(10);
    } else {
      expect(box.width).toBeLessThanOrEqual(420);
      expect(box.x + box.width).toBeGreaterThan(viewport.width - 5);
      expect(box.y + box.height).toBeGreaterThan(viewport.height - 5);
    }
  });
});
