/**
 * The update prompt (a new build is ready), and the service worker's registration. Loaded after the first paint.
 * The offline notice is in the page's flow (components/offline-notice.tsx), so it never covers the header.
 */
import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/provider';
import { applyUpdate, registerWhenSettled, useUpdateAvailable } from './service-worker-registration';

export function PwaStatus() {
  const isUpdateAvailable = useUpdateAvailable();
  const { i18n } = useI18n();
  // Mounted once the app runs the page, after hydration (app/providers.tsx).
  useEffect(() => (import.meta.env.PROD ? registerWhenSettled() : undefined), []);
  return (
    <>
      {isUpdateAvailable ? (
        <div
          role="alert"
          data-testid="update-prompt"
          className="fixed inset-x-3 bottom-24 z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-border bg-card p-3 shadow-lg md:bottom-6"
        >
          <RefreshCw className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <p className="min-w-0 flex-1 text-sm font-semibold">{i18n._({ id: 'app.update.ready', message: 'A new version of Coinmates is ready.' })}</p>
          <Button size="sm" onClick={applyUpdate}>
            {i18n._({ id: 'app.update.reload', message: 'Reload' })}
          </Button>
        </div>
      ) : null}
    </>
  );
}
