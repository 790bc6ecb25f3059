/**
 * Interaction to Next Paint of the first tap after a page has loaded, on a phone profile (390x844, CPU slowed
 * INP_CPU times through the DevTools protocol, default 4): a Like on Discover, the All Modules tab on Learn
 * and the Quiz tab of a lesson (a guest: it opens the sign-up question), and a member's Send in a conversation
 * (bench/support/member.ts; the text is filled in first, the tap on Send is measured). Each tap's INP is what the web-vitals
 * library reports: the longest Event Timing entry (PerformanceObserver, `durationThreshold` 16 ms) of that
 * interaction (with the page's first-input entry, reported however short), from the input to the next paint. The same-run baseline is the Vite react-ts scaffold's
 * counter button (React and nothing else, bench/support/vite-scaffold.ts) on the same profile. Target
 * (bench/README.md): p75 <= 100 ms on every page.
 *
 *   node --import tsx bench/inp.ts            (INP_RUNS=7, INP_CPU=4, INP_PORT=5177: the scaffold on INP_PORT + 1)
 *
 * A/B in one run: INP_COMPARE_DIR=<a client build of other code> (e.g. `git worktree add /tmp/base main` there
 * `CLIENT_OUT_DIR=/tmp/base-client npx vite build`) serves that build too (INP_PORT + 2) and measures it in the
 * same turns, its rows marked "(compare)". To see why a tap is slow: bench/inp-profile.ts.
 *
 * Figures in bench/results/inp.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/find-chromium.mjs';
import { isHydrated } from './support/hydrated';
import { INP_SCENARIOS, type InpScenario } from './support/inp-scenarios';
import { memberInChat } from './support/member';
import { buildClient, startProductionServer } from './support/production-server';
import { startStaticServer } from './support/static-server';
import { buildScaffold } from './support/vite-scaffold';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.INP_RUNS ?? 7);
const CPU_SLOWDOWN = Number(process.env.INP_CPU ?? 4);
const PORT = Number(process.env.INP_PORT ?? 5177);
const TARGET_P75_MS = 100;
const COMPARE_DIR = process.env.INP_COMPARE_DIR;

const SCENARIOS: InpScenario[] = Object.values(INP_SCENARIOS);

const SCAFFOLD: InpScenario = {
  name: 'scaffold: counter button',
  path: '/',
  async tap(page) {
    await page.getByRole('button', { name: 'count is 0' }).click();
    await page.getByRole('button', { name: 'count is 1' }).waitFor();
  },
};

/** Records every Event Timing entry from the first byte on (before the page's own scripts). */
const RECORD_EVENTS = () => {
  const entries: Array<{ name: string; duration: number; interactionId: number }> = [];
  (window as unknown as { __events: typeof entries }).__events = entries;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>) {
      if (entry.interactionId) entries.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
    }
  });
  // 'event' reports entries of 16 ms and more; 'first-input' always reports the first tap, however short.
  observer.observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  observer.observe({ type: 'first-input', buffered: true });
};

/** The bench member of each server (by origin), made once. */
const members = new Map<string, Promise<{ cookie: string; matchId: number }>>();

/** One fresh phone (empty cache): load, wait for hydration, tap, and read that interaction's INP. */
async function measureOnce(browser: Browser, origin: string, scenario: InpScenario, waitForApp: boolean): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true });
  let pathname = scenario.path;
  if (scenario.isMember) {
    if (!members.has(origin)) members.set(origin, memberInChat(origin));
    const { cookie, matchId } = await members.get(origin)!;
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name: name!, value: value.join('='), url: origin }]);
    pathname = pathname.replace(':matchId', String(matchId));
  }
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(RECORD_EVENTS);
    await page.goto(`${origin}${pathname}`, { waitUntil: 'load' });
    if (waitForApp) await page.waitForFunction(isHydrated);
    await scenario.tap(page);
    // Event Timing entries are queued after the next paint: wait for the tap's own.
    const handle = await page.waitForFunction(() => {
      const entries = (window as unknown as { __events: Array<{ name: string; duration: number; interactionId: number }> }).__events;
      const taps = entries.filter((entry) => entry.name === 'click' || entry.name === 'pointerup' || entry.name === 'pointerdown');
      if (taps.length === 0) return null;
      const id = taps[taps.length - 1]!.interactionId;
      return Math.max(...entries.filter((entry) => entry.interactionId === id).map((entry) => entry.duration));
    });
    return (await handle.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
const work = mkdtempSync(path.join(ROOT, 'bench', 'results', 'inp-'));
const clientDir = path.join(work, 'client');
buildClient(clientDir);
const scaffoldDir = await buildScaffold(path.join(work, 'scaffold'));
const server = await startProductionServer(clientDir, PORT);
const scaffoldServer = await startStaticServer(scaffoldDir, PORT + 1);
const compareServer = COMPARE_DIR ? await startProductionServer(path.resolve(COMPARE_DIR), PORT + 2) : undefined;
const loadAtStart = loadavg()
  .map((load) => load.toFixed(1))
  .join(' ');
const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_FLAGS });
const results: Record<string, number[]> = {};
let failures = 0;
try {
  // One unmeasured load warms the server (content cache, compiled routes), as a deployed server would be.
  await measureOnce(browser, server.origin, SCENARIOS[0]!, true);
  if (compareServer) await measureOnce(browser, compareServer.origin, SCENARIOS[0]!, true);
  // Turns, so machine load weighs on every page and the baseline alike.
  for (let run = 0; run < RUNS; run += 1) {
    for (const scenario of SCENARIOS) {
      (results[scenario.name] ??= []).push(await measureOnce(browser, server.origin, scenario, true));
      if (compareServer) (results[`${scenario.name} (compare)`] ??= []).push(await measureOnce(browser, compareServer.origin, scenario, true));
    }
    (results[SCAFFOLD.name] ??= []).push(await measureOnce(browser, scaffoldServer.origin, SCAFFOLD, false));
  }
  const base = percentile(results[SCAFFOLD.name]!, 75);
  console.log(
    `\nINP of the first tap after load, phone 390x844, CPU ${CPU_SLOWDOWN}x slower, ${RUNS} runs each (load average ${loadAtStart} at the start, ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} at the end):`,
  );
  console.log('interaction                             median ms  p75 ms  max ms  p75 / scaffold  result');
  for (const [name, values] of Object.entries(results)) {
    const p75 = percentile(values, 75);
    const isBaseline = name === SCAFFOLD.name;
    const isCompare = name.endsWith('(compare)');
    const ok = isBaseline || isCompare || p75 <= TARGET_P75_MS;
    if (!ok) failures += 1;
    console.log(
      `${name.padEnd(39)} ${percentile(values, 50).toFixed(0).padStart(9)} ${p75.toFixed(0).padStart(7)} ${Math.max(...values)
        .toFixed(0)
        .padStart(7)} ${(p75 / base).toFixed(2).padStart(14)}x  ${isBaseline ? 'baseline' : isCompare ? 'compare' : ok ? 'PASS' : 'FAIL'}`,
    );
  }
  console.log(`Target: p75 <= ${TARGET_P75_MS} ms.`);
  writeFileSync(path.join(ROOT, 'bench', 'results', 'inp.json'), JSON.stringify({ at: new Date().toISOString(), cpuSlowdown: CPU_SLOWDOWN, runs: RUNS, results }, null, 2));
} finally {
  await browser.close();
  await server.stop();
  await scaffoldServer.stop();
  await compareServer?.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(failures === 0 ? 0 : 1);
