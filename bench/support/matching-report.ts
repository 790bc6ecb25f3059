/** Figures and verdicts of the matching benchmark (bench/matching.ts). */

export const TARGET_SPEEDUP = 5;
export const TARGET_P95_MS = 50;

export interface RunResult {
  ms: number;
  /** Candidates scored in JS. */
  examined: number;
  aboveThreshold: number;
  bestScore: number | undefined;
}

export interface PathFigures {
  runs: number;
  p50: number;
  p95: number;
  max: number;
  examinedP50: number;
  aboveThresholdP50: number;
}

/** Nearest-rank percentile. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function figures(runs: readonly RunResult[]): PathFigures {
  const ms = runs.map((run) => run.ms);
  return {
    runs: runs.length,
    p50: round1(percentile(ms, 50)),
    p95: round1(percentile(ms, 95)),
    max: round1(Math.max(...ms)),
    examinedP50: percentile(runs.map((run) => run.examined), 50),
    aboveThresholdP50: percentile(runs.map((run) => run.aboveThreshold), 50),
  };
}

export function printTable(rows: ReadonlyArray<[string, PathFigures]>): void {
  const table = [
    ['path', 'runs', 'p50 ms', 'p95 ms', 'max ms', 'scored (p50)', '>= threshold (p50)'],
    ...rows.map(([name, f]) => [name, f.runs, f.p50.toFixed(1), f.p95.toFixed(1), f.max.toFixed(1), f.examinedP50, f.aboveThresholdP50].map(String)),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const row of table) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
}

export interface Verdict {
  speedupP50: number;
  speedupP95: number;
  speedupMet: boolean;
  latencyMet: boolean;
}

export function verdict(indexed: PathFigures, bruteForce: PathFigures): Verdict {
  const speedupP50 = round1(bruteForce.p50 / indexed.p50);
  const speedupP95 = round1(bruteForce.p95 / indexed.p95);
  return { speedupP50, speedupP95, speedupMet: Math.min(speedupP50, speedupP95) >= TARGET_SPEEDUP, latencyMet: indexed.p95 < TARGET_P95_MS };
}

export function printVerdict(label: string, result: Verdict): void {
  console.log(`speed-up brute force / ${label}: ${result.speedupP50}x at p50, ${result.speedupP95}x at p95`);
  console.log(`${result.speedupMet ? 'PASS' : 'FAIL'}  ${label}: at least ${TARGET_SPEEDUP}x faster than brute force (at p50 and at p95)`);
  console.log(`${result.latencyMet ? 'PASS' : 'FAIL'}  ${label}: p95 under ${TARGET_P95_MS} ms`);
}
