/**
 * The client-only page (docs/decisions/048-server-render-and-hydrate.md): the app shell (header, navigation,
 * a loading state) written into index.html at build time. The service worker serves it offline and the
 * server sends it when a render fails; the browser then renders the app over it alone. Only components that
 * render from props and the location belong here (no queries, no browser APIs).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { AppHeader } from './layouts/app-header';
import { BottomBar } from './layouts/bottom-bar';

export function renderShell(): string {
  return renderToStaticMarkup(
    <Router ssrPath="/prerendered-shell">
      <div className="flex min-h-dvh flex-col">
        <AppHeader isHidden={false} unreadCount={0} />
        <main id="main" className="flex-1 pb-20 md:pb-0">
          <Spinner className="min-h-[50dvh]" />
        </main>
        <BottomBar isHidden={false} unreadCount={0} />
      </div>
    </Router>,
  );
}
