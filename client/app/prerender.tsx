/**
 * Build-time HTML (docs/decisions/021-lean-paged-deck-and-first-paint.md): the app shell (header, bottom
 * bar, the loading state every lazy route shows first) and /landing, rendered to static markup so the
 * first paint does not wait for the JavaScript. The client then renders over it with createRoot. Only
 * components that render from props and the location belong here (no queries, no browser APIs).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { AppHeader } from './layouts/app-header';
import { BottomBar } from './layouts/bottom-bar';
import { LandingPage } from './routes/landing-page';

export function renderShell(path: string): string {
  return renderToStaticMarkup(
    <Router ssrPath={path}>
      <div className="flex min-h-dvh flex-col">
        <AppHeader isWide={false} isHidden={false} unreadCount={0} />
        <main id="main" className="flex-1 pb-20">
          <Spinner className="min-h-[50dvh]" />
        </main>
        <BottomBar isHidden={false} unreadCount={0} />
      </div>
    </Router>,
  );
}

export function renderLanding(): string {
  return renderToStaticMarkup(
    <Router ssrPath="/landing">
      <LandingPage />
    </Router>,
  );
}
