/**
 * Why is the first tap slow? One load of a bench/inp.ts scenario on the same phone profile (390x844, CPU
 * slowed PROFILE_CPU times, default 4), with a Chromium trace and a CPU profile around the tap. Prints the
 * tap's Event Timing entries, the main thread's tasks from 1.5 s before the tap to 1 s after it (with the
 * events inside them: script, event dispatch, style, layout, paint), and the functions that ran from the tap
 * to its sentinel, by self and total time (source-mapped when the build has maps:
 * `CLIENT_OUT_DIR=<dir> npx vite build --sourcemap`).
 *
 *   node --import tsx bench/inp-profile.ts <origin of a running production server> discover|learn|quiz|chat
 *                                                                  (chat: a bench member's Send, bench/support/member.ts)
 *   node --import tsx bench/inp-profile.ts <origin> /discover     (a path: the page's load instead of a tap,
 *                                                                  from navigation to 2 s after hydration)
 *
 * Serve a build with bench/support/production-server.ts (`startProductionServer(dir, port)`).
 */
import { chromium, type Page } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/find-chromium.mjs';
import { isHydrated } from './support/hydrated';
import { INP_SCENARIOS, type InpScenario } from './support/inp-scenarios';
import { memberInChat } from './support/member';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string; url?: string; functionName?: string } };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [origin, which = 'discover'] = process.argv.slice(2);
if (!origin) throw new Error('usage: bench/inp-profile.ts <origin> discover|learn|quiz|chat');

const SCENARIOS: Record<string, InpScenario> = INP_SCENARIOS;
const loadOnly = which.startsWith('/');
const scenario = loadOnly ? { path: which, isMember: false, tap: async (page: Page) => page.waitForTimeout(2000) } : SCENARIOS[which];
if (!scenario) throw new Error(`unknown scenario ${which}`);
const member = scenario.isMember ? await memberInChat(origin) : undefined;

const INNER = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'FireIdleCallback',
  'HandlePostMessage',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'MinorGC',
  'MajorGC',
  'HitTest',
]);

