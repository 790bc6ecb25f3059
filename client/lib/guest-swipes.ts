/**
 * A guest's swipes, kept in the browser (docs/product.md section 3: coinId, liked, timestamp in ms; read and write
 * errors are logged and ignored). One record per coin, the latest swipe wins. The app layer merges them
 * into the account at sign-in (docs/design.md section 6.4) and then clears them.
 */
import { useSyncExternalStore } from 'react';
import type { GuestSwipe } from '@shared/contracts/coins';
import { MAX_GUEST_SWIPES } from '@shared/constants/discover';

export const GUEST_SWIPES_KEY = 'coinmates.guestSwipes';

const EMPTY: readonly GuestSwipe[] = Object.freeze([]);
const listeners = new Set<() => void>();
let snapshot: readonly GuestSwipe[] | undefined;

/** The same rules as guestSwipeSchema, without shipping zod to every guest on the first page. */
function isGuestSwipe(entry: unknown): entry is GuestSwipe {
  if (typeof entry !== 'object' || entry === null) return false;
  const { coinId, liked, timestamp } = entry as Record<string, unknown>;
  return Number.isInteger(coinId) && (coinId as number) > 0 && typeof liked === 'boolean' && Number.isInteger(timestamp) && (timestamp as number) >= 0;
}

/** None stored reads as `EMPTY` itself: the same value the hydration render used, so hydrating asks no second render. */
function parse(raw: string | null): readonly GuestSwipe[] {
  if (!raw) return EMPTY;
  const value: unknown = JSON.parse(raw);
  if (!Array.isArray(value)) return EMPTY;
  const swipes = value.filter(isGuestSwipe).map(({ coinId, liked, timestamp }) => ({ coinId, liked, timestamp }));
  return swipes.length === 0 ? EMPTY : swipes;
}

export function readGuestSwipes(): readonly GuestSwipe[] {
  if (snapshot) return snapshot;
  try {
    snapshot = parse(localStorage.getItem(GUEST_SWIPES_KEY));
  } catch (error) {
    console.warn('Could not read guest swipes', error);
    snapshot = EMPTY;
  }
  return snapshot;
}

function write(next: readonly GuestSwipe[]): void {
  snapshot = next;
  try {
    if (next.length === 0) localStorage.removeItem(GUEST_SWIPES_KEY);
    else localStorage.setItem(GUEST_SWIPES_KEY, JSON.stringify(next));
  } catch (error) {
    console.warn('Could not save guest swipes', error);
  }
  for (const listener of listeners) listener();
}

export function addGuestSwipe(coinId: number, liked: boolean, timestamp = Date.now()): void {
  const others = readGuestSwipes().filter((swipe) => swipe.coinId !== coinId);
  write([...others, { coinId, liked, timestamp }].slice(-MAX_GUEST_SWIPES));
}

/** Clears all swipes, or only the given ones (those merged), keeping any made in the meantime. */
export function clearGuestSwipes(merged?: readonly GuestSwipe[]): void {
  if (!merged) {
    write(EMPTY);
    return;
  }
  const done = new Set(merged.map((swipe) => `${swipe.coinId}:${swipe.timestamp}`));
  write(readGuestSwipes().filter((swipe) => !done.has(`${swipe.coinId}:${swipe.timestamp}`)));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed them.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== GUEST_SWIPES_KEY && event.key !== null) return;
    snapshot = undefined;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The swipes, for a render. The server cannot see them, so the server render and the browser's hydration
 * render show none; the browser's next render leaves the swiped cards out (no card swiped before is ever
 * interactive, and the server render needs no cookie to know about them).
 */
export function useGuestSwipes(): readonly GuestSwipe[] {
  return useSyncExternalStore(subscribe, readGuestSwipes, () => EMPTY);
}
