/**
 * False while a screen is rendered on the server and while the browser hydrates it, true once the app runs it
 * (docs/decisions/048-server-render-and-hydrate.md): what only the browser can render waits for it, and a
 * control that needs the app (a form's submit button) shows as not yet available instead of doing nothing.
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
