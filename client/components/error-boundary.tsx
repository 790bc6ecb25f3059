/**
 * Catches a render error below it and shows a friendly recovery screen instead of a blank page: the user
 * can try again (re-render the same screen) or go back to Discover. The error goes to the console for
 * whoever is debugging; nothing private is shown.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState, PageContainer } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/provider';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** A change of this value (the route) clears the error: navigating elsewhere starts afresh. */
  resetKey?: string;
  /** Where "Go to Discover" leads (a full load, so a broken state cannot follow the user). */
  homeHref?: string;
}

interface ErrorBoundaryState {
  hasError: boolean;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.setState({ hasError: false });
  }

  private readonly onRetry = () => this.setState({ hasError: false });

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return <ErrorFallback homeHref={this.props.homeHref ?? '/'} onRetry={this.onRetry} />;
  }
}

/** The recovery screen, a function component so it reads the active language. */
function ErrorFallback({ homeHref, onRetry }: { homeHref: string; onRetry: () => void }) {
  const { i18n } = useI18n();
  return (
    <PageContainer>
      <ErrorState
        title={i18n._({ id: 'common.errorBoundary.title', message: 'Something went wrong' })}
        description={i18n._({ id: 'common.errorBoundary.description', message: 'This screen ran into a problem. Your data is safe: try again, or head back to Discover.' })}
      >
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button onClick={onRetry}>{i18n._({ id: 'common.tryAgain', message: 'Try again' })}</Button>
          <Button asChild variant="outline">
            <a href={homeHref}>{i18n._({ id: 'app.notFound.home', message: 'Go to Discover' })}</a>
          </Button>
        </div>
      </ErrorState>
    </PageContainer>
  );
}
