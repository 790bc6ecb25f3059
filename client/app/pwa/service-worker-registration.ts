/**
 * Registers /sw.js in production builds (docs/decisions/022-installable-pwa-and-offline.md) and tells
 * the page when a new build's worker is waiting. Nothing is swapped behind the user's back: the update
 * prompt asks, then the waiting worker takes over and every open tab reloads onto the new build.
 */
import { useSyncExternalStore } from 'react';

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

/**
 * Registers the worker once the page has loaded and the browser is idle; returns a cancel. The worker's install
 * downloads every built file for offline use: on a slow link, started earlier, it would compete with the page's
 * own code and the route chunks it still loads (docs/decisions/022-installable-pwa-and-offline.md).
 */
export function registerWhenSettled(): () => void {
  // Not in every browser yet (Safari): a second's wait instead.
  const hasIdle = typeof (window as { requestIdleCallback?: unknown }).requestIdleCallback === 'function';
  let idle: number | undefined;
  const register = () => {
    const run = () => void registerServiceWorker().catch((error: unknown) => console.warn('Service worker registration failed', error));
    idle = hasIdle ? window.requestIdleCallback(run, { timeout: 5000 }) : window.setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  return () => {
    window.removeEventListener('load', register);
    if (idle === undefined) return;
    if (hasIdle) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
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
  const registration = await navigator.serviceWorker.register('/sw.js');
  watchForWaiting(registration);
  // A tab left open checks for a deploy when it comes back to the foreground.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}
