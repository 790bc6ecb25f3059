/**
 * The toast queue (docs/product.md sections 2 and 9): one toast visible at a time, 5000 ms by default, and
 * none lost: a toast raised while another shows waits its turn. Answers to what the user just did ("Profile
 * updated", errors) go first, then the product's own notifications (a match, a message, the connection), then
 * achievements and level-ups; each kind first in, first out.
 * A tiny external store so any hook (live events, mutations) can raise a toast without a React context.
 * See docs/decisions/026-live-read-and-notification-queue.md.
 */
import { useSyncExternalStore, type ReactNode } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5_000;
/** How long a closing toast stays mounted for its exit animation before the next one shows. */
export const TOAST_EXIT_MS = 300;
/** A flood (say, a reconnect replaying many events) keeps only the most recent waiting toasts. */
export const TOAST_QUEUE_MAX = 20;

export interface ToastAction {
  label: string;
  /** A client path to go to, or a callback. */
  href?: string;
  onClick?: () => void;
}

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastAction;
  variant?: 'default' | 'destructive';
  /** ms; Infinity keeps it until dismissed. */
  duration?: number;
  /** Waiting order: 'normal' (the answer to the user's action), then 'notification' (match, message, connection), then 'reward' (achievements). */
  priority?: 'notification' | 'normal' | 'reward';
  /** Live-event toasts name their kind, so the user's notification settings can silence it. */
  category?: ToastCategory;
}

export type ToastCategory = 'matches' | 'messages' | 'achievements';

export interface ToastItem extends ToastInput {
  id: number;
  isOpen: boolean;
}

/** Mounted toasts: at most one open, plus any still playing their exit animation. */
let shown: ToastItem[] = [];
let waiting: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]): void {
  shown = next;
  for (const listener of listeners) listener();
}

let mutedCategories: ReadonlySet<ToastCategory> = new Set();

/** The kinds of toast the user turned off in Notification Settings (set by the live layer). */
export function setMutedToastCategories(categories: Iterable<ToastCategory>): void {
  mutedCategories = new Set(categories);
}

const RANKS = { normal: 0, notification: 1, reward: 2 } as const;
const rank = (item: ToastItem) => RANKS[item.priority ?? 'normal'];

function enqueue(item: ToastItem): void {
  const at = waiting.findIndex((other) => rank(other) > rank(item));
  waiting = at === -1 ? [...waiting, item] : [...waiting.slice(0, at), item, ...waiting.slice(at)];
  if (waiting.length > TOAST_QUEUE_MAX) {
    // Drop the oldest of the least important kind.
    const worst = Math.max(...waiting.map(rank));
    const dropAt = waiting.findIndex((other) => rank(other) === worst);
    waiting = waiting.filter((_, index) => index !== dropAt);
  }
}

/**
 * While a dialog is open, news from elsewhere (a match, a message: priority 'notification') waits: a toast is a
 * layer of its own that would take the dialog's Escape key and sit over it. The answers to what the user does
 * in the dialog still show.
 */
let isDialogOpen = false;

export function setDialogOpen(isOpen: boolean): void {
  isDialogOpen = isOpen;
  showNext();
}

function showNext(): void {
  if (shown.some((item) => item.isOpen)) return;
  const next = waiting.find((item) => !isDialogOpen || item.priority !== 'notification');
  if (!next) return;
  waiting = waiting.filter((item) => item !== next);
  emit([...shown, next]);
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  if (input.category && mutedCategories.has(input.category)) return { id, dismiss: () => undefined };
  // Offline, a failure is the connection's: the offline notice says so and writes wait in the outbox
  // (docs/decisions/058-offline-outbox.md). An error toast then would cover the screen to repeat it.
  if (input.variant === 'destructive' && typeof navigator !== 'undefined' && navigator.onLine === false) return { id, dismiss: () => undefined };
  enqueue({ ...input, id, isOpen: true });
  showNext();
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes a shown toast (the next one follows after its exit animation) or withdraws a waiting one. */
export function dismissToast(id: number): void {
  if (waiting.some((item) => item.id === id)) {
    waiting = waiting.filter((item) => item.id !== id);
    return;
  }
  if (!shown.some((item) => item.id === id && item.isOpen)) return;
  emit(shown.map((item) => (item.id === id ? { ...item, isOpen: false } : item)));
  setTimeout(() => {
    emit(shown.filter((item) => item.id !== id));
    showNext();
  }, TOAST_EXIT_MS);
}

/** The toasts waiting for their turn, in the order they will show (for tests and debugging). */
export function waitingToasts(): readonly ToastItem[] {
  return waiting;
}

/** Test helper: forgets every toast. */
export function resetToasts(): void {
  waiting = [];
  isDialogOpen = false;
  emit([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getShownToasts(): ToastItem[] {
  return shown;
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getShownToasts, getShownToasts);
}
