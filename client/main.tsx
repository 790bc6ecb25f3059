import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { trackInputModality } from './lib/input-modality';
import { appContainer } from './lib/server-markup';
import { prepareClassNames } from './lib/utils';
import { yieldToBrowser } from './lib/yield-to-browser';
import './styles.css';

trackInputModality();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// The service worker (offline use, updates) registers once the page has loaded, off the first paint's path.
// A server-rendered page loads this entry after its first paint, often after the load event (decision 036).
if (import.meta.env.PROD) {
  const register = () =>
    void import('./app/pwa/service-worker-registration').then(({ registerServiceWorker }) => registerServiceWorker()).catch((error: unknown) => console.warn('Service worker registration failed', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * The start-up runs in tasks of its own, so none blocks a tap or a frame for long
 * (docs/decisions/036-server-rendered-first-paint.md, "Start-up"): the modules' code, then the class
 * merger's tables (which it would otherwise build inside the first render), then the first render. That
 * render is a transition, so React renders it in slices that yield to the browser; the server's first
 * paint (or the prerendered shell) stays on screen meanwhile (docs/decisions/035-route-pages-and-paint-first.md).
 */
async function start(container: HTMLElement): Promise<void> {
  await yieldToBrowser();
  prepareClassNames();
  await yieldToBrowser();
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

start(appContainer(root)).catch((error: unknown) => console.error('The app failed to start', error));
