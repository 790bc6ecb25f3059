/**
 * Learning together: two matched people teach each other in the chat and keep a pair streak.
 * A sends a teach-back card from a module A completed, B answers it inside the chat (keyboard), both see
 * the result and the explanation live; then both have learned today and the pair streak shows 1; last, a
 * vocabulary term in A's message opens its card for B and lands in B's deck.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { layoutProblem } from './support/layout';
import { passQuizViaApi } from './support/quiz';
import { openMatchedPair } from './support/social';

// Hostile but legitimate text: a long unbroken word, RTL, emoji, a 66-character hex string.
const QUESTION = `Which key proves you own your coins? ${'Unbreakable'.repeat(12)} مفتاح 🔑`;
const OPTIONS = ['The private key', `0x${'ab'.repeat(32)}`, 'The exchange password 🙈'];
const EXPLANATION = 'Whoever holds the private key controls the coins: not your keys, not your coins.';

test.describe('learn together', () => {
  test('A sends a teach-back card, B answers it in the chat, both see the result; both learn and the pair streak reaches 1', async ({ browser }) => {
    test.setTimeout(120_000);
    const pair = await openMatchedPair(browser, { alice: 'Alice', bob: 'Bob' });
    const { pageA, pageB, matchId, alice, bob } = pair;

    // A completes module 1 (a lesson today, and what A may teach).
    expect((await pageA.request.post('/api/learning/progress', { data: { moduleId: 1 } })).status()).toBeLessThan(300);
    expect((await passQuizViaApi(pageA.request, 1, '01-bitcoin-basics.json')).status()).toBe(200);

    await pageB.setViewportSize({ width: 320, height: 700 });
    await pageB.goto(`/chat/${matchId}`);
    await expect(pageB.getByRole('heading', { level: 1 })).toBeVisible();
    // A new pair has no streak yet: the chat header shows none (no "0 0" badge).
    await expect(pageB.getByRole('img', { name: /^Pair streak/ })).toHaveCount(0);
    // B has completed nothing yet: the Teach back action says how to get something to teach.
    await pageB.getByRole('button', { name: 'Teach back' }).click();
    await expect(pageB.getByRole('dialog', { name: 'Teach back' }).getByText(/complete a module first/)).toBeVisible();
    expect(await layoutProblem(pageB, 320)).toBeNull();
    await pageB.keyboard.press('Escape');
    await expect(pageB.getByRole('dialog', { name: 'Teach back' })).toBeHidden();

    // A writes a card in the composer's Teach back dialog.
    await pageA.goto(`/chat/${matchId}`);
    await pageA.getByRole('button', { name: 'Teach back' }).click();
    const dialog = pageA.getByRole('dialog', { name: 'Teach back' });
    await expect(dialog.getByLabel('Module')).toContainText('Bitcoin Basics');
    await expect(dialog.getByRole('radio').first()).toBeVisible();
    // The quiz's questions make the dialog scroll: "Send card" stays in view in its sticky footer.
    await expect(dialog.getByRole('button', { name: 'Send card' })).toBeInViewport({ ratio: 1 });
    await dialog.getByRole('tab', { name: 'Write your own' }).click();
    await dialog.getByLabel('Your question').fill(QUESTION);
    await dialog.getByRole('textbox', { name: 'Option 1', exact: true }).fill(OPTIONS[0]!);
    await dialog.getByRole('textbox', { name: 'Option 2', exact: true }).fill(OPTIONS[1]!);
    await dialog.getByRole('button', { name: 'Add an option' }).click();
    await dialog.getByRole('textbox', { name: 'Option 3', exact: true }).fill(OPTIONS[2]!);
    await dialog.getByRole('radio', { name: 'Option 1 is the right answer' }).check();
    await dialog.getByLabel(/Explanation/).fill(EXPLANATION);
    await pageA.screenshot({ path: `reports/screenshots/teach-back-dialog-${test.info().project.name}.png` });
    await dialog.getByRole('button', { name: 'Send card' }).click();
    await expect(dialog).toBeHidden();

    const cardOnA = pageA.getByRole('article', { name: QUESTION });
    await expect(cardOnA).toBeVisible();
    await expect(cardOnA.getByRole('status')).toHaveText(`Waiting for ${bob.displayName} to answer.`);
    await expect(cardOnA.getByRole('button')).toHaveCount(0);

    // B gets it live, at 320 px, and answers with the keyboard.
    const cardOnB = pageB.getByRole('article', { name: QUESTION });
    await expect(cardOnB).toBeVisible();
    await expect(cardOnB.getByText(EXPLANATION)).toHaveCount(0);
    expect(await layoutProblem(pageB, 320)).toBeNull();
    await pageB.screenshot({ path: 'reports/screenshots/teach-back-open-320.png' });
    await cardOnB.getByRole('button', { name: OPTIONS[0], exact: true }).focus();
    await pageB.keyboard.press('Enter');
    await expect(cardOnB.getByRole('status')).toHaveText('Correct! Nicely learned.');
    await expect(cardOnB.getByText(EXPLANATION)).toBeVisible();
    await expect(cardOnB.getByText('Right answer')).toBeVisible();
    expect(await layoutProblem(pageB, 320)).toBeNull();
    await expectAccessible(pageB);
    await pageB.screenshot({ path: 'reports/screenshots/teach-back-answered-320.png' });

    // A sees the result live, without reloading.
    await expect(cardOnA.getByRole('status')).toHaveText(`${bob.displayName} answered correctly.`);
    await expect(cardOnA.getByText(EXPLANATION)).toBeVisible();
    await pageA.screenshot({ path: `reports/screenshots/teach-back-teacher-${test.info().project.name}.png` });

    // A second answer is refused with a clear message.
    const again = await pageB.request.post(`/api/matches/${matchId}/teach-backs/${await cardMessageId(pageA.request, matchId)}/answer`, { data: { choice: 1 } });
    expect(again.status()).toBe(409);
    expect((await again.json()).message).toMatch(/already answered/);

    // B does a lesson too: the pair streak reaches 1 for both.
    expect((await pageB.request.post('/api/learning/progress', { data: { moduleId: 1 } })).status()).toBeLessThan(300);
    expect((await passQuizViaApi(pageB.request, 1, '01-bitcoin-basics.json')).status()).toBe(200);
    for (const page of [pageA, pageB]) {
      await page.reload();
      await expect(page.getByRole('img', { name: 'Pair streak: 1 day, 0 freezes, done today' })).toBeVisible();
    }
    await expect(pageB.getByRole('article', { name: QUESTION }).getByRole('status')).toHaveText('Correct! Nicely learned.');

    await pageA.setViewportSize({ width: 1280, height: 800 });
    await expect(cardOnA).toBeVisible();
    expect(await layoutProblem(pageA, 1280)).toBeNull();
    await pageA.screenshot({ path: 'reports/screenshots/teach-back-teacher-1280.png' });

    // A term in a message is recognised: B taps it, reads its card and adds it to their deck.
    const sent = await pageA.request.post(`/api/matches/${matchId}/messages`, { data: { content: 'Next: shall we read about Layer 2 together tomorrow?' } });
    expect(sent.status(), await sent.text()).toBeLessThan(300);
    const bubble = pageB.getByText(/shall we read about/);
    await expect(bubble).toBeVisible();
    await bubble.getByRole('button', { name: 'Layer 2', exact: true }).click();
    const termCard = pageB.getByRole('dialog', { name: 'Layer 2' });
    await expect(termCard).toBeVisible();
    expect(await layoutProblem(pageB, 320)).toBeNull();
    await termCard.getByRole('button', { name: 'Add to my deck' }).click();
    await expect(termCard.getByRole('status')).toContainText('Added');
    const index = (await (await pageB.request.get('/api/vocabulary/terms')).json()) as { terms: Array<{ id: number; term: string }> };
    const next = (await (await pageB.request.get('/api/vocabulary/user/next')).json()) as Array<{ id: number }>;
    expect(next[0]?.id).toBe(index.terms.find((term) => term.term === 'Layer 2')?.id);
    expect(alice.id).not.toBe(bob.id);
    await pair.close();
  });
});

async function cardMessageId(request: APIRequestContext, matchId: number): Promise<number> {
  const messages = (await (await request.get(`/api/matches/${matchId}/messages`)).json()) as Array<{ id: number; kind: string }>;
  const card = messages.find((message) => message.kind === 'teach_back');
  if (!card) throw new Error('no teach-back card in the conversation');
  return card.id;
}
