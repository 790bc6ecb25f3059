/**
 * Small live state that several screens read: who is typing in which match (expires by itself), and the
 * live connection status. Written by the app's live-events hook.
 */
import { useSyncExternalStore } from 'react';
import { TYPING_EXPIRES_MS } from '@shared/live/events';
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
  return useSyncExternalStore(subscribe, () => (typingUntil.get(matchId) ?? 0) > Date.now());
}

export function setLiveStatus(next: LiveStatus): void {
  status = next;
  emit();
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, () => status);
}

/** What features may ask of the app's live connection. */
export interface LiveControls {
  /** Sends when open; otherwise starts a reconnect and returns false. */
  send(event: ClientEvent): boolean;
  /** A fresh reconnect cycle, e.g. after 'Connection Lost'. */
  reconnect(): void;
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
