/**
 * Matching benchmark (issue 4, "How it is shown"): with 100,000 seeded users on PostgreSQL, the time to find
 * one user's matches the way runMatching does (SQL filter through the GIN-indexed topic arrays, a bounded set
 * scored in JS), against a brute-force scan that loads and scores every user, in the same run.
 * Targets: at least 5x faster than brute force, and under 50 ms at p95.
 *
 *   node --import tsx bench/matching.ts
 *
 * Creates and drops its own database (coinmates_bench_<pid>) on the server of BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test. BENCH_USERS overrides the 100,000.
 * When the latency target is missed and the schema has no index on users.last_active_at, the indexed path is
 * measured again with that index added to the benchmark database only, to show what it would change.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, or } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/client';
import { matches, personalities, users } from '../server/db/schema';
import { scoreMatch, type MatchProfile } from '../server/modules/matching/match-score';
import { findCandidates, findMatchProfile } from '../server/modules/matching/matching.repository';
import { CANDIDATE_LIMIT, MATCH_SCORE_THRESHOLD, MAX_NEW_MATCHES_PER_RUN } from '../server/modules/matching/matching.service';
import { addRecencyIndex, explainCandidateQuery, hasRecencyIndex, RECENCY_INDEX } from './support/matching-plan';
import { figures, printTable, printVerdict, verdict, type RunResult } from './support/matching-report';
import { seedPopulation, seededRandom } from './support/matching-seed';

const USER_COUNT = Number(process.env.BENCH_USERS ?? 100_000);
const INDEXED_SAMPLES = 50;
const BRUTE_FORCE_SAMPLES = 5;
const WARM_UP_RUNS = 5;
const SEED = 4;

/** runMatching's selection: candidates at or above the threshold, best first, at most MAX_NEW_MATCHES_PER_RUN. */
function selectBest(me: MatchProfile, candidates: readonly MatchProfile[]) {
  const above = candidates.map((candidate) => ({ candidate, ...scoreMatch(me, candidate) })).filter((entry) => entry.score >= MATCH_SCORE_THRESHOLD);
  return { aboveThreshold: above.length, best: above.sort((a, b) => b.score - a.score).slice(0, MAX_NEW_MATCHES_PER_RUN) };
}

/** runMatching's path up to (not including) the inserts, so every sample sees the same state. */
async function indexedRun(db: Database, userId: number): Promise<RunResult> {
  const started = performance.now();
  const me = await findMatchProfile(db, userId);
  if (!me) throw new Error(`user ${userId} has no personality`);
  const candidates = await findCandidates(db, me, CANDIDATE_LIMIT);
  const { aboveThreshold, best } = selectBest(me, candidates);
  return { ms: performance.now() - started, examined: candidates.length, aboveThreshold, bestScore: best[0]?.score };
}

const profileColumns = {
  userId: users.id,
  teachTopics: users.teachTopics,
  learnTopics: users.learnTopics,
  learningInterests: users.learningInterests,
  preferredLearningStyle: users.preferredLearningStyle,
  communicationStyle: users.communicationStyle,
  traits: personalities.traits,
};

/** The same question without the SQL filter: every user with a personality is loaded and scored. */
async function bruteForceRun(db: Database, userId: number): Promise<RunResult> {
  const started = performance.now();
  const me = await findMatchProfile(db, userId);
  if (!me) throw new Error(`user ${userId} has no personality`);
  const [everyone, myMatches] = await Promise.all([
    db.select(profileColumns).from(users).innerJoin(personalities, eq(personalities.userId, users.id)),
    db.select({ low: matches.userLowId, high: matches.userHighId }).from(matches).where(or(eq(matches.userLowId, userId), eq(matches.userHighId, userId))),
  ]);
  const matched = new Set(myMatches.map((pair) => (pair.low === userId ? pair.high : pair.low)));
  const candidates = everyone.filter((row) => row.userId !== userId && !matched.has(row.userId)) as unknown as MatchProfile[];
  const { aboveThreshold, best } = selectBest(me, candidates);
  return { ms: performance.now() - started, examined: candidates.length, aboveThreshold, bestScore: best[0]?.score };
}

async function runAll(db: Database, run: (db: Database, userId: number) => Promise<RunResult>, userIds: readonly number[]): Promise<RunResult[]> {
  const results: RunResult[] = [];
  for (const userId of userIds) results.push(await run(db, userId));
  return results;
}

const printPlan = (lines: readonly string[]) => lines.forEach((line) => console.log(`  ${line}`));

/** Other work on the machine inflates every figure here; the load average says how much to discount them. */
const loadAverage = () => os.loadavg().map((value) => value.toFixed(1)).join(' ');

