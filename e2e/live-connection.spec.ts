/**
 * The live connection when the network misbehaves (docs/product.md sections 4, 8 and 9): reconnect back-off, giving up
 * with 'Connection Lost', reconnecting on demand, and a send whose answer never arrived.
 */
import type { WebSocketRoute } from '@playwright/test';
import { expect, test, toasts } from './support/fixtures';
import { openMatchedPair } from './support/social';

/** docs/product.md section 9: 1000 ms x 2^attempt, at most 5 attempts. */
const RECONNECT_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000];
/**
 * Installed in the page: the page clock's time of every WebSocket construction and close. Read back, it
 * says when each attempt was made on the page's own (paused, test-driven) clock, so nothing waits in real
 * time for an attempt that must not come yet.
 */
function recordLiveSockets(): void {
  const log: { opened: number[]; closed: number[] } = { opened: [], closed: [] };
  (window as unknown as { __liveLog: typeof log }).__liveLog = log;
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      log.opened.push(Date.now());
      // Registered before the app's own close listener: both run in the same dispatch.
      this.addEventListener('close', () => log.closed.push(Date.now()));
    }
  };
}

test.describe('live connection', () => {
  test('retries after 1, 2, 4, 8 and 16 s, then says Connection Lost; Reconnect brings it back and the warning goes', async ({ browser }) => {
    test.setTimeout(90_000);
    const { bob, pageA, matchId, close } = await openMatchedPair(browser);
    const attempts: WebSocketRoute[] = [];
    let isRefusing = false;
    await pageA.routeWebSocket(/\/ws/, (socket) => {
      attempts.push(socket);
      // Closing before connecting refuses the attempt: the page never sees the socket open.
      if (isRefusing) void socket.close({ code: 4000, reason: 'refused' });
      else socket.connectToServer();
    });
    await pageA.addInitScript(recordLiveSockets);
    const liveLog = () => pageA.evaluate(() => (window as unknown as { __liveLog: { opened: number[]; closed: number[] } }).__liveLog);
    await pageA.clock.install();
    await pageA.goto(`/chat/${matchId}`);
    await expect(pageA.getByRole('heading', { name: bob.displayName })).toBeVisible();
    await expect.poll(() => attempts.length).toBe(1);

    // Stop the page's clock (a jump ahead of it: pauseAt cannot go back in time on a busy machine).
    await pageA.clock.pauseAt((await pageA.evaluate(() => Date.now())) + 5_000);
    isRefusing = true;
    await attempts[0]?.close({ code: 4000, reason: 'network drop' });
    await expect(pageA.getByRole('status').filter({ hasText: 'Reconnecting to live updates...' })).toBeVisible();

    for (const [index, delay] of RECONNECT_DELAYS_MS.entries()) {
      // The page handled this close (its reconnect timer is set in the same close dispatch).
      await expect.poll(async () => (await liveLog()).closed.length).toBe(index + 1);
      await pageA.clock.runFor(delay);
      await expect.poll(() => attempts.length).toBe(index + 2);
      const log = await liveLog();
      expect(log.opened[index + 1]! - log.closed[index]!, `attempt ${index + 1} must wait ${delay} ms`).toBe(delay);
    }

    const lost = toasts(pageA).getByText('Connection Lost', { exact: true });
    await expect(lost).toBeVisible();
    await expect(toasts(pageA)).toContainText('Unable to maintain connection to the server. Please refresh the page.');
    await expect(pageA.getByRole('status').filter({ hasText: 'Live updates are paused.' })).toBeVisible();
    // It stays while the connection is down, and no further attempt is made.
    await pageA.clock.runFor(120_000);
    await expect(lost).toBeVisible();
    // Counted on the page, where a socket is recorded as it is constructed (inside runFor).
    expect((await liveLog()).opened).toHaveLength(RECONNECT_DELAYS_MS.length + 1);
    expect(attempts).toHaveLength(RECONNECT_DELAYS_MS.length + 1);

    // Back: the red warning goes by itself (it would otherwise cover the chat header while everything works).
    isRefusing = false;
    await pageA.getByRole('button', { name: 'Reconnect' }).click();
    await expect.poll(() => attempts.length).toBe(RECONNECT_DELAYS_MS.length + 2);
    await expect(pageA.getByRole('status').filter({ hasText: /Live updates are paused|Reconnecting/ })).toHaveCount(0);
    await pageA.clock.runFor(1_000);
    await expect(lost).toHaveCount(0);
    await close();
  });

  test('a send whose answer was lost waits in the outbox as Sending… and is stored once when answers come back', async ({ browser }) => {
    const { bob, pageA, matchId, close } = await openMatchedPair(browser);
    // A first message before the page opens: its achievement toast (Icebreaker) would replace the one looked at.
    expect((await pageA.request.post(`/api/matches/${matchId}/messages`, { data: { content: 'Hello!' } })).status()).toBe(201);
    let isDroppingAnswers = true;
    await pageA.route(`**/api/matches/${matchId}/messages`, async (route) => {
      if (route.request().method() !== 'POST' || !isDroppingAnswers) return route.fallback();
      await route.fetch(); // the server stores the message...
      await route.abort('connectionreset'); // ...and its answer never reaches the page
    });
    await pageA.goto(`/chat/${matchId}`);
    await expect(pageA.getByRole('heading', { name: bob.displayName })).toBeVisible();

    const input = pageA.getByRole('textbox', { name: 'Message' });
    await input.fill('Did this one arrive?');
    await pageA.getByRole('button', { name: 'Send message' }).click();
    // No answer: the message waits in the outbox with its client id (docs/decisions/058-offline-outbox.md), and the
    // outbox asks again by itself; every retry is stored once by that id.
    await expect(pageA.getByTestId('queued-message')).toContainText('Sending…');
    await expect(input).toHaveValue('');
    await expect(toasts(pageA).getByText(/Error|Failed/)).toHaveCount(0);

    isDroppingAnswers = false;
    await expect(pageA.getByTestId('queued-message')).toHaveCount(0, { timeout: 30_000 });
    await expect(pageA.getByText('Did this one arrive?', { exact: true })).toHaveCount(1);
    const history = (await (await pageA.request.get(`/api/matches/${matchId}/messages`)).json()) as Array<{ content: string }>;
    expect(history.filter((message) => message.content === 'Did this one arrive?')).toHaveLength(1);
    await close();
  });

  test('what a partner wrote while my first socket was connecting shows once it is subscribed, without a reload', async ({ browser }) => {
    const { alice, pageA, pageB, matchId, close } = await openMatchedPair(browser);
    // Bob's page gets its data (rendered by the server) while its socket is held back: the partner's message
    // and its live event fall in between, and the catch-up resends only matches (docs/decisions/038-live-catch-up.md).
    let letThrough: () => void = () => undefined;
    const isLetThrough = new Promise<void>((resolve) => (letThrough = resolve));
    let isAsked = false;
    await pageB.routeWebSocket(/\/ws/, async (socket) => {
      isAsked = true;
      await isLetThrough;
      socket.connectToServer();
    });
    await pageB.goto('/messages');
    const row = pageB.getByRole('link', { name: new RegExp(alice.displayName) });
    await expect(row).toBeVisible();
    await expect.poll(() => isAsked).toBe(true);
    expect((await pageA.request.post(`/api/matches/${matchId}/messages`, { data: { content: 'Written while you were connecting' } })).status()).toBe(201);
    letThrough();
    await expect(row).toContainText('Written while you were connecting');
    await close();
  });
});
