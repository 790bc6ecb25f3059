import { chooseBirthMonth, expect, test, uniqueUsername } from './support/fixtures';
import { openMatchedPair } from './support/social';

const WORDS = 'legal winner thank year wave sausage worth useful legal winner thank yellow'.split(' ');

test.describe('seed shield', () => {
  test('a phrase sent in three pieces never reaches the recipient whole: the earlier pieces are hidden', async ({ browser }) => {
    test.setTimeout(90_000);
    const { alice, bob, pageA, pageB, matchId, close } = await openMatchedPair(browser);
    const pieces = [WORDS.slice(0, 4).join(' '), WORDS.slice(4, 8).join(' ').replace('sausage', 'sau\u200Bsage'), WORDS.slice(8).join(' ').replace('thank', 'th\u0430nk')];

    await pageB.goto(`/chat/${matchId}`);
    await expect(pageB.getByRole('heading', { name: alice.displayName })).toBeVisible();
    await pageA.goto(`/chat/${matchId}`);
    await expect(pageA.getByRole('heading', { name: bob.displayName })).toBeVisible();
    const box = pageA.getByRole('textbox', { name: 'Message' });
    for (const piece of pieces.slice(0, 2)) {
      await box.fill(piece);
      await pageA.getByRole('button', { name: 'Send message' }).click();
      await expect(pageB.getByText(piece)).toBeVisible();
    }

    await box.fill(pieces[2]!);
    await pageA.getByRole('button', { name: 'Send message' }).click();
    await expect(pageA.getByRole('alert').filter({ hasText: 'Not sent: this looks like a seed phrase' })).toBeVisible();

    // Live: the pieces Bob saw are replaced, and the completing piece never arrives.
    await expect(pageB.getByText('Message hidden: it was part of a seed phrase')).toHaveCount(2);
    for (const piece of pieces) await expect(pageB.getByText(piece)).toHaveCount(0);
    await pageB.reload();
    await expect(pageB.getByText('Message hidden: it was part of a seed phrase')).toHaveCount(2);
    const shown = await pageB.locator('body').innerText();
    expect(WORDS.filter((word) => shown.includes(word)).length).toBeLessThan(WORDS.length);
    expect(shown).not.toContain('legal winner');
    await close();
  });

  test('a display name that spells "Coinmates Support" with a Greek omicron is refused with a visible reason', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('data-state', 'active');
    await page.getByLabel('Username').fill(uniqueUsername());
    await page.getByLabel('Display name').fill('C\u03BFinmates Support');
    await page.getByLabel('Password', { exact: true }).fill('analytical-engine');
    await page.getByLabel('Confirm password').fill('analytical-engine');
    await chooseBirthMonth(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Names may not look like Coinmates staff' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });
});
