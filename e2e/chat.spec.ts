import type { WebSocketRoute } from '@playwright/test';
import { createUserViaApi, expect, expectAccessible, test, toasts } from './support/fixtures';
import { makeMatch } from './support/social';

test.describe('chat', () => {
  test('A sends, B sees it live, opens the chat, A sees it read; a dropped connection reconnects', async ({ browser }) => {
    test.setTimeout(90_000);
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    // Unique names: other journeys running in parallel create matching users too.
    const suffix = Math.random().toString(36).slice(2, 7);
    const alice = await createUserViaApi(pageA.request, { displayName: `Alice ${suffix}` });
    const bob = await createUserViaApi(pageB.request, { displayName: `Bob ${suffix}` });
    const matchId = await makeMatch(pageA.request, pageB.request, bob.id);

    // Route B's socket through the test so the connection can be dropped later.
    const bobSockets: WebSocketRoute[] = [];
    await pageB.routeWebSocket(/\/ws/, (socket) => {
      socket.connectToServer();
      bobSockets.push(socket);
    });

    await pageB.goto('/messages');
    await expect(pageB.getByRole('heading', { name: 'Messages' })).toBeVisible();
    await expect(pageB.getByRole('link', { name: new RegExp(alice.displayName) })).toBeVisible();
    await expect.poll(() => bobSockets.length).toBe(1);

    await pageA.goto(`/chat/${matchId}`);
    await expect(pageA.getByRole('heading', { name: bob.displayName })).toBeVisible();
    const send = pageA.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    await pageA.getByRole('textbox', { name: 'Message' }).fill('   ');
    await expect(send).toBeDisabled();
    await pageA.getByRole('textbox', { name: 'Message' }).fill('Hi Bob! Can you explain how staking rewards work?');
    await send.click();
    await expect(pageA.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expect(pageA.getByText('Hi Bob! Can you explain how staking rewards work?')).toBeVisible();

    // B, on the messages list, gets the toast and the row updates without a reload.
    await expect(toasts(pageB).getByText(`Message from ${alice.displayName}`)).toBeVisible();
    await expect(pageB.getByRole('link', { name: new RegExp(alice.displayName) })).toContainText('Hi Bob! Can you explain how staking rewards work?');
    await expect(pageB.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();

    await pageB.getByRole('link', { name: new RegExp(alice.displayName) }).click();
    await expect(pageB).toHaveURL(new RegExp(`/chat/${matchId}$`));
    await expect(pageB.getByText('Hi Bob! Can you explain how staking rewards work?')).toBeVisible();
    await expect(pageB.getByRole('region', { name: /\w+ \d{1,2}, \d{4}/ })).toBeVisible();
    await expect(pageA.getByText('Read', { exact: true })).toBeVisible();
    await expect(pageB.getByRole('link', { name: 'Messages, 1 unread' })).toHaveCount(0);
    await expectAccessible(pageB);

    // Drop B's connection abnormally: the client reconnects and still receives messages.
    await bobSockets[0]?.close({ code: 4000, reason: 'network drop' });
    await expect.poll(() => bobSockets.length, { timeout: 10_000 }).toBe(2);
    await pageA.getByRole('textbox', { name: 'Message' }).fill('Still there?');
    await pageA.getByRole('button', { name: 'Send message' }).click();
    await expect(pageB.getByText('Still there?')).toBeVisible();

    await contextA.close();
    await contextB.close();
  });

  test('a missing or foreign conversation says it is no longer available', async ({ page }) => {
    await createUserViaApi(page.request);
    await page.goto('/chat/987654');
    await expect(page.getByText('This conversation is no longer available.')).toBeVisible();
    await page.goto('/chat/not-a-number');
    await expect(page.getByText('This conversation is no longer available.')).toBeVisible();
  });

  test('guests get the marketing page with an example conversation', async ({ page }) => {
    await page.goto('/messages');
    await expect(page.getByText('Example conversation')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test('the search box filters conversations by name', async ({ browser }) => {
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    const suffix = Math.random().toString(36).slice(2, 7);
    await createUserViaApi(pageA.request, { displayName: `Searcher ${suffix}` });
    const bob = await createUserViaApi(pageB.request, { displayName: `Findable ${suffix}` });
    await makeMatch(pageA.request, pageB.request, bob.id);
    await pageA.goto('/messages');
    await expect(pageA.getByRole('link', { name: new RegExp(bob.displayName) })).toBeVisible();
    await pageA.getByRole('searchbox', { name: 'Search conversations' }).fill('zzz-nobody');
    await expect(pageA.getByRole('link', { name: new RegExp(bob.displayName) })).toBeHidden();
    await pageA.getByRole('searchbox', { name: 'Search conversations' }).fill('findable');
    await expect(pageA.getByRole('link', { name: new RegExp(bob.displayName) })).toBeVisible();
    await contextA.close();
    await contextB.close();
  });
});
