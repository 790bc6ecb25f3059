/**
 * False while a screen is rendered on the server (docs/decisions/036-server-rendered-first-paint.md), true in
 * the browser: server markup must stay the static first paint, even once the server has loaded a lazy part.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
