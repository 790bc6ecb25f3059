/**
 * Layout sweep helpers: visit many routes in one browser page (client-side navigation, no reload per route)
 * and report every route that is wider than the viewport or pushes a fixed bar off screen.
 */
import type { Page } from '@playwright/test';

/** A route to visit, optionally followed by tab clicks and message searches (each state is checked too). */
export interface SweepStop {
  path: string;
  tabs?: string[];
  /** Words typed into the screen's "Search messages" dialog, one search each; its results are checked. */
  searches?: string[];
}

/** Waits until no request has been in flight for a short while and two frames have painted. */
export async function settle(page: Page, inFlight: () => number): Promise<void> {
  let quietChecks = 0;
  for (let attempt = 0; attempt < 100 && quietChecks < 3; attempt += 1) {
    await page.waitForTimeout(25);
    quietChecks = inFlight() === 0 ? quietChecks + 1 : 0;
  }
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Counts the page's requests that have not finished (the live WebSocket is not a request). */
export function trackRequests(page: Page): () => number {
  let count = 0;
  page.on('request', () => (count += 1));
  page.on('requestfinished', () => (count -= 1));
  page.on('requestfailed', () => (count -= 1));
  return () => count;
}

/** Navigates inside the single-page app, as a click on a link would (the router listens to popstate). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.scrollTo(0, 0);
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** What is wrong with the current screen's width, or null: the document must fit the viewport and the fixed
 *  bars must stay inside it. Names the widest elements to make a failure easy to fix. */
export async function layoutProblem(page: Page, viewportWidth: number): Promise<string | null> {
  return page.evaluate(async (width) => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const problems: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > window.innerWidth || scrollWidth > width) {
      const culprits: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>('body *')) {
        if (element.children.length > 0 || element.getBoundingClientRect().right <= width + 1) continue;
        culprits.push(`<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`);
        if (culprits.length === 3) break;
      }
      problems.push(`document ${scrollWidth}px wide (${culprits.join(', ')})`);
    }
    // An open dialog clips what overflows it instead of widening the page: its leaves must fit the screen.
    for (const element of document.querySelectorAll<HTMLElement>('[role="dialog"] *')) {
      if (element.children.length > 0) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.left >= -1 && box.right <= width + 1)) continue;
      problems.push(`in a dialog <${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}" spans ${Math.round(box.left)}..${Math.round(box.right)}px`);
      break;
    }
    for (const id of ['app-header', 'bottom-bar']) {
      const bar = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
      // A bar the width's media query hides (display: none) has no boxes.
      if (!bar || bar.dataset.hidden === 'true' || bar.getClientRects().length === 0) continue;
      const box = bar.getBoundingClientRect();
      if (box.left < -1 || box.right > width + 1) problems.push(`${id} spans ${Math.round(box.left)}..${Math.round(box.right)}px`);
      if (id === 'bottom-bar' && (box.bottom > window.innerHeight + 1 || box.top < 0)) problems.push(`bottom bar at ${Math.round(box.top)}..${Math.round(box.bottom)}px`);
      const lastLink = [...bar.querySelectorAll<HTMLElement>('a')].at(-1);
      if (lastLink && lastLink.getBoundingClientRect().right > width + 1) problems.push(`${id}: its last link ends off screen`);
    }
    return problems.length > 0 ? problems.join('; ') : null;
  }, viewportWidth);
}

export interface ViewportSize {
  width: number;
  height: number;
}

async function checkAtEveryWidth(page: Page, label: string, sizes: readonly ViewportSize[], failures: string[]): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    const problem = await layoutProblem(page, size.width);
    if (problem) failures.push(`${size.width}px ${label}: ${problem}`);
  }
}

/** Visits every stop (and each of its tabs) once and checks it at every viewport size: a resize costs one
 *  layout, a visit costs the route's requests. Returns "width path [tab]: problem" per screen that does not fit. */
export async function sweep(page: Page, stops: readonly SweepStop[], sizes: readonly ViewportSize[], inFlight: () => number): Promise<string[]> {
  const failures: string[] = [];
  for (const stop of stops) {
    await navigateInApp(page, stop.path);
    await settle(page, inFlight);
    await checkAtEveryWidth(page, stop.path, sizes, failures);
    for (const tab of stop.tabs ?? []) {
      try {
        await page.getByRole('tab', { name: tab, exact: true }).first().click({ timeout: 5_000 });
      } catch {
        failures.push(`${stop.path}: no tab "${tab}"`);
        continue;
      }
      await settle(page, inFlight);
      await checkAtEveryWidth(page, `${stop.path} [${tab}]`, sizes, failures);
    }
    for (const words of stop.searches ?? []) {
      const label = `${stop.path} [search "${words}"]`;
      try {
        await page.getByRole('button', { name: 'Search messages', exact: true }).first().click({ timeout: 5_000 });
        await page.getByRole('searchbox', { name: 'Search for' }).fill(words);
        await page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first().waitFor({ timeout: 20_000 });
      } catch {
        failures.push(`${label}: no results shown`);
        await page.keyboard.press('Escape');
        continue;
      }
      await settle(page, inFlight);
      await checkAtEveryWidth(page, label, sizes, failures);
      await page.keyboard.press('Escape');
    }
    await page.keyboard.press('Escape');
  }
  return failures;
}
