/**
 * The app's start, loaded by the entry (client/main.tsx) once the server's page has painted: the page's query
 * cache, its language, then hydration (docs/decisions/048-server-render-and-hydrate.md).
 */
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QUERY_STATE_ELEMENT_ID } from '@shared/constants/server-render';
import { activateLocale, documentLocale } from '@/i18n/i18n';
import { trackInputModality } from '@/lib/input-modality';
import { queryClient } from '@/lib/query-client';
import { prepareClassNames } from '@/lib/utils';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { App } from './app';
import { preloadRoute } from './router';

trackInputModality();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/**
 * A page the server rendered carries the query cache it rendered from (docs/decisions/048-server-render-and-
 * hydrate.md): the app starts from that cache and hydrates the server's DOM in place. A page without it (the
 * service worker's offline page, a render that failed) is rendered here alone.
 */
function serverState(): unknown {
  const element = document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  element.remove();
  return JSON.parse(element.textContent) as unknown;
}

/** Each start-up step runs in a task of its own, so none blocks a tap or a frame for long. */
async function start(container: HTMLElement): Promise<void> {
  const state = serverState();
  // The page's language (the server rendered it in the language on <html lang>): its catalogue first, so
  // hydration renders the same words (docs/decisions/056-translations.md).
  const locale = activateLocale(documentLocale());
  await yieldToBrowser();
  prepareClassNames();
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  await locale;
  if (state) {
    hydrate(queryClient, state);
    // The route's code first, so React hydrates the whole page in one pass: a tap during hydration is
    // then handled at once, never lost on a part still waiting for its code.
    await preloadRoute(window.location.pathname).catch(() => undefined);
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
  // From here React handles taps (during hydration it replays them once it is done): the controls stop
  // looking not yet available (client/styles.css).
  document.documentElement.removeAttribute('data-starting');
}

start(root).catch((error: unknown) => console.error('The app failed to start', error));
