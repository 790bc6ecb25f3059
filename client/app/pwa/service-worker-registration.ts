/**
 * Registers /sw.js in production builds (docs/decisions/022-installable-pwa-and-offline.md) and tells
 * the page when a new build's worker is waiting. Nothing is swapped behind the user's back: the update
 * prompt asks, then the waiting worker takes over and every open tab reloads onto the new build.
 */
import { useSyncExternalStore } from 'react';
import { whenSettled } from '@/lib/when-settled';
import { SERVICE_WORKER_URL } from '@/lib/web-push';

let waiting: ServiceWorker | undefined;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | undefined): void {
  waiting = worker;
  for (const listener of listeners) listener();
}

/** True while a new build is installed and waiting for the user's go-ahead. */
export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => waiting !== undefined,
    () => false,
  );
}

export function applyUpdate(): void {
  waiting?.postMessage({ type: 'SKIP_WAITING' });
}

function watchForWaiting(registration: ServiceWorkerRegistration): void {
  // Only an update waits while a worker controls the page; the very first install just activates.
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) setWaiting(installing);
    });
  });
}

/** How long after the page has loaded the worker waits before it registers (see `registerWhenSettled`). */
const SETTLE_MS = 5000;

/**
 * Registers the worker a while after the page has loaded and hydrated, when the browser is idle; returns a cancel.
 * The worker's install downloads, unpacks and stores every built file for offline use (about 2.6 MB). Started
 * with the page, it took the link from the chunks the page still loads; started at hydration, it took the CPU
 * from the first taps (client/lib/when-settled.ts). A visit shorter than that registers it on the next one.
 */
export function registerWhenSettled(): () => void {
  return whenSettled(() => void registerServiceWorker().catch((error: unknown) => console.warn('Service worker registration failed', error)), SETTLE_MS);
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  let isReloading = false;
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install claims the page: nothing to reload. A replaced worker means a new build.
    if (!hadController || isReloading) return;
    isReloading = true;
    window.location.reload();
  });
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  watchForWaiting(registration);
  // A tab left open checks for a deploy when it comes back to the foreground.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}
