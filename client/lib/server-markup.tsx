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

type EarlyInputEvent = { type: 'click'; key: string; nth: number } | { type: 'key'; key: string };

declare global {
  interface Window {
    /** Set by scripts/first-paint-boot.js. */
    __coinmatesEarlyInput?: { events: EarlyInputEvent[]; stop: () => void };
  }
}

/** The controls the boot module keeps taps on, and the same identity it gives one: its label (and term). */
const CONTROLS = 'button, input[type="radio"], input[type="checkbox"]';
function controlKey(control: Element): string {
  const label = control.getAttribute('aria-label') ?? (control instanceof HTMLInputElement ? control.labels?.[0]?.textContent : control.textContent) ?? '';
  return `${control.tagName}|${label.trim()}|${control.getAttribute('data-term-id') ?? ''}`;
}

/** Plays one event back; false when its button is not on the screen (yet). */
function playBack(event: EarlyInputEvent): boolean {
  if (event.type === 'key') {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: event.key, bubbles: true }));
    return true;
  }
  const main = document.getElementById('main');
  const button = [...(main?.querySelectorAll<HTMLElement>(CONTROLS) ?? [])].filter((candidate) => controlKey(candidate) === event.key)[event.nth];
  if (!button) return false;
  // The whole press, as some controls act on mousedown (a Radix tab), most on click.
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup'] as const) {
    const init = { bubbles: true, cancelable: true, button: 0, view: window };
    button.dispatchEvent(type.startsWith('pointer') ? new PointerEvent(type, { ...init, pointerType: 'mouse', isPrimary: true }) : new MouseEvent(type, init));
  }
  button.click();
  return true;
}

/** A button may render a little after its screen is ready (a term link waits for the term list). */
const MAX_WAIT_FRAMES = 120;

/** Stops keeping early input and plays it back on the ready screen, one event a frame (each may re-render). */
function replayEarlyInput(): void {
  const early = typeof window === 'undefined' ? undefined : window.__coinmatesEarlyInput;
  if (!early) return;
  window.__coinmatesEarlyInput = undefined;
  early.stop();
  const next = (index: number, waited: number) => {
    const event = early.events[index];
    if (!event) return;
    if (playBack(event) || waited >= MAX_WAIT_FRAMES) requestAnimationFrame(() => next(index + 1, 0));
    else requestAnimationFrame(() => next(index, waited + 1));
  };
  requestAnimationFrame(() => next(0, 0));
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