const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_FLAGS });
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true });
  if (member) {
    const [name, ...value] = member.cookie.split('=');
    await context.addCookies([{ name: name!, value: value.join('='), url: origin }]);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.PROFILE_CPU ?? 4) });
  await page.addInitScript(() => {
    const entries: object[] = [];
    (window as unknown as { __events: object[] }).__events = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) {
        if (entry.interactionId)
          entries.push({ name: entry.name, start: Math.round(entry.startTime), duration: entry.duration, processing: [Math.round(entry.processingStart), Math.round(entry.processingEnd)] });
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,toplevel', transferMode: 'ReportEvents' });
  const startProfile = async () => {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  };
  if (loadOnly) await startProfile();
  await page.goto(`${origin}${scenario.path.replace(':matchId', String(member?.matchId))}`, { waitUntil: 'load' });
  await page.waitForFunction(isHydrated);
  if (!loadOnly) await startProfile();
  await scenario.tap(page);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  console.log('Event Timing of the tap:', JSON.stringify(await page.evaluate(() => (window as unknown as { __events: object[] }).__events)));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;

  const mainThreads = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const onMain = events.filter((event) => event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`));
  const firstTask = onMain.filter((event) => event.name === 'RunTask').reduce((first, event) => Math.min(first, event.ts), Number.POSITIVE_INFINITY);
  const tap = loadOnly ? firstTask : (onMain.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'pointerdown')?.ts ?? 0);
  const label = (event: TraceEvent) => {
    const data = event.args?.data;
    const where = data?.url ? `[${data.url.replace(/^.*\//, '')}${data.functionName ? `:${data.functionName}` : ''}]` : '';
    return `${event.name}${data?.type ? `(${data.type})` : ''}${where} ${(event.dur / 1000).toFixed(0)}`;
  };
  console.log('\nMain-thread tasks over 5 ms (ms from the tap, throttled ms):');
  for (const task of onMain.filter((event) => event.name === 'RunTask' && event.dur > 5000).sort((a, b) => a.ts - b.ts)) {
    if (!loadOnly && (task.ts + task.dur < tap - 1_500_000 || task.ts > tap + 1_000_000)) continue;
    if (loadOnly && task.dur < 30_000) continue;
    const long = task.dur > 100_000;
    const inner = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur && event.dur > (long ? 500 : 2000) && INNER.has(event.name));
    console.log(
      `  ${((task.ts - tap) / 1000).toFixed(0).padStart(6)} ${(task.dur / 1000).toFixed(0).padStart(4)}: ${inner
        .slice(0, long ? 40 : 8)
        .map(label)
        .join(', ')}`,
    );
  }

  // The functions that ran from the tap to its sentinel.
  const consumers = new Map<string, SourceMapConsumer | null>();
  const whereIs = async ({ callFrame: frame }: ProfileNode): Promise<string> => {
    if (!frame.url) return frame.functionName || '(native)';
    if (!consumers.has(frame.url)) {
      const response = await fetch(`${frame.url}.map`).catch(() => undefined);
      consumers.set(frame.url, response?.ok ? new SourceMapConsumer(await response.json()) : null);
    }
    const consumer = consumers.get(frame.url);
    // A frame without a position (-1: a module's top level as the profiler reports some) maps to nothing.
    if (!consumer || frame.lineNumber < 0) return `${frame.functionName || '?'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber}:${frame.columnNumber}`;
    const original = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    return `${original.name || frame.functionName || '?'} ${String(original.source)
      .replace(/^.*node_modules\//, '~')
      .replace(/^(\.\.\/)+/, '')}:${original.line}`;
  };
  const labels = new Map<number, string>();
  const parents = new Map<number, number>();
  for (const node of profile.nodes) {
    labels.set(node.id, await whereIs(node));
    for (const child of node.children ?? []) parents.set(child, node.id);
  }
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const [index, id] of profile.samples.entries()) {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const own = labels.get(id) ?? '?';
    self.set(own, (self.get(own) ?? 0) + ms);
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parents.get(node)) {
      const name = labels.get(node) ?? '?';
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  }
  if (loadOnly) {
    // Each long task of the load with the functions that ran in it (by total time inside the task).
    let clock = profile.startTime;
    const timed = profile.samples.map((id, index) => ({ id, at: (clock += profile.timeDeltas[index] ?? 0) }));
    console.log('\nLong tasks of the load and what ran in them (throttled ms):');
    for (const task of onMain.filter((event) => event.name === 'RunTask' && event.dur > 50_000).sort((a, b) => a.ts - b.ts)) {
      const inside = new Map<string, number>();
      for (const sample of timed.filter((entry) => entry.at >= task.ts && entry.at <= task.ts + task.dur)) {
        const seen = new Set<string>();
        for (let node: number | undefined = sample.id; node !== undefined; node = parents.get(node)) {
          const name = labels.get(node) ?? '?';
          if (seen.has(name) || name === '(root)') continue;
          seen.add(name);
          inside.set(name, (inside.get(name) ?? 0) + 0.2);
        }
      }
      const names = [...inside]
        .filter(([name]) => !/performWorkUntilDeadline|^\(program\)/.test(name))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 14);
      console.log(
        `  ${((task.ts - tap) / 1000).toFixed(0).padStart(6)} ${(task.dur / 1000).toFixed(0).padStart(4)}: ${names.map(([name, ms]) => `${name.replace(/ ~?[^ ]*$/, '')} ${ms.toFixed(0)}`).join(', ')}`,
      );
    }
  }
  const top = (figures: Map<string, number>, count: number) =>
    [...figures]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
      .join('\n');
  console.log(`\nFrom the tap to its sentinel, self time (throttled ms; Playwright's own polling included):\n${top(self, 25)}`);
  console.log(`\nTotal time:\n${top(total, 45)}`);
} finally {
  await browser.close();
}
