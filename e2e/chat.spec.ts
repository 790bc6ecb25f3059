import type { WebSocketRoute } from '@playwright/test';
import { createUserViaApi, expect, expectAccessible, test, toasts } from './support/fixtures';
import { openMatchedPair } from './support/social';

test.describe('chat', () => {
  test('A sends, B sees it live, opens the chat, A sees it read; a dropped connection reconnects', async ({ browser }) => {
    test.setTimeout(90_000);
    const { alice, bob, pageA, pageB, matchId, close } = await openMatchedPair(browser);

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
    await pageA.getByRole('textbox', { name: 'Message' }).fill('Hi Bob! Can you explain how staking rewards work, and what happens to them when a validator is slashed?');
    await send.click();
    await expect(pageA.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expect(pageA.getByText('Hi Bob! Can you explain how staking rewards work, and what happens to them when a validator is slashed?')).toBeVisible();

    // B, on the messages list, gets the toast and the row updates without a reload.
    // Toasts queue one at a time: journeys running in parallel may match Bob first, and each "New Match!"
    // toast (5 s) comes before this one.
    await expect(toasts(pageB).getByText(`Message from ${alice.displayName}`)).toBeVisible({ timeout: 30_000 });
    await expect(pageB.getByRole('link', { name: new RegExp(alice.displayName) })).toContainText(
      'Hi Bob! Can you explain how staking rewards work, and what happens to them when a validator is slashed?',
    );
    await expect(pageB.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
    // A long last message is cut with an ellipsis: the row's time and unread count stay on screen.
    const row = pageB.getByRole('link', { name: new RegExp(alice.displayName) });
    const rowBox = await row.boundingBox();
    const searchBox = await pageB.getByRole('searchbox', { name: 'Search conversations' }).boundingBox();
    expect((rowBox?.x ?? 0) + (rowBox?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual((searchBox?.x ?? 0) + (searchBox?.width ?? 0) + 1);

    await pageB.getByRole('link', { name: new RegExp(alice.displayName) }).click();
    await expect(pageB).toHaveURL(new RegExp(`/chat/${matchId}$`));
    await expect(pageB.getByText('Hi Bob! Can you explain how staking rewards work, and what happens to them when a validator is slashed?')).toBeVisible();
    await expect(pageB.getByRole('region', { name: /\w+ \d{1,2}, \d{4}/ })).toBeVisible();
    await expect(pageA.getByText('Read', { exact: true })).toBeVisible();
    await expect(pageB.getByRole('link', { name: 'Messages, 1 unread' })).toHaveCount(0);
    await expectAccessible(pageB);

    // Drop B's connection abnormally: the client reconnects and still receives messages.
    await bobSockets[0]?.close({ code: 4000, reason: 'network drop' });
    await expect.poll(() => bobSockets.length, { timeout: 10_000 }).toBe(2);
    await expect(toasts(pageB).getByText(`Message from ${alice.displayName}`)).toHaveCount(0);
    await pageA.getByRole('textbox', { name: 'Message' }).fill('Still there?');
    await pageA.getByRole('button', { name: 'Send message' }).click();
    await expect(pageB.getByText('Still there?')).toBeVisible();
    // B has that chat open: the message shows there, without a 'New Message' toast on top of it.
    await expect(toasts(pageB).getByText(`Message from ${alice.displayName}`)).toHaveCount(0);

    // Presence is real: A's chat header says B is online until B leaves.
    const presence = pageA.getByRole('heading', { name: bob.displayName }).locator('xpath=following-sibling::p');
    await expect(presence).toHaveText('Online');
    await pageB.close();
    await expect(presence).not.toHaveText('Online');

    await close();
  });

  test('loads older messages on scroll up without moving the view; a new message does not pull the reader down', async ({ browser }) => {
    test.setTimeout(90_000);
    const { bob, pageA, pageB, matchId, close } = await openMatchedPair(browser);
    // 56 messages, more than one page (50): 28 from each user, under the per-minute limit of 30.
    const label = (index: number) => `History ${String(index).padStart(2, '0')}`;
    for (let index = 1; index <= 56; index += 1) {
      const request = index % 2 === 1 ? pageA.request : pageB.request;
      const response = await request.post(`/api/matches/${matchId}/messages`, { data: { content: label(index) } });
      expect(response.status()).toBe(201);
    }
    await pageA.goto(`/chat/${matchId}`);
    await expect(pageA.getByText(label(56), { exact: true })).toBeInViewport();
    await expect(pageA.getByText(label(6), { exact: true })).toHaveCount(0);

    // Where "History 07" (the oldest loaded) sits in the scrolled content, then scroll to the very top.
    const scroller = pageA.getByTestId('message-scroller');
    const anchor = pageA.getByText(label(7), { exact: true });
    const offsetInContent = await anchor.evaluate((element) => {
      const box = element.closest('[data-testid="message-scroller"]') as HTMLElement;
      return element.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    });
    await scroller.evaluate((element) => element.scrollTo({ top: 0 }));
    await expect(pageA.getByText(label(1), { exact: true })).toBeAttached();
    // The older page went in above: "History 07" is still where the reader was looking.
    const offsetOnScreen = await anchor.evaluate((element) => {
      const box = element.closest('[data-testid="message-scroller"]') as HTMLElement;
      return element.getBoundingClientRect().top - box.getBoundingClientRect().top;
    });
    expect(Math.abs(offsetOnScreen - offsetInContent)).toBeLessThan(30);

    // Bob writes while Alice reads old messages: she is offered the new one instead of being scrolled down.
    const scrollTopBefore = await scroller.evaluate((element) => element.scrollTop);
    expect((await pageB.request.post(`/api/matches/${matchId}/messages`, { data: { content: 'Are you reading the archives?' } })).status()).toBe(201);
    const newMessages = pageA.getByRole('button', { name: 'New messages' });
    await expect(newMessages).toBeVisible();
    expect(await scroller.evaluate((element) => element.scrollTop)).toBe(scrollTopBefore);
    await newMessages.click();
    await expect(pageA.getByText('Are you reading the archives?')).toBeInViewport();
    await expect(newMessages).toHaveCount(0);
    await expect(pageA.getByRole('heading', { name: bob.displayName })).toBeVisible();
    await close();
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
    const { bob, pageA, close } = await openMatchedPair(browser, { alice: 'Searcher', bob: 'Findable' });
    await pageA.goto('/messages');
    await expect(pageA.getByRole('link', { name: new RegExp(bob.displayName) })).toBeVisible();
    await pageA.getByRole('searchbox', { name: 'Search conversations' }).fill('zzz-nobody');
    await expect(pageA.getByRole('link', { name: new RegExp(bob.displayName) })).toBeHidden();
    await pageA.getByRole('searchbox', { name: 'Search conversations' }).fill('findable');
    await expect(pageA.getByRole('link', { name: new RegExp(bob.displayName) })).toBeVisible();
    await close();
  });
});
