/**
 * Replies, reactions, edits, deletions and search, by two people on phones (390x844): every change reaches
 * the other side live (docs/decisions/053-chat-replies-reactions-edits-search.md).
 */
import { expect, test } from './support/fixtures';
import { layoutProblem } from './support/layout';
import { passQuizViaApi } from './support/quiz';
import { dismissAllToasts, dismissMatchToasts, openMatchedPair } from './support/social';

const QUESTION = 'What does a Bitcoin full node check before it accepts a block?';
const PHONE = { width: 390, height: 844 };

test.describe('a chat made for teaching', () => {
  test('reply to a teach-back card, react, edit within 15 minutes and not after, delete, search and land on it; the partner sees each live', async ({ browser }) => {
    test.setTimeout(180_000);
    const { pageA, pageB, matchId, alice, bob, close } = await openMatchedPair(browser, { alice: 'Alice', bob: 'Bob' });
    for (const page of [pageA, pageB]) {
      await page.setViewportSize(PHONE);
      await dismissMatchToasts(page);
    }
    const word = `merkleroot${Math.random().toString(36).slice(2, 7)}`;

    // Alice teaches: a teach-back card and an explanation with a word Bob will look for later.
    expect((await pageA.request.post('/api/learning/progress', { data: { moduleId: 1 } })).status()).toBeLessThan(300);
    expect((await passQuizViaApi(pageA.request, 1, '01-bitcoin-basics.json')).status()).toBe(200);
    const card = await pageA.request.post(`/api/matches/${matchId}/teach-backs`, {
      data: { moduleId: 1, question: { kind: 'custom', question: QUESTION, options: ['Every rule of the protocol', 'Only the miner fee'], correctAnswer: 0, explanation: '' } },
    });
    expect(card.status(), await card.text()).toBe(201);
    expect((await pageA.request.post(`/api/matches/${matchId}/messages`, { data: { content: `A block header holds the ${word} of its transactions.` } })).status()).toBe(201);
    for (let index = 0; index < 3; index += 1) await pageA.request.post(`/api/matches/${matchId}/messages`, { data: { content: `Filler ${index}` } });

    // Alice's clock is Playwright's: later it jumps past the 15-minute edit window.
    await pageA.clock.install();
    await pageA.goto(`/chat/${matchId}`);
    await pageB.goto(`/chat/${matchId}`);
    // Vocabulary terms in a text are links of their own: messages are found by their row's whole text.
    await expect(pageB.getByRole('article', { name: QUESTION })).toBeVisible({ timeout: 30_000 });

    // 1. Bob replies to the card.
    await pageB.locator('li', { hasText: QUESTION }).getByRole('button', { name: 'Message actions' }).click();
    await pageB.getByRole('dialog', { name: 'Message actions' }).getByRole('button', { name: 'Reply' }).click();
    await expect(pageB.getByTestId('composer-context')).toContainText(`Replying to ${alice.displayName}`);
    await pageB.getByRole('textbox', { name: 'Message' }).fill('What do you mean by every rule?');
    await pageB.getByRole('button', { name: 'Send message' }).click();
    const replyOnA = pageA.locator('li', { hasText: 'What do you mean by every rule?' });
    await expect(replyOnA.getByRole('button', { name: /^Reply to You: What does a Bitcoin full node check/ })).toBeVisible();

    // 2. Alice reacts "Got it"; Bob sees it with who reacted.
    await replyOnA.getByRole('button', { name: 'Message actions' }).click();
    await pageA.getByRole('dialog', { name: 'Message actions' }).getByRole('button', { name: 'Got it' }).click();
    await expect(pageB.locator('li', { hasText: 'What do you mean by every rule?' }).getByRole('button', { name: `Got it: ${alice.displayName}` })).toBeVisible();
    // Bob adds his own by keyboard on the chip: now two.
    const chipOnB = pageB.locator('li', { hasText: 'What do you mean by every rule?' }).getByRole('button', { name: /^Got it:/ });
    await chipOnB.focus();
    await pageB.keyboard.press('Enter');
    await expect(chipOnB).toHaveAttribute('aria-pressed', 'true');
    await expect(chipOnB).toContainText('2');
    await expect(replyOnA.getByRole('button', { name: `Got it: You and ${bob.displayName}` })).toBeVisible();

    // 3. Alice sends a wrong explanation and fixes it within the window: Bob sees the fix, marked edited.
    await pageA.getByRole('textbox', { name: 'Message' }).fill('Staking has no risk at all');
    await pageA.getByRole('button', { name: 'Send message' }).click();
    const wrongOnA = pageA.locator('li', { hasText: 'Staking has no risk at all' });
    await wrongOnA.getByRole('button', { name: 'Message actions' }).click();
    await pageA.getByRole('dialog', { name: 'Message actions' }).getByRole('button', { name: 'Edit' }).click();
    await pageA.getByRole('textbox', { name: 'Message' }).fill('Staking has slashing risk');
    await pageA.getByRole('button', { name: 'Save edit' }).click();
    const fixedOnB = pageB.locator('li', { hasText: 'has slashing risk' });
    await expect(fixedOnB).toContainText('edited');
    await expect(pageB.locator('li', { hasText: 'has no risk at all' })).toHaveCount(0);
    expect(await layoutProblem(pageB, PHONE.width)).toBeNull();

    // 4. Sixteen minutes later the edit is no longer offered.
    await pageA.clock.fastForward('16:00');
    await pageA.locator('li', { hasText: 'Staking has slashing risk' }).getByRole('button', { name: 'Message actions' }).click();
    const actions = pageA.getByRole('dialog', { name: 'Message actions' });
    await expect(actions.getByRole('button', { name: 'Reply' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Edit' })).toHaveCount(0);

    // 5. Alice deletes it: "Message deleted" for both.
    await actions.getByRole('button', { name: 'Delete' }).click();
    await actions.getByRole('button', { name: 'Delete' }).click();
    await expect(pageB.locator('li', { hasText: 'has slashing risk' })).toHaveCount(0);
    await expect(pageB.getByText('Message deleted')).toBeVisible();
    await expect(pageA.getByText('Message deleted')).toBeVisible();

    // 6. Bob searches the conversation and lands on the explanation, highlighted. No toast is read from here
    // on; one left from an earlier step (CI saw one cover the header's menu button) is closed.
    await dismissAllToasts(pageB);
    await pageB.getByRole('button', { name: /^More options for / }).click();
    await pageB.getByRole('menuitem', { name: 'Search this conversation' }).click();
    const search = pageB.getByRole('dialog', { name: 'Search this conversation' });
    await search.getByRole('searchbox').fill(word.slice(0, 8));
    const result = search.getByRole('list', { name: 'Search results' }).getByRole('button').first();
    await expect(result.locator('mark')).toHaveText(word);
    expect(await layoutProblem(pageB, PHONE.width)).toBeNull();
    await pageB.screenshot({ path: `reports/screenshots/chat-search-${test.info().project.name}.png` });
    await result.click();
    await expect(pageB).toHaveURL(new RegExp(`/chat/${matchId}\\?message=\\d+$`));
    const landed = pageB.locator('li[data-message-id]', { hasText: word });
    await expect(landed).toBeInViewport();
    await expect(landed).toHaveClass(/ring-secondary/);
    await pageB.screenshot({ path: `reports/screenshots/chat-teaching-${test.info().project.name}.png` });
    // The same conversation on a desktop: quotes, reactions and the deleted message stay inside the screen.
    await pageB.setViewportSize({ width: 1280, height: 800 });
    expect(await layoutProblem(pageB, 1280)).toBeNull();
    await pageB.screenshot({ path: `reports/screenshots/chat-teaching-desktop-${test.info().project.name}.png` });
    await close();
  });
});
