import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { ThemeSync } from '@/features/appearance/components/theme-sync';
import { BackgroundSync } from './background-sync';

/**
 * The modules of the lazy parts below (paths under client/, as the build's manifest names them): every page
 * renders them, so the server preloads them with the page (client/app/server-render.tsx `pageModules`);
 * client/app/router.test.ts checks that they name the modules imported here.
 */
export const PROVIDER_PARTS = ['components/ui/toaster.tsx', 'app/pwa/pwa-status.tsx'] as const;

/** Toasts queue in a store (lib/toast-store), so their UI can load just after the first paint. */
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));
/** The update prompt of the installed app (docs/decisions/022); the offline notice is in the page flow (decision 058). */
const PwaStatus = lazy(async () => ({ default: (await import('./pwa/pwa-status')).PwaStatus }));

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BackgroundSync />
      <ThemeSync />
      {/* A boundary of its own: React hydrates what is inside it in slices between the browser's own work (a
          tap there hydrates its part at once and is then handled), not in one task as long as the whole page. */}
      <Suspense fallback={null}>{children}</Suspense>
      <Suspense fallback={null}>
        <Toaster />
        <PwaStatus />
      </Suspense>
    </QueryClientProvider>
  );
}
