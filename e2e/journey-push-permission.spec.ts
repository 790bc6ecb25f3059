/**
 * Joining a shared journey asks for notification permission within the tap, and only while this browser
 * has never answered (docs/decisions/060-push-in-the-browser-and-reminders-across-instances.md). Service
 * workers are allowed here (other e2e contexts block them, and without them the app does not offer push).
 * The page's own Notification.requestPermission is observed, not replaced: each call is recorded with
 * whether the page held the tap's user activation at that moment, then the browser answers as it would.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openMatchedPair } from './support/social';

test.use({ serviceWorkers: 'allow' });

async function recordPermissionRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: Array<{ withinTap: boolean; permission: NotificationPermission }> = [];
    (window as unknown as { permissionRequests: typeof calls }).permissionRequests = calls;
    const original = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = ((callback?: NotificationPermissionCallback) => {
      calls.push({ withinTap: navigator.userActivation.isActive, permission: Notification.permission });
      return original(callback);
    }) as typeof Notification.requestPermission;
  });
}

const permissionRequests = (page: Page) => page.evaluate(() => (window as unknown as { permissionRequests: Array<{ withinTap: boolean; permission: string }> }).permissionRequests);

/** Bob opens the invitation Alice sent (journey 1) under the chat header and taps Join. */
async function joinInvitation(pageB: Page, matchId: number, permission: NotificationPermission): Promise<void> {
  await pageB.goto(`/chat/${matchId}`);
  // The app can offer push here (service workers allowed), and this is what the browser answered so far.
  expect(await pageB.evaluate(() => ({ canPush: 'serviceWorker' in navigator && 'PushManager' in window, permission: Notification.permission }))).toEqual({ canPush: true, permission });
  await pageB.getByRole('region', { name: 'Learning together' }).getByRole('button', { expanded: false }).click();
  const invitation = pageB.getByTestId('shared-journey');
  await expect(invitation).toHaveAttribute('data-status', 'invited');
  expect(await permissionRequests(pageB)).toEqual([]);
  await invitation.getByRole('button', { name: 'Join' }).click();
  await expect(invitation).toHaveAttribute('data-status', 'active');
}

test('joining a shared journey asks for notification permission within the tap when the browser never answered', async ({ browser }) => {
  const pair = await openMatchedPair(browser);
  expect((await pair.pageA.request.put(`/api/matches/${pair.matchId}/journeys/1`)).status()).toBeLessThan(300);
  await recordPermissionRequests(pair.pageB);
  await joinInvitation(pair.pageB, pair.matchId, 'default');
  // The request happens in the click handler, before the join is sent: it is recorded by now.
  expect(await permissionRequests(pair.pageB)).toEqual([{ withinTap: true, permission: 'default' }]);
  await pair.close();
});

test('once the browser has answered, joining asks nothing (Notification settings decide)', async ({ browser }) => {
  const pair = await openMatchedPair(browser);
  await pair.pageB.context().grantPermissions(['notifications']);
  expect((await pair.pageA.request.put(`/api/matches/${pair.matchId}/journeys/1`)).status()).toBeLessThan(300);
  await recordPermissionRequests(pair.pageB);
  await joinInvitation(pair.pageB, pair.matchId, 'granted');
  expect(await permissionRequests(pair.pageB)).toEqual([]);
  await pair.close();
});