async function measure(url: string): Promise<boolean> {
  const startedAt = performance.now();
  const loadAtStart = loadAverage();
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  try {
    const seeded = await seedPopulation(url, USER_COUNT, SEED);
    const seedSeconds = (performance.now() - startedAt) / 1000;
    const random = seededRandom(SEED + 1);
    const pickUser = () => seeded.matchableIds[Math.floor(random() * seeded.matchableIds.length)] as number;
    const samples = Array.from({ length: INDEXED_SAMPLES }, pickUser);

    await runAll(handle.db, indexedRun, Array.from({ length: WARM_UP_RUNS }, pickUser));
    await bruteForceRun(handle.db, pickUser());
    const indexedRuns = await runAll(handle.db, indexedRun, samples);
    const bruteForceRuns = await runAll(handle.db, bruteForceRun, samples.slice(0, BRUTE_FORCE_SAMPLES));
    const indexed = figures(indexedRuns);
    const bruteForce = figures(bruteForceRuns);
    const result = verdict(indexed, bruteForce);

    console.log(`Matching (issue 4) on PostgreSQL: ${seeded.users} users (${seeded.matchableIds.length} with topics), ${seeded.matches} existing matches, seeded in ${seedSeconds.toFixed(1)} s`);
    console.log(`CANDIDATE_LIMIT ${CANDIDATE_LIMIT}, threshold ${MATCH_SCORE_THRESHOLD}; ${INDEXED_SAMPLES} sample users, brute force for the first ${BRUTE_FORCE_SAMPLES}; after warm-up\n`);
    printTable([
      ['indexed (runMatching path)', indexed],
      ['brute force (score all)', bruteForce],
    ]);
    const bestScores = (runs: RunResult[]) => runs.map((run) => run.bestScore ?? '-').join(', ');
    console.log(`\nbest score for the same ${BRUTE_FORCE_SAMPLES} users: indexed ${bestScores(indexedRuns.slice(0, BRUTE_FORCE_SAMPLES))}; brute force ${bestScores(bruteForceRuns)}`);
    printVerdict('indexed', result);
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of findCandidates for user ${samples[0]}:`);
    printPlan(await explainCandidateQuery(url, samples[0] as number));

    let withRecencyIndex: ReturnType<typeof figures> | undefined;
    if (!result.latencyMet && !(await hasRecencyIndex(url))) {
      await addRecencyIndex(url);
      await runAll(handle.db, indexedRun, Array.from({ length: WARM_UP_RUNS }, pickUser));
      withRecencyIndex = figures(await runAll(handle.db, indexedRun, samples));
      console.log(`\nWhat-if: the same ${INDEXED_SAMPLES} users with ${RECENCY_INDEX} on users (last_active_at) added to this benchmark database only:\n`);
      printTable([['indexed + recency index', withRecencyIndex]]);
      printVerdict('indexed + recency index', verdict(withRecencyIndex, bruteForce));
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of findCandidates for user ${samples[0]} with ${RECENCY_INDEX}:`);
      printPlan(await explainCandidateQuery(url, samples[0] as number));
    }

    const outDir = path.resolve(import.meta.dirname, 'results');
    mkdirSync(outDir, { recursive: true });
    const seconds = (performance.now() - startedAt) / 1000;
    const load = { cores: os.cpus().length, atStart: loadAtStart, atEnd: loadAverage() };
    writeFileSync(path.join(outDir, 'matching.json'), `${JSON.stringify({ users: seeded.users, indexed, bruteForce, ...result, withRecencyIndex, seconds, load }, null, 2)}\n`);
    console.log(`\ntotal ${seconds.toFixed(0)} s on ${load.cores} cores, load average ${load.atStart} at start, ${load.atEnd} at end; figures in bench/results/matching.json`);
    return result.speedupMet && result.latencyMet;
  } finally {
    await handle.close();
  }
}

/** A closed pool's sockets may still be closing: wait for them instead of killing them (which the pool would
 *  report as errors), and force the drop only as a last resort. */
async function dropDatabase(admin: pg.Client, databaseName: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await admin.query(`drop database if exists ${databaseName}`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.query(`drop database if exists ${databaseName} with (force)`);
}

async function main(): Promise<void> {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const databaseName = `coinmates_bench_${process.pid}`;
  const benchUrl = new URL(baseUrl);
  benchUrl.pathname = `/${databaseName}`;

  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${databaseName}`);
    try {
      const passed = await measure(benchUrl.toString());
      process.exitCode = passed ? 0 : 1;
    } finally {
      await dropDatabase(admin, databaseName);
    }
  } finally {
    await admin.end();
  }
}

await main();
