/**
 * Two-step sign-in with TOTP (docs/decisions/062-totp-second-factor.md): set up from account settings, the
 * code computed here from the key the page shows (as an authenticator app would), the recovery codes shown
 * once, then signing in asks for the code after the password. Replay, the wait and the rest are in
 * server/modules/totp/totp.int.test.ts.
 */
import { Secret, TOTP } from 'otpauth';
import { createUserViaApi, expect, expectAccessible, hydrated, test, toasts } from './support/fixtures';

const codeFor = (secret: string, atMs: number) => new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate({ timestamp: atMs });

test('turn on two-step sign-in from account settings, then sign in with the password and a code', async ({ page }, testInfo) => {
  const shot = (name: string) => page.screenshot({ path: `reports/screenshots/totp-${name}-${testInfo.project.name}.png` });
  const user = await createUserViaApi(page.request);
  await page.goto('/profile');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await page.getByRole('button', { name: /Two-step sign-in.*Off/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-step sign-in' });
  await dialog.getByLabel('Your password').fill(user.password);
  await dialog.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await dialog.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);
  await shot('setup');

  await dialog.getByLabel('Code from the app').fill('000000' === codeFor(secret, Date.now()) ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByRole('alert')).toContainText('That code is not correct.');
  await dialog.getByLabel('Code from the app').fill(codeFor(secret, Date.now()));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const codes = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await shot('recovery-codes');
  await dialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('button', { name: /Two-step sign-in.*On/ })).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth?mode=login');
  await hydrated(page);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await expectAccessible(page);
  await shot('sign-in-code');
  // The next window's code: the one that turned it on is spent (replay refused), and one step of drift is allowed.
  await page.getByLabel('Code').fill(codeFor(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toasts(page)).toContainText('Login successful');
  // The password form's waiting passkey prompt ended quietly when the code step took its place.
  await expect(toasts(page)).not.toContainText('Login failed');
  const status = await page.request.get('/api/users/me/totp');
  expect(await status.json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
});
