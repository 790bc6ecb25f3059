import { expect, expectAccessible, test } from './support/fixtures';

test.describe('app shell', () => {
  test('unknown paths show the 404 page of the spec', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expectAccessible(page);
  });

  test('narrow screens get a bottom bar, wide screens top tabs', { tag: '@desktop' }, async ({ page }, testInfo) => {
    await page.goto('/auth');
    const main = page.getByRole('navigation', { name: 'Main' });
    if (testInfo.project.name === 'phone') {
      await expect(page.getByTestId('bottom-bar')).toBeVisible();
      await expect(main.getByRole('link')).toHaveText(['Discover', 'Matches', 'Messages', 'Learn', 'Profile']);
    } else {
      await expect(page.getByTestId('bottom-bar')).toBeHidden();
      await expect(main.getByRole('link')).toHaveText(['Discover', 'Matches', 'Messages', 'Learn']);
    }
  });

  test('on a phone the header and bottom bar slide away on scrolling down and return on scrolling up', async ({ page }) => {
    await page.goto('/auth');
    // The shell is prerendered: scroll only once the app has rendered (the auth form is not in the HTML).
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await page.evaluate(() => document.body.style.setProperty('min-height', '3000px'));
    await page.mouse.wheel(0, 400);
    await expect(page.getByTestId('app-header')).toHaveAttribute('data-hidden', 'true');
    await expect(page.getByTestId('bottom-bar')).toHaveAttribute('data-hidden', 'true');
    await page.mouse.wheel(0, -200);
    await expect(page.getByTestId('app-header')).toHaveAttribute('data-hidden', 'false');
    await expect(page.getByTestId('bottom-bar')).toHaveAttribute('data-hidden', 'false');
  });

  test('the landing page has no header or navigation', async ({ page }) => {
    await page.goto('/landing');
    await expect(page.getByRole('heading', { name: /Learn crypto together/ })).toBeVisible();
    await expect(page.getByTestId('app-header')).toHaveCount(0);
    await expectAccessible(page);
  });
});
