/**
 * The entry. The page the server sent is on screen before the app's code runs (docs/decisions/048-server-render-
 * and-hydrate.md): evaluating that code (React, the router, the providers) is a long task on a phone, and a
 * browser that already has it (a repeat visit, a fast link) runs a module script before its first paint. So the
 * app's start is imported once the first contentful paint is reported (after the frame is shown). The page's head
 * asks for its chunks already, so the wait costs a frame, not a download.
 */
import './styles.css';

/** A page that paints nothing (a tab hidden before its first frame) starts after this long all the same. */
const PAINT_WAIT_MS = 3000;

let isStarted = false;
function start(): void {
  if (isStarted) return;
  isStarted = true;
  void import('./app/start').catch((error: unknown) => console.error('The app failed to load', error));
}

if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) start();
else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, PAINT_WAIT_MS);
}
