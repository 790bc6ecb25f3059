/**
 * The server-rendered markup of the first route (docs/decisions/036-server-rendered-first-paint.md). The
 * server may put a screen's first paint into the page's <main>, marked with SERVER_MARKUP_ATTRIBUTE. The
 * browser renders the app over the page, so until that screen has its data and code, it shows this same
 * markup instead of a spinner: the first paint stays on screen, with no flash and no layout shift. It is
 * used once: a screen that is ready, or a move to another route, retires it.
 *
 * Taps on the markup's buttons, radios and checkboxes and arrow keys made before the screen was ready are kept by the page's boot
 * module (scripts/first-paint-boot.js); the ready screen plays them back, so no early tap is lost.
 */
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';

export const SERVER_MARKUP_ATTRIBUTE = 'data-server-rendered';

let captured: { path: string; html: string } | undefined = captureServerMarkup();

function captureServerMarkup(): { path: string; html: string } | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.querySelector(`[${SERVER_MARKUP_ATTRIBUTE}]`);
  const path = element?.getAttribute(SERVER_MARKUP_ATTRIBUTE);
  return element && path ? { path, html: element.innerHTML } : undefined;
}

/** True while the server's markup of this path is still on offer. */
export function hasServerMarkup(path: string): boolean {
  return captured?.path === path;
}

/** The server's markup of the current route while it is on offer, else `fallback`. */
export function ServerMarkupOr({ fallback }: { fallback: ReactNode }) {
  const [location] = useLocation();
  if (!captured || captured.path !== location) return fallback;
  return <div {...{ [SERVER_MARKUP_ATTRIBUTE]: captured.path }} className="contents" dangerouslySetInnerHTML={{ __html: captured.html }} />;
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
  useEffect(() => {
    if (captured && captured.path !== location) {
      captured = undefined;
      // Taps on a page left behind are not played back on the next one.
      window.__coinmatesEarlyInput?.stop();
      window.__coinmatesEarlyInput = undefined;
    }
  }, [location]);
}
