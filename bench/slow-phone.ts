/**
 * A first visit on a slow phone (docs/decisions/048-server-render-and-hydrate.md): 390x844, CPU SLOW_CPU times
 * slower (default 4), a slow 3G link (400 ms round trip, 400 kbit/s each way, Chromium's own throttling),
 * empty cache. For each route: when the server's page first paints (first-contentful-paint) and when React has
 * hydrated it (bench/support/hydrated.ts), and the gap between them. Target: the gap <= 4 s on `/`.
 *
 *   node --import tsx bench/slow-phone.ts      (SLOW_RUNS=3, SLOW_PORT=5191, SLOW_ROUTES=/,/learn/1)
 *
 * A/B in one run: SLOW_COMPARE_DIR=<a client build of other code> (`CLIENT_OUT_DIR=<dir> npx vite build`),
 * served on SLOW_PORT + 1 and measured in the same turns, its rows marked "(compare)". Both are served by this
 * checkout's server: a build whose server render no longer fits it (an older `pageModules`) would go out
 * client-only and measure something else, so the bench stops unless every page it visits was rendered.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { QUERY_STATE_ELEMENT_ID } from '../shared/constants/server-render';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/find-chromium.mjs';
import { isHydrated } from './support/hydrated';
import { buildClient, startProductionServer } from './support/production-server';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.SLOW_RUNS ?? 3);
const CPU_SLOWDOWN = Number(process.env.SLOW_CPU ?? 4);
const PORT = Number(process.env.SLOW_PORT ?? 5191);
const ROUTES = (process.env.SLOW_ROUTES ?? '/,/learn/1').split(',');
const COMPARE_DIR = process.env.SLOW_COMPARE_DIR;
const TARGET_GAP_MS = 4000;
const SLOW_3G = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };

interface Visit {
  paintMs: number;
  hydratedMs: number;
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(isHydrated, null, { timeout: 120_000, polling: 50 });
    return await page.evaluate(() => ({
      paintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      hydratedMs: performance.now(),
    }));
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const work = mkdtempSync(path.join(ROOT, 'bench', 'results', 'slow-phone-'));
const clientDir = path.join(work, 'client');
buildClient(clientDir);
const servers = [{ name: '', server: await startProductionServer(clientDir, PORT) }];
if (COMPARE_DIR) servers.push({ name: ' (compare)', server: await startProductionServer(path.resolve(COMPARE_DIR), PORT + 1) });
for (const { name, server } of servers) {
  for (const route of ROUTES) {
    const html = await (await fetch(`${server.origin}${route}`)).text();
    if (!html.includes(`id="${QUERY_STATE_ELEMENT_ID}"`)) throw new Error(`${route}${name} went out client-only: its server render failed (see the server's log)`);
  }
}
const loadAtStart = loadavg()
  .map((load) => load.toFixed(1))
  .join(' ');
const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_FLAGS });
const visits: Record<string, Visit[]> = {};
let failures = 0;
try {
  // Turns, so machine load weighs on both builds alike.
  for (let run = 0; run < RUNS; run += 1) {
    for (const route of ROUTES) {
      for (const { name, server } of servers) (visits[`${route}${name}`] ??= []).push(await visit(browser, `${server.origin}${route}`));
    }
  }
  console.log(`\nFirst visit, phone 390x844, CPU ${CPU_SLOWDOWN}x, slow 3G, ${RUNS} runs, medians (load average ${loadAtStart} at the start):`);
  console.log('route                        first paint ms  hydrated ms  gap ms  result');
  for (const [name, list] of Object.entries(visits)) {
    const gap = median(list.map((entry) => entry.hydratedMs - entry.paintMs));
    const judged = name === '/';
    if (judged && gap > TARGET_GAP_MS) failures += 1;
    console.log(
      `${name.padEnd(28)} ${median(list.map((entry) => entry.paintMs))
        .toFixed(0)
        .padStart(14)} ${median(list.map((entry) => entry.hydratedMs))
        .toFixed(0)
        .padStart(12)} ${gap.toFixed(0).padStart(7)}  ${judged ? (gap <= TARGET_GAP_MS ? 'PASS' : 'FAIL') : '-'}`,
    );
  }
  console.log(`Target: on /, hydrated <= ${TARGET_GAP_MS} ms after the first paint.`);
} finally {
  await browser.close();
  for (const { server } of servers) await server.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(failures === 0 ? 0 : 1);
