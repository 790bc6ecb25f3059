import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { trackInputModality } from './lib/input-modality';
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

// The first render is a transition, so React renders it in slices that yield to the browser (a tap, a
// scroll, the next frame) instead of one long task; the prerendered shell stays on screen meanwhile
// (docs/decisions/035-route-pages-and-paint-first.md).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
