/**
 * Removing the e-mail from account settings (docs/decisions/060-push-in-the-browser-and-reminders-across-instances.md):
 * the password is asked again and a wrong one is said in the form (the notice to a removed verified address is
 * checked in server/modules/email/email.int.test.ts).
 */
import { createUserViaApi, expect, hydrated, test, toasts } from './support/fixtures';

test('remove the e-mail with the password (a wrong one is said in the form)', async ({ page }, testInfo) => {
  const user = await createUserViaApi(page.request);
  const address = `${user.username}@example.com`;
  const put = await page.request.put('/api/users/me/email', { data: { email: address, password: user.password } });
  expect(put.status(), await put.text()).toBe(202);

  await page.goto('/profile');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await page.getByRole('button', { name: /E-mail/ }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail' });
  const form = dialog.getByRole('form', { name: 'Remove e-mail' });
  await form.getByLabel('Your password').fill('not my password');
  await form.getByRole('button', { name: 'Remove e-mail' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your password is not correct.');
  await page.screenshot({ path: `reports/screenshots/remove-email-${testInfo.project.name}.png` });

  await form.getByLabel('Your password').fill(user.password);
  await form.getByRole('button', { name: 'Remove e-mail' }).click();
  await expect(toasts(page)).toContainText('E-mail removed');
  await expect(dialog.getByText('Without a confirmed e-mail')).toBeVisible();
  await expect(form).toHaveCount(0);
  expect(((await (await page.request.get('/api/users/me/email')).json()) as { pendingAddress: string | null }).pendingAddress).toBeNull();
});
