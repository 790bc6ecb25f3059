import type { Page, Request } from '@playwright/test';
import { createUserViaApi, expect, expectAccessible, loginViaApi, test } from './support/fixtures';

/** Optional screenshots for a reviewer (SHOTS_DIR=/some/dir); the assertions do not depend on them. */
async function shot(page: Page, name: string, project: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${project}-${name}.png`, fullPage: true });
}

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

async function openFromLearn(page: Page) {
  await page.goto('/learn');
  await page.getByTestId('practice-wallet-link').click();
  await expect(page.getByRole('heading', { name: 'Practice wallet', level: 1 })).toBeVisible();
  await expect(page.getByTestId('practice-banner')).toContainText('PRACTICE');
}

async function proveBackup(page: Page, words: string[]) {
  for (const word of words) await page.locator(`button[data-word="${word}"]:not([disabled])`).first().click();
  await page.getByRole('button', { name: 'Check my backup' }).click();
}

test.describe('practice wallet', () => {
  test.slow();

  test('a guest runs every drill, scored and explained, and the wallet makes no network request', async ({ page }, testInfo) => {
    await openFromLearn(page);
    await page.waitForLoadState('networkidle');
    const requests = recordRequests(page);
    await expectAccessible(page);
    await shot(page, 'home', testInfo.project.name);

    // Drill 1, done right: a real 12-word phrase, backed up on paper, proven in order; receiving unlocks.
    await page.getByTestId('drill-seed').click();
    await expect(page.getByTestId('practice-banner')).toBeVisible();
    const words = (await page.getByTestId('seed-words').locator('li').allInnerTexts()).map((text) => text.replace(/^\d+\.\s*/, '').trim());
    expect(words).toHaveLength(12);
    await shot(page, 'seed', testInfo.project.name);
    await page.locator('[data-choice="paper"]').click();
    await expect(page.getByTestId('seed-words')).toHaveCount(0);
    await proveBackup(page, words);
    await expect(page.getByTestId('receive-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/);
    await page.getByRole('button', { name: 'See your score' }).click();
    await expect(page.getByTestId('drill-score')).toHaveText('Last score: 2 of 2');

    // Replayed and done wrong: a screenshot backup and a wrong order are misses, each explained.
    await page.getByRole('button', { name: 'Try again' }).click();
    const second = (await page.getByTestId('seed-words').locator('li').allInnerTexts()).map((text) => text.replace(/^\d+\.\s*/, '').trim());
    expect(second.join(' ')).not.toBe(words.join(' '));
    await page.locator('[data-choice="screenshot"]').click();
    await expect(page.getByText(/Not that way: Anyone who sees the 12 words/)).toBeVisible();
    await proveBackup(page, [...second].reverse());
    await expect(page.getByTestId('proof-wrong')).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).click();
    await proveBackup(page, second);
    await page.getByRole('button', { name: 'See your score' }).click();
    await expect(page.getByTestId('drill-score')).toHaveText('Last score: 0 of 2');
    await expect(page.getByTestId('drill-outcome').filter({ hasText: 'Backup method: missed' })).toContainText('Screenshots, emails and synced notes');
    await expect(page.getByTestId('drill-outcome').filter({ hasText: 'Backup proof, first try: missed' })).toContainText('in order');
    await page.getByRole('button', { name: 'All drills' }).last().click();

    // Drill 2: the look-alike at the top of the history is picked; the miss shows both addresses.
    await page.getByTestId('drill-receive').click();
    const saved = await page.getByTestId('saved-address').innerText();
    const poison = await page.locator('[data-entry="poison"] .font-mono').innerText();
    expect(poison.slice(0, 6)).toBe(saved.slice(0, 6));
    expect(poison.slice(-4)).toBe(saved.slice(-4));
    expect(poison.toLowerCase()).not.toBe(saved.toLowerCase());
    expect(poison).not.toBe(saved);
    await shot(page, 'receive', testInfo.project.name);
    await page.locator('[data-entry="poison"]').click();
    await expect(page.getByText('That was the look-alike.')).toBeVisible();
    await page.locator('[data-choice="book"]').click();
    await expect(page.getByTestId('drill-score')).toHaveText('Last score: 1 of 2');
    await expect(page.getByTestId('drill-outcome').first()).toContainText('You picked the poisoned entry');
    await page.getByRole('button', { name: 'All drills' }).last().click();

    // Drill 3: reject the drainer's approve, sign the drainer's "free" Permit and Permit2 (two misses), sign the three harmless ones.
    await page.getByTestId('drill-sign').click();
    for (let request = 0; request < 6; request += 1) {
      const panel = page.getByTestId('decoded-request');
      await expect(panel).toBeVisible();
      const text = await page.locator('section').innerText();
      const isDrainerPermit = text.includes('airdrop-eligibility.app');
      const isDrainerApprove = text.includes('usdc-rewards-claim.xyz');
      const isDrainerPermit2 = text.includes('mint-allowlist-pass.io');
      if (isDrainerPermit || isDrainerApprove || isDrainerPermit2) await expect(page.getByTestId('decoded-amount')).toHaveText('UNLIMITED');
      else await expect(page.getByTestId('decoded-amount')).toHaveText(/^(100|50|200) USDC$/);
      if (isDrainerPermit) await shot(page, 'sign-permit', testInfo.project.name);
      await page.getByRole('button', { name: isDrainerApprove ? 'Reject' : 'Sign', exact: true }).click();
      const feedback = page.getByTestId('sign-feedback');
      await expect(feedback).toHaveAttribute('data-correct', String(!isDrainerPermit && !isDrainerPermit2));
      if (isDrainerPermit) {
        await expect(feedback).toContainText("You signed a drainer's request.");
        await expect(feedback).toContainText('EIP-2612 Permit');
        await expect(feedback).toContainText('all 1,250 USDC');
        await shot(page, 'sign-miss', testInfo.project.name);
      }
      if (isDrainerPermit2) {
        await expect(page.getByTestId('raw-request')).toContainText('0x000000000022D473030F116dDEE9F6B43aC78BA3');
        await expect(feedback).toContainText("You signed a drainer's request.");
        await expect(feedback).toContainText('Permit2 PermitSingle');
        await expect(feedback).toContainText('all 1,250 USDC');
      }
      await feedback.getByRole('button').click();
    }
    await expect(page.getByTestId('drill-score')).toHaveText('Last score: 4 of 6');
    await expect(page.getByTestId('drill-outcome').filter({ hasText: 'Permit on airdrop-eligibility.app' })).toContainText('missed');
    await expect(page.getByTestId('drill-outcome').filter({ hasText: 'PermitSingle on mint-allowlist-pass.io' })).toContainText('Permit2 PermitSingle');
    await page.getByRole('button', { name: 'All drills' }).last().click();

    // Drill 4: the fake support agent.
    await page.getByTestId('drill-support').click();
    await shot(page, 'support', testInfo.project.name);
    await page.locator('[data-choice="refuse"]').click();
    await expect(page.getByTestId('drill-score')).toHaveText('Last score: 1 of 1');
    await page.getByRole('button', { name: 'All drills' }).last().click();

    // The misses point at vocabulary cards; a guest is asked to sign in to keep them.
    const missed = page.getByTestId('missed-terms');
    for (const term of ['Seed Phrase', 'Address Poisoning', 'Drainer']) await expect(missed).toContainText(term);
    await expect(missed.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await shot(page, 'misses', testInfo.project.name);
    await expectAccessible(page);

    expect(requests.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
  });

  test('a guest revokes a drainer and swaps past a sandwich bot, scored and explained, with no network request', async ({ page }, testInfo) => {
    await openFromLearn(page);
    await page.waitForLoadState('networkidle');
    const requests = recordRequests(page);

    // Drill 5: revoke the drainer (right); replayed, leave it and revoke only the router still in use (a miss, explained).
    await page.getByTestId('drill-revoke').click();
    await expect(page.locator('[data-approval="drainer"]')).toContainText('UNLIMITED');
    await shot(page, 'revoke', testInfo.project.name);
    await page.locator('[data-approval="drainer"]').click();
    await page.getByRole('button', { name: 'Revoke 1 approval' }).click();
    await expect(page.getByTestId('revoke-decoded')).toHaveText(/^Decoded approve\(spender 0x[0-9a-fA-F]{40}, amount 0\)$/);
    await shot(page, 'revoke-sent', testInfo.project.name);
    await page.getByRole('button', { name: 'See your score' }).click();
    await expect(page.getByTestId('drill-score')).toHaveText('Last score: 1 of 1');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('[data-approval="router"]').click();
    await page.getByRole('button', { name: 'Revoke 1 approval' }).click();
    await page.getByRole('button', { name: 'See your score' }).click();
    await expect(page.getByTestId('drill-score')).toHaveText('Last score: 0 of 1');
    await expect(page.getByTestId('drill-outcome')).toContainText("You left the unknown contract's UNLIMITED USDC approval in place");
    await expect(page.getByTestId('drill-outcome')).toContainText('Revoking the DEX router cost nothing but gas');
    await page.getByRole('button', { name: 'All drills' }).last().click();

    // Drill 6: 0.1% through a private route reverts safely (both right); replayed, 3% in the public mempool is sandwiched.
    await page.getByTestId('drill-swap').click();
    await expect(page.getByTestId('mempool')).toContainText('sandwiches');
    await page.locator('[data-slippage="10"]').click();
    await page.locator('[data-route="private"]').click();
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    await expect(page.getByTestId('drill-score')).toHaveText('Last score: 2 of 2');
    await expect(page.getByTestId('drill-outcome').first()).toContainText('reverted safely');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('[data-slippage="300"]').click();
    await page.locator('[data-route="public"]').click();
    await shot(page, 'swap', testInfo.project.name);
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    await expect(page.getByTestId('drill-score')).toHaveText('Last score: 0 of 2');
    await expect(page.getByTestId('drill-outcome').first()).toContainText(/The bot bought [\d,.]+ USDC of ETH just before you/);
    await expect(page.getByTestId('drill-outcome').first()).toContainText(/you got [\d.]+ ETH, [\d,.]+ USDC less than the quote/);
    await shot(page, 'swap-result', testInfo.project.name);
    await page.getByRole('button', { name: 'All drills' }).last().click();

    const missed = page.getByTestId('missed-terms');
    for (const term of ['Token Approval', 'Sandwich Attack', 'MEV']) await expect(missed).toContainText(term);
    await expectAccessible(page);
    expect(requests.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
  });

  test('a lesson links to its drill, and a signed-in learner sends only the missed term to the review deck', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await loginViaApi(page, user);
    await page.goto('/learn/7');
    const links = page.getByTestId('lesson-practice-links');
    await links.getByRole('link', { name: /fake "support agent"/ }).click();
    await expect(page).toHaveURL(/\/practice-wallet\?drill=support$/);
    await expect(page.getByTestId('practice-banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const requests = recordRequests(page);

    await page.locator('[data-choice="send"]').click();
    await expect(page.getByTestId('drill-outcome')).toContainText('No wallet, exchange or support team ever needs your recovery phrase');
    await page.getByRole('button', { name: 'All drills' }).last().click();
    const missed = page.getByTestId('missed-terms');
    await expect(missed).toContainText('Phishing');
    expect(requests).toEqual([]);

    const sent = page.waitForRequest((sentRequest) => sentRequest.url().endsWith('/api/vocabulary/user/deck') && sentRequest.method() === 'POST');
    await missed.getByRole('button', { name: 'Add it to my review deck' }).click();
    expect((await sent).postDataJSON()).toEqual({ termId: 601 });
    await expect(missed.getByText('Added.')).toBeVisible();
    // Besides the one API call, only the app's own code chunk for the response schema (loaded on first use).
    const paths = requests.map((sentRequest) => new URL(sentRequest.url()).pathname);
    expect(paths.filter((path) => !path.startsWith('/assets/'))).toEqual(['/api/vocabulary/user/deck']);
    expect(requests.every((sentRequest) => new URL(sentRequest.url()).origin === new URL(page.url()).origin)).toBe(true);
  });
});
