/**
 * Logging out closes the live socket normally (docs/product.md section 4): the client closes it with 1000 before
 * the server ends the session, so the server sees 1000, not its own session-ended 4401. The socket is routed
 * through Playwright, which sees each side's close and passes it on.
 */
import { createUserViaApi, expect, loginViaApi, test } from './support/fixtures';

test('logout closes the live socket with 1000 before the server ends the session', async ({ page, request }) => {
  const user = await createUserViaApi(request);
  await loginViaApi(page, user);
  const closes: Array<{ by: 'page' | 'server'; code: number | undefined }> = [];
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  await page.routeWebSocket(/\/ws/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (typeof message === 'string' && message.includes('"type":"ready"')) markReady();
      socket.send(message);
    });
    socket.onClose((code, reason) => {
      closes.push({ by: 'page', code });
      void server.close({ code, reason });
    });
    server.onClose((code, reason) => {
      closes.push({ by: 'server', code });
      void socket.close({ code, reason });
    });
  });
  await page.goto('/profile');
  await ready;
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => closes.length, { message: 'the socket closed' }).toBeGreaterThan(0);
  expect(closes[0]).toEqual({ by: 'page', code: 1000 });
  expect(closes.some((close) => close.code === 4401)).toBe(false);
});
