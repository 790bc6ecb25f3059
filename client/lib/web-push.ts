/**
 * This browser's push subscription (docs/decisions/052-push-and-reminders.md). Permission is asked only
 * from `enablePush`, which callers run after the user did something that needs it (a switch in
 * Notification settings, joining a shared journey), never on load.
 */
import { apiGet, apiSend } from './api-client';

const pushConfigSchema = () => import('@shared/contracts/push').then((contracts) => contracts.pushConfigSchema);
const noContentSchema = () => import('@shared/contracts/common').then((contracts) => contracts.noContentSchema);

export type PushState = 'unsupported' | 'denied' | 'on' | 'off';

/** The service worker's script (written by the build, scripts/pwa-plugin.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

/** Both subscription routes answer 204, which the API client reads as no body at all (not JSON null). */
const noBody = () => noContentSchema().then((schema) => schema.optional());

function isSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

export async function pushState(): Promise<PushState> {
  if (!isSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Asks for permission (if not yet given), subscribes this browser and tells the server. */
export async function enablePush(): Promise<PushState> {
  if (!isSupported()) return 'unsupported';
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  // The app registers the worker a few seconds after the page has loaded (client/app/pwa/service-worker-
  // registration.ts): asked before that, this registers it now (the app's own call then finds it).
  let worker = await registration();
  if (!worker) {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    worker = await navigator.serviceWorker.ready;
  }
  const { publicKey } = await apiGet('/api/push/config', pushConfigSchema);
  if (!publicKey) return 'unsupported';
  const subscription = (await worker.pushManager.getSubscription()) ?? (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  await apiSend('POST', '/api/push/subscriptions', noBody, { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh, auth: json.keys?.auth } });
  return 'on';
}

export async function disablePush(): Promise<void> {
  const subscription = isSupported() ? await (await registration())?.pushManager.getSubscription() : undefined;
  if (!subscription) return;
  await apiSend('POST', '/api/push/subscriptions/remove', noBody, { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

/**
 * Joining or starting a shared journey is a moment push is for (the partner's progress and reminders): the
 * browser asks, within the tap, only while this browser has never answered. Once it has, Notification
 * settings decide (a user who turned push off there is not subscribed again behind their back).
 */
export function askForPushAfterJoining(): void {
  if (!isSupported() || Notification.permission !== 'default') return;
  void enablePush().catch(() => undefined);
}
