/* global self, caches, VERSION, PRECACHE, OutboxCore */
/**
 * Coinmates service worker (docs/decisions/022-installable-pwa-and-offline.md). The build
 * (scripts/pwa-plugin.ts) prepends `const PRECACHE = [...]` (every built file, the prerendered pages)
 * and `const VERSION = '<hash of their contents>'`, so each deploy is a new worker.
 *
 * - Pages: network first (a deploy is seen on the next load). The server renders each page with its data
 *   (docs/decisions/048-server-render-and-hydrate.md), so a page read before is kept with the data below and
 *   served offline as it was last seen, hydrated from the data it carries; any other page offline is the
 *   client-only page (index.html), which asks for its data here.
 * - Hashed assets: from the cache, else the network.
 * - Offline data, network first with the last answer kept: who is signed in, the coin catalogue and the
 *   swipe deck (guest swipes stay in the browser), learning modules read before, the vocabulary deck.
 *   These per-user answers and pages stay in this browser only and are dropped on sign-in, sign-out and register.
 * - A new worker waits until the page asks it to take over (the update prompt), then every tab reloads.
 * - Background Sync (docs/decisions/058-offline-outbox.md): the writes a member made offline wait in IndexedDB
 *   (client/lib/outbox-core.ts); when the browser is back online it fires `sync` and this worker sends them by
 *   the same rules as the page (that file's code, compiled in by the build), even with no tab open, and tells
 *   open tabs what was sent.
 */

const SHELL_CACHE = `coinmates-shell-${VERSION}`;
const DATA_CACHE = 'coinmates-data';
const OFFLINE_DATA = [
  /^\/api\/auth\/status$/,
  /^\/api\/cryptos$/,
  /^\/api\/cryptos\/unswipped$/,
  /^\/api\/cryptos\/\d+$/,
  /^\/api\/cryptos\/\d+\/logo\.svg$/,
  /^\/api\/learning\/modules(\/\d+)?$/,
  /^\/api\/learning\/journeys$/,
  /^\/api\/vocabulary\/user\/(next|stats|streak)$/,
  // What a member reads offline besides: their profile, their matches and conversations, their learning progress.
  /^\/api\/profile$/,
  /^\/api\/matches$/,
  /^\/api\/matches\/\d+$/,
  /^\/api\/matches\/\d+\/messages$/,
  /^\/api\/messages\/unread$/,
  /^\/api\/learning\/progress$/,
];
const SESSION_CHANGES = /^\/api\/auth\/(login|logout|register)$/;

/**
 * A few files at a time: the install downloads, unpacks and stores the whole build (about 2.6 MB), and all of it
 * at once takes a phone's CPU and link from the page (docs/decisions/048-server-render-and-hydrate.md, update
 * 2026-11-29 (evening)). Any file that fails still fails the install, as one `addAll` would.
 */
const PRECACHE_BATCH = 4;

async function precache() {
  const cache = await caches.open(SHELL_CACHE);
  for (let index = 0; index < PRECACHE.length; index += PRECACHE_BATCH) await cache.addAll(PRECACHE.slice(index, index + PRECACHE_BATCH));
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('coinmates-shell-') && key !== SHELL_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

async function networkFirst(request, cacheName, fallbackUrl) {
  try {
    const response = await fetch(request);
    if (response.ok && cacheName) {
      const copy = response.clone();
      void caches.open(cacheName).then((cache) => cache.put(request, copy));
    }
    return response;
  } catch (error) {
    const cached = (await caches.match(request, { ignoreVary: true })) ?? (fallbackUrl ? await caches.match(fallbackUrl) : undefined);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  return (await caches.match(request)) ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.method !== 'GET') {
    if (SESSION_CHANGES.test(url.pathname)) {
      event.respondWith(fetch(request).finally(() => caches.delete(DATA_CACHE)));
    }
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, DATA_CACHE, '/index.html'));
    return;
  }
  if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (OFFLINE_DATA.some((pattern) => pattern.test(url.pathname))) {
    event.respondWith(networkFirst(request, DATA_CACHE));
  }
});

/*
 * The outbox: the rules are client/lib/outbox-core.ts's own (flushOutbox, the IndexedDB store), which the build
 * prepends compiled as `OutboxCore`; only the sender and who is signed in are the worker's.
 */
async function sendOverFetch(item) {
  try {
    const response = await fetch(item.url, { method: item.method, credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(item.body) });
    return { status: response.status, body: await response.text() };
  } catch {
    return { status: 'offline' };
  }
}

async function flushOutbox() {
  const statusResponse = await fetch('/api/auth/status', { credentials: 'include' });
  if (!statusResponse.ok) return [];
  const user = await statusResponse.json();
  if (!user || typeof user.id !== 'number') return [];
  const report = await OutboxCore.flushOutbox(OutboxCore.indexedDbStore(), user.id, sendOverFetch);
  // Nothing went out (no network, the server busy): failing the sync makes the browser fire it again later.
  if (report.stopped && report.sent.length === 0) throw new Error('Outbox not sent yet');
  return report.sent;
}

async function syncOutbox() {
  const run = () => flushOutbox();
  const sent = self.navigator.locks ? await self.navigator.locks.request(OutboxCore.OUTBOX_SYNC_TAG, run) : await run();
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: 'outbox-sent', sent });
}

self.addEventListener('sync', (event) => {
  if (event.tag === OutboxCore.OUTBOX_SYNC_TAG) event.waitUntil(syncOutbox());
});

/*
 * Web push (docs/decisions/052-push-and-reminders.md): the server sends { kind, title, body, url,
 * deliveryId } encrypted for this browser. The notification shows it; a tap tells the server (so a kind
 * nobody opens pauses itself) and opens the screen, focusing a Coinmates tab when one is open.
 */
self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : undefined;
  } catch {
    data = undefined;
  }
  if (!data || typeof data.title !== 'string') return;
  const url = typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//') ? data.url : '/';
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: `${data.kind}:${url}`,
      data: { url, deliveryId: data.deliveryId },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url = '/', deliveryId } = event.notification.data || {};
  const target = new URL(url, self.location.origin).href;
  const report = Number.isInteger(deliveryId) ? fetch(`/api/push/deliveries/${deliveryId}/click`, { method: 'POST', credentials: 'include' }).catch(() => undefined) : Promise.resolve();
  event.waitUntil(
    Promise.all([
      report,
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
        if (open) return open.navigate(target).then((client) => (client || open).focus());
        return self.clients.openWindow(target);
      }),
    ]),
  );
});
