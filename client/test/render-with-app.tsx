/**
 * Renders a screen the way the app does: a real TanStack Query client with the app's defaults
 * (client/lib/query-client.ts) and a wouter router at `path`. Each call gets its own query cache.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '@/lib/query-client';

export function renderWithApp(ui: ReactNode, { path = '/' }: { path?: string } = {}): RenderResult & { queryClient: ReturnType<typeof createQueryClient> } {
  const queryClient = createQueryClient();
  const location = memoryLocation({ path });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>{ui}</Router>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
