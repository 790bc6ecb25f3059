/**
 * Languages (docs/decisions/056-translations.md): a browser set to Spanish gets Spanish on the first paint (with
 * JavaScript off too), switches to Arabic and gets a right-to-left page whose technical text (an address in a
 * lesson) still reads left to right; Arabic passes axe. Screenshots of Discover, a lesson, the chat and the
 * Office in Arabic at 390x844 go to test-results/languages/ for a person to look at.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createUserViaApi, expect, expectAccessible, loginViaApi, test } from './support/fixtures';
import { openMatchedPair } from './support/social';

const SHOTS = 'test-results/languages';

test.describe('a browser set to Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('gets Spanish on the first paint, switches to Arabic, and reads right to left with code left to right', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Descubrir' })).toBeVisible();
    await expect(page.getByText(/Quedan \d+ monedas/)).toBeVisible();

    const card = page.getByRole('article', { name: 'Bitcoin' });
    await expect(card).toContainText('Bitcoin es la primera criptomoneda');
    await page.getByTestId('language-switch-header').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'اكتشف' })).toBeVisible();
    // The card the API answered in Spanish is fetched again: its description now reads in Arabic.
    await expect(card).not.toContainText('Bitcoin es la primera criptomoneda');
    await expect(card.locator('p').filter({ hasText: /[\u0600-\u06FF]{3,}.*21/ })).toBeVisible();
    // The choice is the server's too: a reload renders in Arabic.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectAccessible(page);

    // The practice wallet's address drill: the saved address and the history's addresses stay left to right
    // inside the right-to-left page, so "0x5c50...2060" never reverses.
    await page.goto('/practice-wallet');
    await page.getByTestId('drill-receive').click();
    const address = page.getByTestId('saved-address');
    await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/);
    expect(await address.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    const history = page.locator('[data-entry="poison"] .font-mono');
    expect(await history.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    expect(await page.locator('main').evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  });
});

test('a Turkish reader reviews a term in Turkish and masters it', async ({ page, request }) => {
  const turkish = JSON.parse(readFileSync(path.join(process.cwd(), 'content/i18n/tr/vocabulary.json'), 'utf8')) as Record<string, { term: string; definition: string }>;
  const labels = JSON.parse(readFileSync(path.join(process.cwd(), 'client/i18n/catalogs/tr.json'), 'utf8')) as Record<string, string>;
  const user = await createUserViaApi(request);
  await loginViaApi(page, user);
  expect((await page.request.put('/api/language', { data: { language: 'tr' } })).ok()).toBe(true);
  const [first] = (await (await page.request.get('/api/vocabulary/user/next')).json()) as Array<{ id: number; term: string }>;
  expect(first!.term).toBe(turkish[String(first!.id)]!.term);

  await page.goto('/vocabulary');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 2, name: first!.term, exact: true })).toBeVisible();
  await page.getByRole('button', { name: labels['vocabulary.term.show'] }).click();
  await expect(page.getByRole('region', { name: labels['vocabulary.term.definition'] })).toContainText(turkish[String(first!.id)]!.definition);
  await page.getByRole('button', { name: labels['vocabulary.learn.mastered'] }).click();
  const { total } = (await (await page.request.get('/api/vocabulary/user/stats')).json()) as { total: number };
  await expect(page.getByText(labels['vocabulary.badges.mastered']!.replace('{mastered}', '1').replace('{total}', String(total)), { exact: true })).toBeVisible();
});

test('without JavaScript, a Spanish browser still gets Spanish from the server', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES', baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Descubrir' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Aprender' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('Arabic screens at 390x844: Discover, a lesson, the chat and the Office', async ({ browser, page }) => {
  // Four screens and a matched pair of two more browsers.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([{ name: 'cm_lang', value: 'ar', url: test.info().project.use.baseURL ?? 'http://localhost' }]);
  await createUserViaApi(page.request, { displayName: 'Layla Haddad' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.screenshot({ path: `${SHOTS}/ar-discover.png` });
  await page.goto('/learning/module/7');
  await page.getByRole('button', { name: 'ابدأ التعلّم' }).click();
  await expect(page.locator('main h2').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ar-lesson.png` });
  await expectAccessible(page);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'المكتب' }).click();
  await page.screenshot({ path: `${SHOTS}/ar-office.png` });

  const pair = await openMatchedPair(browser, { alice: 'Layla', bob: 'Omar' });
  try {
    await pair.pageA.setViewportSize({ width: 390, height: 844 });
    expect((await pair.pageA.request.put('/api/language', { data: { language: 'ar' } })).ok()).toBe(true);
    await pair.pageA.goto(`/chat/${pair.matchId}`);
    await expect(pair.pageA.locator('html')).toHaveAttribute('dir', 'rtl');
    await pair.pageA.screenshot({ path: `${SHOTS}/ar-chat.png` });
    await expectAccessible(pair.pageA);
  } finally {
    await pair.close();
  }
});

test("a Spanish and a Portuguese partner open each other's terms in chat in their own languages", async ({ browser }) => {
  test.setTimeout(120_000);
  const pair = await openMatchedPair(browser, { alice: 'Lucía', bob: 'João' });
  try {
    expect((await pair.pageA.request.put('/api/language', { data: { language: 'es' } })).ok()).toBe(true);
    expect((await pair.pageB.request.put('/api/language', { data: { language: 'pt-BR' } })).ok()).toBe(true);
    await pair.pageA.request.post(`/api/matches/${pair.matchId}/messages`, { data: { content: 'Guardo mis monedas en mi billetera, sin exchange.' } });
    await pair.pageB.request.post(`/api/matches/${pair.matchId}/messages`, { data: { content: 'Eu faço staking na minha carteira.' } });

    // The Portuguese reader taps the Spanish "billetera": the card is the wallet term, in Portuguese.
    await pair.pageB.goto(`/chat/${pair.matchId}`);
    await pair.pageB.getByRole('button', { name: 'billetera', exact: true }).click();
    await expect(pair.pageB.getByRole('dialog', { name: 'Carteira' })).toBeVisible();
    // The Spanish reader taps the Portuguese "carteira": the same term, in Spanish.
    await pair.pageA.goto(`/chat/${pair.matchId}`);
    await pair.pageA.getByRole('button', { name: 'carteira', exact: true }).click();
    await expect(pair.pageA.getByRole('dialog', { name: 'Billetera' })).toBeVisible();
  } finally {
    await pair.close();
  }
});
