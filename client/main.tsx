/**
 * The entry. The page the server sent paints before the app's code runs (docs/decisions/048-server-render-and-
 * hydrate.md): evaluating that code (React, the router, the providers) is a long task on a phone, and a browser
 * that already has it (a repeat visit, a fast link) runs a module script before its first paint. The page's head
 * asks for the app's chunks already, so waiting for the paint costs a frame, not a download.
 */
import './styles.css';

const start = () => void import('./app/start').catch((error: unknown) => console.error('The app failed to load', error));
// A tab opened in the background paints nothing until it is shown: it starts at once instead.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
