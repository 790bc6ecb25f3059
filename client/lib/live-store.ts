/**
 * Small live state that several screens read: who is typing in which match (expires by itself), and the
 * live connection status. Written by the app's live-events hook.
 */
import { useSyncExternalStore } from 'react';
import { TYPING_EXPIRES_MS } from '@shared/live/limits';
import type { ClientEvent } from '@shared/live/events';
import type { LiveStatus } from './live-socket';

type Listener = () => void;
const listeners = new Set<Listener>();
const typingUntil = new Map<number, number>();
let status: LiveStatus = 'idle';

function emit(): void {
  for (const listener of listeners) listener();
}
function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function markTyping(matchId: number): void {
  typingUntil.set(matchId, Date.now() + TYPING_EXPIRES_MS);
  emit();
  setTimeout(emit, TYPING_EXPIRES_MS + 50);
}

export function clearTyping(matchId: number): void {
  if (typingUntil.delete(matchId)) emit();
}

export function useIsTyping(matchId: number): boolean {
  // The server's page (and the hydration render) shows no one typing: there is no live connection yet.
  return useSyncExternalStore(
    subscribe,
    () => (typingUntil.get(matchId) ?? 0) > Date.now(),
    () => false,
  );
}

export function setLiveStatus(next: LiveStatus): void {
  status = next;
  emit();
}

export function useLiveStatus(): LiveStatus {
  // The server's page (and the hydration render) has no live connection yet: 'idle'. Without this snapshot
  // the server render of /matches and /messages failed and the client-only page was sent.
  return useSyncExternalStore(
    subscribe,
    () => status,
    () => 'idle' as const,
  );
}

/**
 * A partner's presence as far as we know it: while our own connection is reconnecting or lost we hear no
 * presence events, so "Online" could be stale; it is unknown (undefined) then, and shown as neither.
 */
export function useKnownPresence(isOnline: boolean): boolean | undefined {
  const live = useLiveStatus();
  return live === 'reconnecting' || live === 'lost' ? undefined : isOnline;
}

/** What features may ask of the app's live connection. */
export interface LiveControls {
  /** Sends when open; otherwise starts a reconnect and returns false. */
  send(event: ClientEvent): boolean;
  /** A fresh reconnect cycle, e.g. after 'Connection Lost'. */
  reconnect(): void;
  /** Closes the socket normally (1000) and keeps it closed, e.g. just before logging out; resolves when closed. */
  close(): Promise<void>;
  /** Opens it again for the signed-in user after close() (a logout that failed). */
  reopen(): void;
}

let controls: LiveControls | null = null;

/** The app registers the open connection's controls; features act through them. */
export function registerLiveControls(next: LiveControls | null): void {
  controls = next;
}

export function sendLive(event: ClientEvent): boolean {
  return controls ? controls.send(event) : false;
}

export function reconnectLive(): void {
  controls?.reconnect();
}

/**
 * Logout closes the live socket itself, normally (1000), before the server ends the session: otherwise the
 * server's session-ended close (4401) arrives first and the client's close is never the normal one.
 */
export function closeLive(): Promise<void> {
  return controls ? controls.close() : Promise.resolve();
}

export function reopenLive(): void {
  controls?.reopen();
}
