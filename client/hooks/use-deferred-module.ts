import { useEffect, useState } from 'react';
import { whenSettled } from '@/lib/when-settled';

/** How long after the page's load a screen's on-tap code is fetched, when the browser is idle. */
const SETTLE_MS = 1000;

/** Code a screen shows only on a tap (a dialog), fetched apart from the page's first scripts. */
export interface DeferredModule<T> {
  load: () => Promise<T>;
  /** The module once it has arrived. */
  current: () => T | undefined;
}

/** `import` is a dynamic import of the module: `deferredModule(() => import('./some-dialog'))`, at module level. */
export function deferredModule<T>(importModule: () => Promise<T>): DeferredModule<T> {
  let module: T | undefined;
  return {
    load: async () => (module ??= await importModule()),
    current: () => module,
  };
}

/**
 * The deferred module, or undefined until it has arrived. It is fetched once the page has settled, so a tap
 * finds it here without the page's first scripts carrying it, or at once when `isNeeded` (a tap came first; the
 * screen shows it as soon as it arrives). A failed fetch is tried again the next time `isNeeded` turns true.
 */
export function useDeferredModule<T>(deferred: DeferredModule<T>, isNeeded: boolean): T | undefined {
  const [module, setModule] = useState(deferred.current);
  useEffect(() => {
    if (module !== undefined) return;
    let isCurrent = true;
    const load = () =>
      void deferred.load().then(
        (loaded) => isCurrent && setModule(() => loaded),
        () => undefined,
      );
    if (isNeeded) load();
    const cancel = isNeeded ? undefined : whenSettled(load, SETTLE_MS);
    return () => {
      isCurrent = false;
      cancel?.();
    };
  }, [deferred, isNeeded, module]);
  return module;
}
