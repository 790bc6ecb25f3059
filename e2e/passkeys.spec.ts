/** Passkeys: add one from account settings and sign in with it, in Chromium's virtual authenticator (docs/decisions/051). */
import { createUserViaApi, expect, expectAccessible, hydrated, test, toasts } from './support/fixtures';
import { addVirtualAuthenticator, newPasskeyContext } from './support/passkeys';

test('adds a passkey in account settings, signs in with it from the login form, and removes it', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const viewport = testInfo.project.use.viewport ?? { width: 390, height: 844 };
  const { context, page } = await newPasskeyContext(browser, viewport);
  await addVirtualAuthenticator(page);
  const user = await createUserViaApi(page.request, { displayName: 'Pia 🔑 Passkey' });

  await page.goto('/profile');
  // The account settings open in the app: wait until it has taken over the server's page.
  await hydrated(page);
  await page.getByRole('tab', { name: /Preferences/ }).click();
  await page.getByRole('button', { name: /Passkeys/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Passkeys' });
  await expect(dialog.getByText('You have no passkeys yet.')).toBeVisible();
  await dialog.getByLabel('Name').fill('Work laptop with a rather long name of fifty c');
  await dialog.getByRole('button', { name: 'Add passkey' }).click();
  await expect(dialog.getByText('Enter your password')).toBeVisible();
  await dialog.getByLabel('Your password').fill('not my password');
  await dialog.getByRole('button', { name: 'Add passkey' }).click();
  await expect(dialog.getByText('Your password is not correct.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(user.password);
  await dialog.getByRole('button', { name: 'Add passkey' }).click();
  await expect(toasts(page).getByText('Passkey added')).toBeVisible();
  const item = dialog.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Work laptop with a rather long name of fifty c');
  await expect(item).toContainText('Not used yet');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('passkey-settings.png') });
  await page.keyboard.press('Escape');

  // Signed out, the login form signs in with the passkey alone.
  await page.request.post('/api/auth/logout');
  // The username field asks for passkey autofill (autocomplete="username webauthn"); the virtual authenticator
  // answers that conditional request at once, as a person picking the suggestion would: nothing is typed.
  await page.goto('/auth?mode=login');
  await expect(toasts(page).getByText('Login successful')).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth/);
  const status = await page.request.get('/api/auth/status');
  expect(((await status.json()) as { username: string }).username).toBe(user.username);

  // The list shows the use; removing asks first.
  await page.goto('/profile');
  // The account settings open in the app: wait until it has taken over the server's page.
  await hydrated(page);
  await page.getByRole('tab', { name: /Preferences/ }).click();
  await page.getByRole('button', { name: /Passkeys/ }).click();
  await expect(item).toContainText('Last used');
  await item.getByRole('button', { name: /^Remove/ }).click();
  await expect(item.getByText('Remove this passkey?')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('passkey-remove.png') });
  await item.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(dialog.getByText('You have no passkeys yet.')).toBeVisible();
  await context.close();
});
