import { useSyncExternalStore } from 'react';

/**
 * Whether a modal dialog is open on the page. What would open over one from elsewhere (a match celebration,
 * a notification toast) waits until it closes, so a report, a block or a settings dialog is never covered and
 * keeps the keyboard (Tab and Escape). `ignoreQueued` leaves out the dialogs that wait themselves (marked
 * `data-queued-dialog`: the match celebration), so the celebration does not wait for itself.
 */
/** A dialog counts from the moment it opens until it has left the page (its closing animation included). */
const OPEN = '[role="dialog"], [role="alertdialog"]';
const OPEN_NOT_QUEUED = '[role="dialog"]:not([data-queued-dialog]), [role="alertdialog"]:not([data-queued-dialog])';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state'] });
  return () => observer.disconnect();
}

const isAnyOpen = () => document.querySelector(OPEN) !== null;
const isOtherOpen = () => document.querySelector(OPEN_NOT_QUEUED) !== null;

export function useIsDialogOpen({ ignoreQueued = false }: { ignoreQueued?: boolean } = {}): boolean {
  return useSyncExternalStore(subscribe, ignoreQueued ? isOtherOpen : isAnyOpen, () => false);
}
