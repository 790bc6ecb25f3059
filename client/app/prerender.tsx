/**
 * The client-only page (docs/decisions/048-server-render-and-hydrate.md): the app shell (header, navigation,
 * a loading state) written into index.html at build time. The service worker serves it offline and the
 * server sends it when a render fails; the browser then renders the app over it alone. Only components that
 * render from props and the location belong here (no queries, no browser APIs).
 */
import { setupI18n } from '@lingui/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { messages } from '@/i18n/catalogs/shell/en';
import { I18nProvider } from '@/i18n/provider';
import { AppHeader } from './layouts/app-header';
import { BottomBar } from './layouts/bottom-bar';

/** The shell is written in English (index.html says lang="en"); the browser then renders in the page's language. */
const english = setupI18n({ locale: 'en', messages: { en: messages } });

export function renderShell(): string {
  return renderToStaticMarkup(
    <I18nProvider i18n={english}>
      <Router ssrPath="/prerendered-shell">
        <div className="flex min-h-dvh flex-col">
          <AppHeader isHidden={false} unreadCount={0} />
          <main id="main" className="flex-1 pb-20 md:pb-0">
            <Spinner className="min-h-[50dvh]" />
          </main>
          <BottomBar isHidden={false} unreadCount={0} />
        </div>
      </Router>
    </I18nProvider>,
  );
}
