/** Figures and verdicts of the matching benchmark (bench/matching.ts). */

export const TARGET_SPEEDUP = 5;
/** Target: p95 at most 50 ms at 100,000 users, at most 100 ms at 1,000,000. */
export const targetP95Ms = (users: number) => (users > 100_000 ? 100 : 50);
export const TARGET_RECALL = 0.9;
/** Target: the same best score as brute force for at least 45 of 50 sample users. */
export const TARGET_SAME_BEST_SHARE = 0.9;
export const TOP_K = 10;

export interface RunResult {
  ms: number;
  /** Candidates scored by scoreMatch in JS. */
  examined: number;
  aboveThreshold: number;
  bestScore: number | undefined;
  /** Scores of the best TOP_K candidates, best first. */
  topScores: number[];
}

export interface Quality {
  samples: number;
  recallMean: number;
  recallMin: number;
  sameBest: number;
}

export interface PathFigures {
  runs: number;
  p50: number;
  p95: number;
  max: number;
  examinedP50: number;
  aboveThresholdP50: number;
  quality?: Quality;
}

/** Nearest-rank percentile. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Recall@10 that does not depend on how ties are broken: the exact top 10 is every candidate scoring at least
 * the exact 10th best score, so a found candidate counts when its (scoreMatch) score reaches that score,
 * up to 10 (or fewer, when fewer than 10 candidates exist).
 */
export function recallAtK(found: readonly number[], exact: readonly number[]): number {
  const wanted = Math.min(TOP_K, exact.length);
  if (wanted === 0) return 1;
  const cut = exact[wanted - 1] as number;
  return Math.min(wanted, found.slice(0, TOP_K).filter((score) => score >= cut).length) / wanted;
}

export function quality(runs: readonly RunResult[], exact: readonly number[][]): Quality {
  const recalls = runs.map((run, index) => recallAtK(run.topScores, exact[index] as number[]));
  return {
    samples: runs.length,
    recallMean: Math.round((recalls.reduce((sum, value) => sum + value, 0) / recalls.length) * 1000) / 1000,
    recallMin: Math.min(...recalls),
    sameBest: runs.filter((run, index) => run.topScores[0] === exact[index]?.[0]).length,
  };
}

export function figures(runs: readonly RunResult[], exact?: readonly number[][]): PathFigures {
  const ms = runs.map((run) => run.ms);
  return {
    runs: runs.length,
    p50: round1(percentile(ms, 50)),
    p95: round1(percentile(ms, 95)),
    max: round1(Math.max(...ms)),
    examinedP50: percentile(
      runs.map((run) => run.examined),
      50,
    ),
    aboveThresholdP50: percentile(
      runs.map((run) => run.aboveThreshold),
      50,
    ),
    ...(exact && { quality: quality(runs, exact) }),
  };
}

export function printTable(rows: ReadonlyArray<[string, PathFigures]>): void {
  const table = [
    ['path', 'runs', 'p50 ms', 'p95 ms', 'max ms', 'scored (p50)', '>= threshold (p50)', 'recall@10 mean', 'min', 'same best'],
    ...rows.map(([name, f]) =>
      [
        name,
        f.runs,
        f.p50.toFixed(1),
        f.p95.toFixed(1),
        f.max.toFixed(1),
        f.examinedP50,
        f.aboveThresholdP50,
        f.quality ? f.quality.recallMean.toFixed(3) : '-',
        f.quality ? f.quality.recallMin.toFixed(1) : '',
        f.quality ? `${f.quality.sameBest}/${f.quality.samples}` : '',
      ].map(String),
    ),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const row of table) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
}

export interface Verdict {
  speedupP50: number;
  speedupP95: number;
  speedupMet: boolean;
  latencyMet: boolean;
  recallMet: boolean;
  sameBestMet: boolean;
}

export function verdict(indexed: PathFigures, bruteForce: PathFigures, users: number): Verdict {
  const speedupP50 = round1(bruteForce.p50 / indexed.p50);
  const speedupP95 = round1(bruteForce.p95 / indexed.p95);
  const q = indexed.quality;
  return {
    speedupP50,
    speedupP95,
    speedupMet: Math.min(speedupP50, speedupP95) >= TARGET_SPEEDUP,
    latencyMet: indexed.p95 <= targetP95Ms(users),
    recallMet: q !== undefined && q.recallMean >= TARGET_RECALL,
    sameBestMet: q !== undefined && q.sameBest >= Math.ceil(TARGET_SAME_BEST_SHARE * q.samples),
  };
}

export function printVerdict(label: string, result: Verdict, users: number, samples: number): void {
  const line = (met: boolean, text: string) => console.log(`${met ? 'PASS' : 'FAIL'}  ${label}: ${text}`);
  console.log(`speed-up brute force / ${label}: ${result.speedupP50}x at p50, ${result.speedupP95}x at p95`);
  line(result.speedupMet, `at least ${TARGET_SPEEDUP}x faster than brute force (at p50 and at p95)`);
  line(result.latencyMet, `p95 at most ${targetP95Ms(users)} ms at ${users.toLocaleString('en-US')} users`);
  line(result.recallMet, `recall@10 against brute force at least ${TARGET_RECALL} (mean of ${samples} users)`);
  line(result.sameBestMet, `same best score as brute force for at least ${Math.ceil(TARGET_SAME_BEST_SHARE * samples)} of ${samples} users`);
}
