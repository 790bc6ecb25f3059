/** Term cards (docs/decisions/031-term-cards-and-add-to-deck.md): terms in a lesson and in chat open their card and go into the learner's deck. */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { hydrated, createUserViaApi, expect, expectAccessible, loginViaApi, test } from './support/fixtures';
import { openMatchedPair } from './support/social';

const SHOTS = 'test-results/term-cards';
mkdirSync(SHOTS, { recursive: true });

async function termIdOf(page: Page, name: string): Promise<number> {
  const index = (await (await page.request.get('/api/vocabulary/terms')).json()) as { terms: Array<{ id: number; term: string }> };
  const entry = index.terms.find((term) => term.term === name);
  expect(entry, `${name} is in the vocabulary`).toBeDefined();
  return entry!.id;
}

/** Term links by section of the rendered lesson: none inside headings, code, pre or links; no term twice in a section. */
async function lessonLinkProblems(page: Page): Promise<string[]> {
  return page
    .locator('.prose-module')
    .first()
    .evaluate((lesson) => {
      const problems: string[] = [];
      let seen = new Set<string>();
      for (const node of Array.from(lesson.querySelectorAll('h2, [data-term-id]'))) {
        if (node.tagName === 'H2') {
          seen = new Set();
          continue;
        }
        const id = node.getAttribute('data-term-id') ?? '';
        if (node.closest('h2, h3, code, pre, a')) problems.push(`"${node.textContent}" is linked inside ${node.parentElement?.tagName}`);
        if (seen.has(id)) problems.push(`"${node.textContent}" is linked twice in one section`);
        seen.add(id);
      }
      return problems;
    });
}

test.describe('term cards', () => {
  // Several contexts, a build under load: these journeys need more than the default 45 s on a busy machine.
  test.slow();

  test('in a lesson, a tapped term opens its card, goes into the deck and leads the vocabulary queue', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await loginViaApi(page, user);
    const layer2 = await termIdOf(page, 'Layer 2');

    await page.goto('/learn/18');
    await expect(page.getByRole('heading', { name: 'Layer 2 Scaling: Rollups Explained', level: 1 })).toBeVisible();
    // Scrolling, focus and keys act on the app's own render, not on the server's copy it replaces (decision 036).
    await hydrated(page);
    const term = page.locator('.prose-module').getByRole('button', { name: 'Layer 2', exact: true }).first();
    await expect(term).toBeVisible();
    await expect(term).toHaveCSS('text-decoration-line', 'underline');
    expect(await lessonLinkProblems(page)).toEqual([]);

    await term.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/lesson-${test.info().project.name}.png` });

    // Keyboard: the term is a focusable button that opens the card with Enter.
    await term.focus();
    await page.keyboard.press('Enter');
    const card = page.getByRole('dialog', { name: 'Layer 2' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('region', { name: 'Definition' })).toContainText(/.{40,}/);
    await expect(card.getByRole('region', { name: 'Example' })).toBeVisible();
    await expect(card.getByText('Layer 2', { exact: true }).first()).toBeVisible();
    const box = await card.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY) <= width).toBe(true);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/lesson-card-${test.info().project.name}.png` });

    await card.getByRole('button', { name: 'Add to my deck' }).click();
    await expect(card.getByRole('status')).toContainText('Added: it is first in your review queue.');
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(term).toBeFocused();

    await page.setViewportSize({ width: 1280, height: 800 });
    await term.click();
    await expect(page.getByRole('dialog', { name: 'Layer 2' })).toContainText('In your deck');
    await page.screenshot({ path: `${SHOTS}/lesson-card-1280.png` });
    await page.getByRole('dialog', { name: 'Layer 2' }).getByRole('button', { name: 'Review it next' }).click();
    await expect(page.getByRole('dialog', { name: 'Layer 2' }).getByRole('status')).toContainText('first in your review queue');
    await page.getByRole('dialog', { name: 'Layer 2' }).getByRole('link', { name: 'Review it now' }).click();

    await expect(page).toHaveURL(/\/vocabulary$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Layer 2', exact: true })).toBeVisible();
    await expect(page.getByText(/^Term 1 of \d+$/)).toBeVisible();
    const next = (await (await page.request.get('/api/vocabulary/user/next')).json()) as Array<{ id: number; isNew: boolean }>;
    expect(next[0]).toMatchObject({ id: layer2, isNew: true });
  });

  test('a guest sees the card with a sign-in prompt instead of the deck button', async ({ page }) => {
    await page.goto('/learn/18');
    await page.locator('.prose-module').getByRole('button', { name: 'Layer 2', exact: true }).first().click();
    const card = page.getByRole('dialog', { name: 'Layer 2' });
    await expect(card.getByText('Sign in to add this term to your deck')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Add to my deck' })).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'Login' })).toHaveAttribute('href', /mode=login&redirect=%2Flearn%2F18/);
  });

  test('in a chat, a term in a message is underlined, opens its card and lands in the reader deck', async ({ browser }) => {
    const { bob, pageA, pageB, matchId, close } = await openMatchedPair(browser);
    const hash = `0x${'ab12'.repeat(16)}`;
    const longWord = `${'staking'.repeat(43)}`;
    const text = `Is staking on an L2 safe? 🚀 Read https://example.com/staking first. Tx ${hash} ${longWord} שלום`;
    const sent = await pageA.request.post(`/api/matches/${matchId}/messages`, { data: { content: text } });
    expect(sent.status(), await sent.text()).toBeLessThan(300);

    await pageB.goto(`/chat/${matchId}`);
    const bubble = pageB.getByText(/Is staking on an/);
    await expect(bubble).toBeVisible();
    const staking = bubble.getByRole('button', { name: 'staking', exact: true });
    await expect(staking).toHaveCount(1);
    await expect(staking).toHaveCSS('text-decoration-line', 'underline');
    // Nothing in the URL, the hash or the long word is linked; the bubble still wraps inside the screen.
    await expect(bubble.getByRole('button')).toHaveCount(2);
    const bubbleBox = await bubble.boundingBox();
    const width = pageB.viewportSize()?.width ?? 0;
    expect((bubbleBox?.x ?? 0) + (bubbleBox?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(width);
    expect(await pageB.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await pageB.screenshot({ path: `${SHOTS}/chat-${test.info().project.name}.png` });

    await bubble.getByRole('button', { name: 'L2', exact: true }).click();
    const card = pageB.getByRole('dialog', { name: 'Layer 2' });
    await expect(card).toBeVisible();
    await pageB.screenshot({ path: `${SHOTS}/chat-card-${test.info().project.name}.png` });
    await card.getByRole('button', { name: 'Add to my deck' }).click();
    await expect(card.getByRole('status')).toContainText('Added');
    const next = (await (await pageB.request.get('/api/vocabulary/user/next')).json()) as Array<{ id: number }>;
    expect(next[0]?.id).toBe(await termIdOf(pageB, 'Layer 2'));
    await pageB.keyboard.press('Escape');

    // The sender sees the same links in their own bubble.
    await pageA.goto(`/chat/${matchId}`);
    await expect(pageA.getByRole('heading', { name: bob.displayName })).toBeVisible();
    await expect(pageA.getByText(/Is staking on an/).getByRole('button', { name: 'L2', exact: true })).toBeVisible();
    await pageA.setViewportSize({ width: 1280, height: 800 });
    await pageA.screenshot({ path: `${SHOTS}/chat-1280.png` });
    await close();
  });
});
