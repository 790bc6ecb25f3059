/**
 * Runs `run` once the page has loaded, `settleMs` later, when the browser is idle; returns a cancel. For work
 * the page's first taps do not need: started at hydration it takes the CPU from them (bench/inp.ts measured a
 * first tab tap's p75 at 168-200 ms against 72-96 ms without such work; docs/decisions/048-server-render-and-
 * hydrate.md, update 2026-11-29).
 */
export function whenSettled(run: () => void, settleMs: number): () => void {
  // Not in every browser yet (Safari): a second's wait instead.
  const hasIdle = typeof (window as { requestIdleCallback?: unknown }).requestIdleCallback === 'function';
  let timer: number | undefined;
  let idle: number | undefined;
  const settle = () => {
    timer = window.setTimeout(() => {
      idle = hasIdle ? window.requestIdleCallback(run, { timeout: settleMs }) : window.setTimeout(run, 1000);
    }, settleMs);
  };
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
  return () => {
    window.removeEventListener('load', settle);
    window.clearTimeout(timer);
    if (idle === undefined) return;
    if (hasIdle) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
