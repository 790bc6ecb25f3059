import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { queryClient } from '@/lib/query-client';
import { BackgroundSync } from './background-sync';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BackgroundSync />
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
