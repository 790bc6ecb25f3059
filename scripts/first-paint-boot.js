/* global window, document, Element, requestAnimationFrame, PRELOADS, ENTRY */
/**
 * The boot module of a server-rendered page (docs/decisions/036-server-rendered-first-paint.md). The build
 * (scripts/prerender-plugin.ts) prepends `const PRELOADS = [...]` and `const ENTRY = '...'`.
 *
 * - The app's scripts start loading after the frame that paints the server's markup, not beside it.
 * - Until the app has taken over, taps on the markup's buttons, radios and checkboxes and the arrow keys are
 *   kept, not lost: the app
 *   plays them back on the real screen once it is ready (client/lib/server-markup.tsx).
 */

const events = [];
const isTyping = (target) => target instanceof Element && Boolean(target.closest('input, textarea, select, [contenteditable="true"]'));
/** The controls whose taps are kept, and how a control is known again on the app's screen (its label). */
const CONTROLS = 'button, input[type="radio"], input[type="checkbox"]';
const controlKey = (control) => {
  const label = control.getAttribute('aria-label') ?? (control.tagName === 'INPUT' ? control.labels?.[0]?.textContent : control.textContent) ?? '';
  return `${control.tagName}|${label.trim()}|${control.getAttribute('data-term-id') ?? ''}`;
};

function onClick(event) {
  const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
  const markup = control?.closest('[data-server-rendered]');
  if (!control || !markup) return;
  // The server's copy does nothing (a radio may tick, as feedback); the app's own control gets the tap.
  const key = controlKey(control);
  const nth = [...markup.querySelectorAll(CONTROLS)].filter((other) => controlKey(other) === key).indexOf(control);
  events.push({ type: 'click', key, nth });
}

function onKeyDown(event) {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isTyping(event.target)) return;
  if (!document.querySelector('[data-server-rendered]')) return;
  events.push({ type: 'key', key: event.key });
}

document.addEventListener('click', onClick, true);
window.addEventListener('keydown', onKeyDown, true);
window.__coinmatesEarlyInput = {
  events,
  stop() {
    document.removeEventListener('click', onClick, true);
    window.removeEventListener('keydown', onKeyDown, true);
  },
};

/** Links added per task: each costs the browser about a millisecond on a phone (a fetch to set up), and a
 *  route has 20 to 40, so they go in small batches that leave room for a frame or a tap in between. */
const PRELOADS_PER_TASK = 4;
const nextTask = (callback) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(undefined);
};
function preload(from) {
  for (const href of PRELOADS.slice(from, from + PRELOADS_PER_TASK)) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  if (from + PRELOADS_PER_TASK < PRELOADS.length) nextTask(() => preload(from + PRELOADS_PER_TASK));
}

let started = false;
function start() {
  if (started) return;
  started = true;
  void import(ENTRY);
  preload(0);
}
// After the frame that paints the page; the timer covers a hidden tab (no frames).
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 500);
