/**
 * The update prompt (a new build is ready) and the offline notice (saved content only; what needs the
 * network says so in its own error state). Loaded after the first paint.
 */
import { RefreshCw, WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { applyUpdate, useUpdateAvailable } from './service-worker-registration';

function useIsOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('online', onChange);
      window.addEventListener('offline', onChange);
      return () => {
        window.removeEventListener('online', onChange);
        window.removeEventListener('offline', onChange);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

export function PwaStatus() {
  const isOnline = useIsOnline();
  const isUpdateAvailable = useUpdateAvailable();
  return (
    <>
      {!isOnline ? (
        <p
          role="status"
          data-testid="offline-notice"
          className="fixed inset-x-0 top-0 z-50 flex items-center justify-center gap-2 bg-foreground px-3 py-1.5 text-center text-xs font-semibold text-background"
        >
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          You are offline. Saved coins, modules and vocabulary still work; the rest needs a connection.
        </p>
      ) : null}
      {isUpdateAvailable ? (
        <div
          role="alert"
          data-testid="update-prompt"
          className="fixed inset-x-3 bottom-24 z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-border bg-card p-3 shadow-lg md:bottom-6"
        >
          <RefreshCw className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <p className="min-w-0 flex-1 text-sm font-semibold">A new version of Coinmates is ready.</p>
          <Button size="sm" onClick={applyUpdate}>
            Reload
          </Button>
        </div>
      ) : null}
    </>
  );
}
