/**
 * Plays back the taps and arrow keys kept by a server-rendered page's boot module (scripts/first-paint-boot.js)
 * on the app's own screen once it is ready (docs/decisions/036-server-rendered-first-paint.md). Loaded only
 * when there is something to play back (client/lib/server-markup.tsx).
 */
type EarlyInputEvent = { type: 'click'; key: string; nth: number } | { type: 'key'; key: string };

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
  // A tap focuses what it presses (a tab then answers the arrow keys).
  button.focus({ preventScroll: true });
  button.click();
  return true;
}

/** A button may render a little after its screen is ready (a term link waits for the term list). */
const MAX_WAIT_FRAMES = 120;

/** Stops keeping early input and plays it back on the ready screen, one event a frame (each may re-render). */
export function replayEarlyInput(): void {
  const early = window.__coinmatesEarlyInput as { events: EarlyInputEvent[]; stop: () => void } | undefined;
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

