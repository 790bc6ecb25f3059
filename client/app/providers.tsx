import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ThemeSync } from '@/features/appearance/components/theme-sync';
import { BackgroundSync } from './background-sync';

/** Toasts queue in a store (lib/toast-store), so their UI can load just after the first paint. */
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));
/** The update prompt of the installed app (docs/decisions/022); the offline notice is in the page flow (decision 058). */
const PwaStatus = lazy(async () => ({ default: (await import('./pwa/pwa-status')).PwaStatus }));

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Mounted: the app runs this page. Not `useIsClient`: its shared flag would turn true here, before the screen
  // below (a boundary of its own) has hydrated, and the screen would then hydrate as if it were mounted later.
  const [isClient, setIsClient] = useState(false);
  useEffect(() => startTransition(() => setIsClient(true)), []);
  return (
    <QueryClientProvider client={queryClient}>
      <BackgroundSync />
      <ThemeSync />
      {/* A boundary of its own: React hydrates what is inside it in slices between the browser's own work (a
          tap there hydrates its part at once and is then handled), not in one task as long as the whole page. */}
      <Suspense fallback={null}>{children}</Suspense>
      {/* Toasts and the update prompt have nothing to show in the server's page: they mount once the app runs, so
          hydration waits for neither one's code (docs/decisions/048-server-render-and-hydrate.md). */}
      {isClient ? (
        <Suspense fallback={null}>
          <Toaster />
          <PwaStatus />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
