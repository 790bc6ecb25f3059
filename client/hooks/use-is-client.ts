/**
 * False while a screen is rendered on the server and while the browser hydrates it, true once the app runs it
 * (docs/decisions/048-server-render-and-hydrate.md): what only the browser can render waits for it, and a
 * control that needs the app (a form's submit button) shows as not yet available instead of doing nothing.
 *
 * After hydration the switch to true is a transition: React renders it in slices between the browser's own
 * work, where an external store's change would re-render the screen in one blocking task. A screen mounted
 * later (a navigation in the app) starts from true.
 */
import { startTransition, useEffect, useState } from 'react';

let isHydrated = false;

export function useIsClient(): boolean {
  const [isClient, setClient] = useState(isHydrated);
  useEffect(() => {
    isHydrated = true;
    if (!isClient) startTransition(() => setClient(true));
  }, [isClient]);
  return isClient;
}
