/**
 * The page's side of the outbox (docs/decisions/058-offline-outbox.md; the rules are in ./outbox-core): queue a
 * write, show the signed-in person's queued writes, retry or discard a failed one, and send them when the
 * connection is back: by the service worker's Background Sync where the browser has it, by the page on its
 * `online` event and on every start otherwise (both, when both happen: one Web Lock lets one sender run at a
 * time, and each item is de-duplicated by the server).
 */
import { useSyncExternalStore } from 'react';
import { flushOutbox, indexedDbStore, memoryStore, OUTBOX_SYNC_TAG, type FlushReport, type NewOutboxItem, type OutboxItem, type OutboxKind, type OutboxStore, type SendResult } from './outbox-core';

export type { OutboxItem, OutboxKind } from './outbox-core';

let store: OutboxStore | undefined;
const getStore = (): OutboxStore => (store ??= typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore());

let userId: number | null = null;
const NONE: readonly OutboxItem[] = [];
let items: readonly OutboxItem[] = NONE;
const listeners = new Set<() => void>();
type SentHandler = (item: OutboxItem, body: string) => void;
const sentHandlers = new Set<SentHandler>();

function emit(): void {
  for (const listener of listeners) listener();
}

async function refresh(): Promise<void> {
  const forUser = userId;
  const all = forUser === null ? [] : (await getStore().all()).filter((item) => item.userId === forUser);
  items = all.length === 0 ? NONE : all;
  emit();
}

async function sendOverFetch(item: OutboxItem): Promise<SendResult> {
  try {
    const response = await fetch(item.url, {
      method: item.method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(item.body),
    });
    return { status: response.status, body: await response.text() };
  } catch {
    return { status: 'offline' };
  }
}

/** One sender at a time across this browser's tabs and its service worker (where Web Locks exist). */
function withLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(OUTBOX_SYNC_TAG, run) as Promise<T>) : run();
}

let queue: Promise<unknown> = Promise.resolve();
/** Online but no answer (or the server busy): the next run after 5 s, doubling up to a minute. */
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 60_000;
let retryDelay = RETRY_FIRST_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleRetry(report: FlushReport): void {
  clearTimeout(retryTimer);
  if (!report.stopped) {
    retryDelay = RETRY_FIRST_MS;
    return;
  }
  if (!navigator.onLine) return; // the `online` event (or Background Sync) starts the next run
  retryTimer = setTimeout(() => void flushNow(), retryDelay);
  retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
}

/** Sends the pending items now (one run after another, never two at once); resolves with what happened. */
export function flushNow(): Promise<FlushReport | undefined> {
  const run = async (): Promise<FlushReport | undefined> => {
    const forUser = userId;
    if (forUser === null) return undefined;
    const report = await withLock(() => flushOutbox(getStore(), forUser, sendOverFetch));
    for (const { item, body } of report.sent) for (const handler of sentHandlers) handler(item, body);
    await refresh();
    scheduleRetry(report);
    return report;
  };
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}

/** Asks the service worker to send the queue once the connection is back, even with the tab closed. */
function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}

/** Keeps a write for later; it goes out at once when the browser is online. Resolves once it is stored. */
export async function enqueueWrite(item: Omit<NewOutboxItem, 'userId' | 'method'>): Promise<void> {
  if (userId === null) throw new Error('Only a signed-in person has an outbox');
  await getStore().add({ ...item, userId, method: 'POST', status: 'pending', createdAt: Date.now() });
  await refresh();
  requestBackgroundSync();
  if (navigator.onLine) void flushNow();
}

export async function retryWrite(seq: number): Promise<void> {
  const item = items.find((candidate) => candidate.seq === seq);
  if (!item) return;
  await getStore().put({ ...item, status: 'pending', error: undefined });
  await refresh();
  requestBackgroundSync();
  if (navigator.onLine) void flushNow();
}

export async function discardWrite(seq: number): Promise<void> {
  await getStore().delete(seq);
  await refresh();
}

/**
 * Drops every write (pending or failed) that `ownerId` queued on this browser: the person's choice at logout
 * when they would rather not send them (the other accounts' items stay theirs).
 */
export async function discardWritesOf(ownerId: number): Promise<void> {
  const all = await getStore().all();
  for (const item of all) if (item.userId === ownerId) await getStore().delete(item.seq);
  await refresh();
}

/** The signed-in person's writes not sent yet (pending and failed): what logging out would leave behind. */
export function unsentWriteCount(): number {
  return items.length;
}

/** Called with every item sent (by this page or, reported by message, the service worker). */
export function onWriteSent(handler: SentHandler): () => void {
  sentHandlers.add(handler);
  return () => sentHandlers.delete(handler);
}

let isListening = false;

function listen(): void {
  if (isListening) return;
  isListening = true;
  window.addEventListener('online', () => void flushNow());
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string; sent?: Array<{ item: OutboxItem; body: string }> }>) => {
    if (event.data?.type !== 'outbox-sent') return;
    for (const { item, body } of event.data.sent ?? []) for (const handler of sentHandlers) handler(item, body);
    void refresh();
  });
}

/** Follows the signed-in person (null for a guest): shows their items and sends what is pending. */
export function startOutbox(nextUserId: number | null): void {
  userId = nextUserId;
  if (typeof window === 'undefined') return;
  listen();
  void refresh().then(() => {
    if (navigator.onLine && items.some((item) => item.status === 'pending')) void flushNow();
  });
}

/** Test helper: a fresh store (memory) and no user. */
export function resetOutboxForTests(next: OutboxStore = memoryStore()): void {
  store = next;
  userId = null;
  items = NONE;
  queue = Promise.resolve();
  clearTimeout(retryTimer);
  retryDelay = RETRY_FIRST_MS;
  sentHandlers.clear();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in person's queued writes (pending and failed), oldest first. */
export function useOutbox(): readonly OutboxItem[] {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => NONE,
  );
}

/** The queued writes of one kind (and one scope: a match's messages), oldest first. */
export function useQueuedWrites(kind: OutboxKind, scope?: number): OutboxItem[] {
  return useOutbox().filter((item) => item.kind === kind && (scope === undefined || item.scope === scope));
}

/** A write that got no answer: the network is down (fetch raised), not the server refusing it. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (typeof navigator !== 'undefined' && !navigator.onLine);
}
