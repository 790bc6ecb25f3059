/**
 * The server-rendered markup of the first route (docs/decisions/036-server-rendered-first-paint.md). The
 * server may put a screen's first paint into the page's <main>, marked with SERVER_MARKUP_ATTRIBUTE. Until
 * that screen has its data and code, the page keeps showing it instead of a spinner: the first paint stays on
 * screen, with no flash and no layout shift. It is used once: a screen that is ready, or a move to another
 * route, retires it.
 *
 * Taps on the markup's buttons, radios and checkboxes and arrow keys made before the screen was ready are kept by the page's boot
 * module (scripts/first-paint-boot.js); the ready screen plays them back, so no early tap is lost.
 *
 * The app renders beside the server's page, in a hidden container, and takes its place once no screen shows
 * the server's markup any more (`appContainer`): the server's own DOM stays on screen meanwhile, so the browser
 * lays the page out once at the take-over, not once for a copy of the markup and again for the ready screen.
 */
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';

export const SERVER_MARKUP_ATTRIBUTE = 'data-server-rendered';

let captured: { path: string } | undefined = captureServerMarkup();

function captureServerMarkup(): { path: string } | undefined {
  if (typeof document === 'undefined') return undefined;
  const path = document.querySelector(`[${SERVER_MARKUP_ATTRIBUTE}]`)?.getAttribute(SERVER_MARKUP_ATTRIBUTE);
  return path ? { path } : undefined;
}

/** True while the server's markup of this path is still on offer. */
export function hasServerMarkup(path: string): boolean {
  return captured?.path === path;
}

/** Swaps the server's page for the app's container; set while the app renders hidden beside it. */
let takeOver: (() => void) | undefined;
/** How many mounted ServerMarkupOr show the server's markup (a route's Suspense fallback, then its screen). */
let showing = 0;

/**
 * Where the app renders: #root itself, or, on a page with the server's markup, a hidden container beside it
 * that takes #root's place once no screen shows that markup (after the commit that retired it).
 */
export function appContainer(root: HTMLElement): HTMLElement {
  if (!captured) return root;
  const container = document.createElement('div');
  container.hidden = true;
  root.after(container);
  takeOver = () => {
    root.remove();
    container.id = 'root';
    container.hidden = false;
  };
  return container;
}

/** After a commit: the app's screen replaces the server's page once nothing shows the markup any more. */
function takeOverIfDone(): void {
  if (showing > 0 || !takeOver) return;
  const swap = takeOver;
  takeOver = undefined;
  swap();
}

/**
 * The server's markup of the current route while it is on offer, else `fallback`. The markup stays where the
 * server put it, on screen; this renders nothing in the app's hidden container and holds the take-over.
 */
export function ServerMarkupOr({ fallback }: { fallback: ReactNode }) {
  const [location] = useLocation();
  const isShowing = Boolean(captured && captured.path === location);
  useLayoutEffect(() => {
    if (!isShowing) return;
    showing += 1;
    return () => {
      showing -= 1;
      // The screen that replaces this one mounts in the same commit: decide once that commit is done.
      queueMicrotask(takeOverIfDone);
    };
  }, [isShowing]);
  return isShowing ? null : fallback;
}

declare global {
  interface Window {
    /** Set by scripts/first-paint-boot.js: the taps kept until the app is ready (client/lib/early-input.ts). */
    __coinmatesEarlyInput?: { events: unknown[]; stop: () => void };
  }
}

/** Plays back the kept taps, if any; the code loads only then (it is not on the first route). */
function replayEarlyInput(): void {
  if (typeof window === 'undefined' || !window.__coinmatesEarlyInput) return;
  void import('./early-input').then(({ replayEarlyInput: replay }) => replay());
}

/** Called by a screen that renders server markup: once it is ready, the markup is not offered again and the
 *  taps kept meanwhile are played back on it. */
export function useRetireServerMarkup(isReady: boolean): void {
  useEffect(() => {
    if (!isReady) return;
    captured = undefined;
    replayEarlyInput();
  }, [isReady]);
}

/** The app retires the markup when the route changes, so a later visit never shows a stale first paint. */
export function useServerMarkupLifetime(): void {
  const [location] = useLocation();
  // A first commit that shows no server markup (another route, a screen ready at once) takes over at once.
  useLayoutEffect(() => queueMicrotask(takeOverIfDone), []);
  useEffect(() => {
    if (captured && captured.path !== location) {
      captured = undefined;
      // Taps on a page left behind are not played back on the next one.
      window.__coinmatesEarlyInput?.stop();
      window.__coinmatesEarlyInput = undefined;
    }
  }, [location]);
}
