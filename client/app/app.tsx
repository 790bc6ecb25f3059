import type { QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from '@/components/error-boundary';
import { AppProviders } from './providers';
import { AppRouter } from './router';

/** The whole app: the browser renders it with its one query client, the server render with one per request. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <ErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </ErrorBoundary>
  );
}
