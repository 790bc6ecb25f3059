/**
 * Asks the app shell to show the birth-month question (docs/decisions/045-age-gate.md) from anywhere, such as
 * the explanation on the Matches screen, without a React context: a tiny external store, like the toasts.
 */
import { useSyncExternalStore } from 'react';

let isOpen = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function setBirthMonthPromptOpen(open: boolean): void {
  if (isOpen === open) return;
  isOpen = open;
  emit();
}

export function useBirthMonthPromptOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isOpen,
    () => false,
  );
}
