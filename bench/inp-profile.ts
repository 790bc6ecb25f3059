// Profiles the first tap: Chromium trace from load to after the tap, 4x CPU, 390x844. Prints the main-thread
// tasks during [tap-300ms, tap end] with their main events.
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/find-chromium.mjs';
const origin = process.argv[2]!;
const which = process.argv[3] ?? 'discover';
const isHydrated = () =>
  !document.documentElement.hasAttribute('data-starting') &&
  ['main', 'root'].every((id) => {
    let element: Element | null = document.getElementById(id);
    if (!element) return id === 'main';
    while (element.lastElementChild) element = element.lastElementChild;
    return Object.keys(element).some((key) => key.startsWith('__reactFiber$') || key.startsWith('__reactContainer$'));
  });
const scen: Record<string, [string, (p: Page) => Promise<void>]> = {
  discover: ['/discover', async (page) => {
    const card = page.getByTestId('top-card'); await card.waitFor();
    const first = await card.getAttribute('aria-label');
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await page.waitForFunction((name) => document.querySelector('[data-testid="top-card"]')?.getAttribute('aria-label') !== name, first);
  }],
  learn: ['/learn', async (page) => { await page.getByRole('tab', { name: 'All Modules' }).click(); await page.getByTestId('module-card').first().waitFor(); }],
  quiz: ['/learn/1', async (page) => { await page.getByRole('tab', { name: 'Quiz' }).click(); await page.getByRole('dialog', { name: 'Sign up to start learning' }).waitFor(); }],
};
const [p, tap] = scen[which]!;
const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_FLAGS });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU ?? 4) });
await page.addInitScript(() => {
  const w = window as any; w.__ev = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) if (e.interactionId) w.__ev.push({ name: e.name, start: e.startTime, dur: e.duration, ps: e.processingStart, pe: e.processingEnd }); })
    .observe({ type: 'event', buffered: true, durationThreshold: 16 } as any);
});
const events: any[] = [];
cdp.on('Tracing.dataCollected', (d: any) => events.push(...d.value));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,toplevel', transferMode: 'ReportEvents' });
await page.goto(origin + p, { waitUntil: 'load' });
await page.waitForFunction(isHydrated);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await tap(page);
const { profile } = (await cdp.send('Profiler.stop')) as any;
await page.waitForTimeout(300);
const ev = await page.evaluate(() => (window as any).__ev);
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.end'); await done;
console.log('event timing', JSON.stringify(ev.map((e: any) => ({ ...e, start: Math.round(e.start), dur: e.dur, ps: Math.round(e.ps), pe: Math.round(e.pe) }))));
// main thread: find the renderer main thread via thread_name CrRendererMain
const names = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationBodyLoader::StartLoadingBody');
const mains = new Set(names.map((e) => `${e.pid}:${e.tid}`));
const onMain = events.filter((e) => mains.has(`${e.pid}:${e.tid}`) && e.ph === 'X');
// timeOrigin in trace clock: use the 'TimeStamp'-less approach: mark via performance.mark? approximate with earliest ev.
const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 5000).sort((a, b) => a.ts - b.ts);
const t0 = tasks[0]?.ts ?? 0;
// event timing start relative: find EventDispatch of pointerdown
const pd = onMain.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown');
const tapTs = pd ? pd.ts : t0;
console.log('tap (pointerdown dispatch) at trace +', ((tapTs - t0) / 1000).toFixed(0), 'ms');
for (const t of tasks) {
  if (t.ts + t.dur < tapTs - 1_500_000 || t.ts > tapTs + 1_000_000) continue;
  const inner = onMain.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t && e.dur > (t.dur > 100000 ? 500 : 2000) && ['FunctionCall', 'EvaluateScript', 'v8.compile', 'EventDispatch', 'Layout', 'UpdateLayoutTree', 'Paint', 'TimerFire', 'FireAnimationFrame', 'v8.evaluateModule', 'ParseHTML', 'XHRReadyStateChange', 'RunMicrotasks', 'FireIdleCallback', 'v8.run', 'HandlePostMessage', 'PrePaint', 'Layerize', 'Commit', 'MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'ParseAuthorStyleSheet', 'v8.parseOnBackground', 'EventTiming', 'ScheduleStyleRecalculation', 'UpdateLayer', 'HitTest', 'v8.callFunction', 'ProfileCall', 'TimerInstall', 'ResourceSendRequest', 'V8.GCScavenger', 'BlinkGC.AtomicPhase', 'MajorGC', 'V8.GC_MC_BACKGROUND_MARKING'].includes(e.name));
  console.log(`task +${((t.ts - tapTs) / 1000).toFixed(0)} ms rel tap, ${(t.dur / 1000).toFixed(0)} ms:`, inner.slice(0, t.dur > 100000 ? 60 : 8).map((e) => `${e.name}${e.args?.data?.type ? '(' + e.args.data.type + ')' : ''}${e.args?.data?.url ? '[' + String(e.args.data.url).replace(/^.*\//, '') + ':' + (e.args.data.functionName ?? '') + ']' : e.args?.data?.functionName ? '[' + e.args.data.functionName + ']' : ''} ${(e.dur / 1000).toFixed(0)}`).join(', '));
}
// Self time by function (source-mapped when the build has maps), over the samples of the tap's long task.
const tapTask = tasks.find((t) => t.ts <= tapTs && t.ts + t.dur >= tapTs);
if (tapTask && profile) {
  const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let t = profile.startTime;
  const { SourceMapConsumer } = await import('source-map-js');
  const maps = new Map<string, any>();
  const where = async (cf: any) => {
    if (!cf.url) return cf.functionName || '(native)';
    if (!maps.has(cf.url)) {
      const r = await fetch(cf.url + '.map').catch(() => undefined);
      maps.set(cf.url, r && r.ok ? new SourceMapConsumer(await r.json()) : null);
    }
    const m = maps.get(cf.url);
    const base = cf.url.replace(/^.*\//, '');
    if (!m) return `${cf.functionName || '?'} ${base}:${cf.lineNumber}:${cf.columnNumber}`;
    const o = m.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
    return `${o.name || cf.functionName || '?'} ${String(o.source).replace(/^.*node_modules\//, '~').replace(/^(\.\.\/)+/, '')}:${o.line}`;
  };
  const labels = new Map<number, string>();
  for (const n of profile.nodes) labels.set(n.id, await where(n.callFrame));
  for (let i = 0; i < profile.samples.length; i += 1) {
    t += profile.timeDeltas[i];
    if (process.env.WINDOW !== "all" && (t < tapTask.ts || t > tapTask.ts + tapTask.dur)) continue;
    const id = profile.samples[i];
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    self.set(labels.get(id)!, (self.get(labels.get(id)!) ?? 0) + dt);
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const l = labels.get(n)!;
      if (seen.has(l)) continue;
      seen.add(l);
      total.set(l, (total.get(l) ?? 0) + dt);
    }
  }
  const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([l, v]) => `  ${v.toFixed(1).padStart(6)} ms  ${l}`).join('\n');
  console.log('tap task: self time (throttled ms)\n' + top(self, 25));
  console.log('tap task: total time (throttled ms)\n' + top(total, 45));
}
await browser.close();
