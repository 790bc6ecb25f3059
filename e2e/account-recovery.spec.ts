/**
 * Never lose your account (docs/decisions/050-accounts-and-mail.md): register with an e-mail, confirm it
 * from the link the real SMTP server received, forget the password, set a new one from the mailed link, and
 * sign in with it. Screenshots of each screen go to test-results for review.
 */
import { chooseBirthMonth, expect, expectAccessible, hydrated, test, toasts, uniqueUsername } from './support/fixtures';
import { linkInMail } from './support/mailbox';

test.describe('account recovery by e-mail', () => {
  test('register with an e-mail, confirm it from the mail, forget the password, reset it from the mail, sign in', async ({ page }, testInfo) => {
    // A whole journey through two mails: longer than one screen's budget.
    test.setTimeout(120_000);
    const username = uniqueUsername('mail');
    const email = `${username}@Example.com`;
    const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-${name}.png`), fullPage: true });

    await page.goto('/auth');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Display name').fill('Grace Hopper');
    await page.getByLabel('E-mail (optional)').fill('grace@');
    await page.getByLabel('Password', { exact: true }).fill('first-password-1');
    await page.getByLabel('Confirm password').fill('first-password-1');
    await chooseBirthMonth(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();
    await page.getByLabel('E-mail (optional)').fill(email);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toasts(page).getByText('Registration successful')).toBeVisible();

    // Account settings: waiting for confirmation.
    await page.goto('/profile');
    await hydrated(page);
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await expect(page.getByRole('button', { name: /E-mail.*Waiting for you to confirm/ })).toBeVisible();
    await shot('settings-rows');
    await page.getByRole('button', { name: /E-mail.*Waiting for you to confirm/ }).click();
    await expect(page.getByRole('dialog').getByText('Open it within 24 hours to confirm.')).toBeVisible();
    await shot('settings-pending');
    await page.keyboard.press('Escape');

    // The verification mail, through real SMTP; its link opens in the browser.
    const verifyLink = await linkInMail(email.replace('@Example.com', '@example.com'), 'Confirm your e-mail for Coinmates');
    expect(verifyLink.startsWith(`http://127.0.0.1:`)).toBe(true);
    await page.goto(verifyLink);
    await expect(page.getByRole('heading', { name: 'E-mail confirmed' })).toBeVisible();
    // The token leaves the address bar as soon as the page's script runs.
    await expect(page).not.toHaveURL(/#token=/);
    await shot('verified');

    await page.goto('/profile');

    await hydrated(page);
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await expect(page.getByRole('button', { name: /E-mail.*confirmed/ })).toBeVisible();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Forgot password, from the login form.
    await page.goto('/auth?mode=login');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await shot('login-form');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Username or e-mail').fill(username);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If an account with a verified e-mail matches what you entered')).toBeVisible();
    await shot('forgot-sent');

    const resetLink = await linkInMail(email.replace('@Example.com', '@example.com'), 'Set a new Coinmates password');
    await page.goto(resetLink);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    // Hydrated (the token read and removed from the address bar) before the form is filled.
    await hydrated(page);
    await expect(page).not.toHaveURL(/#token=/);
    await expectAccessible(page);
    await page.getByLabel('New password', { exact: true }).fill('second-password-2');
    await page.getByLabel('Confirm new password').fill('second-password-X');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel('Confirm new password').fill('second-password-2');
    await shot('reset-form');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    await shot('reset-done');

    // The same link again (a fresh load: from the same page a fragment change would not reload) is refused, in words.
    await page.goto('/auth?mode=login');
    await page.goto(resetLink);
    await page.getByLabel('New password', { exact: true }).fill('third-password-3');
    await page.getByLabel('Confirm new password').fill('third-password-3');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('This link has expired or was already used.')).toBeVisible();

    // Sign in with the new password.
    await page.goto('/auth?mode=login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('second-password-2');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(toasts(page).getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
