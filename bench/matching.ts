/**
 * Matching benchmark: with 100,000 seeded users on PostgreSQL, for 50 sample users, the time
 * and the quality of runMatching's path (candidate index, docs/decisions/028 and 037) against the candidate query it
 * replaced (the 200 most recently active users with a topic overlap, decision 004) and a brute-force scan that
 * loads and scores every user, in the same run. Quality is recall@10 and "same best score" against the exact
 * top 10 of a full scan for every sample user.
 * Targets: at least 5x faster than brute force; p95 at most 50 ms (100 ms at 1,000,000 users); recall@10 at
 * least 0.9 and the same best score for at least 45 of the 50.
 *
 *   node --import tsx bench/matching.ts
 *   BENCH_USERS=1000000 node --import tsx bench/matching.ts
 *
 * Creates and drops its own database (coinmates_bench_<pid>) on the server of BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test. BENCH_USERS overrides the 100,000. Every
 * user's profile is drawn (real users are varied); BENCH_REPEAT_PROFILES=1 draws only the first 100,000 and
 * repeats their learning profiles beyond that, which seeds a million users faster (fewer profile classes).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import pg from 'pg';
import type { Traits } from '../shared/constants/personality';
import { openDatabase, type Database } from '../server/db/client';
import { personalities, users } from '../server/db/schema';
import { CandidateIndex } from '../server/modules/matching/candidate-index';
import { scoreMatch, type MatchProfile } from '../server/modules/matching/match-score';
import { candidateIndexSource, findMatchProfile, findPairedUserIds } from '../server/modules/matching/matching.repository';
import { latestSocialBirthMonth } from '../server/modules/auth/users.service';
import { CANDIDATE_LIMIT, MATCH_SCORE_THRESHOLD, MAX_NEW_MATCHES_PER_RUN, rankCandidates } from '../server/modules/matching/matching.service';
import { BASELINE_LIMIT, profileColumns, recencyCandidates } from './support/matching-baseline';
import { figures, printTable, printVerdict, quality, TOP_K, verdict, type RunResult } from './support/matching-report';
import { seededRandom } from '../server/test/seeded-random';
import { seedPopulation } from './support/matching-seed';

const USER_COUNT = Number(process.env.BENCH_USERS ?? 100_000);
const DRAWN_USERS = process.env.BENCH_REPEAT_PROFILES === '1' ? Math.min(USER_COUNT, 100_000) : USER_COUNT;
const SAMPLES = 50;
const LARGE = USER_COUNT > 100_000;
/** A full scan per sample is long at 1,000,000 users: fewer there (and BENCH_RECALL_SAMPLES overrides). */
const RECALL_SAMPLES = Number(process.env.BENCH_RECALL_SAMPLES ?? (LARGE ? 20 : SAMPLES));
const BRUTE_FORCE_TIMED = LARGE ? 2 : 5;
const WARM_UP_RUNS = 5;
const SEED = 4;
const PAGE = 20_000;

type Scored = { score: number }[];

function result(started: number, scored: Scored): RunResult {
  const sorted = [...scored].sort((a, b) => b.score - a.score);
  const above = sorted.filter((entry) => entry.score >= MATCH_SCORE_THRESHOLD);
  return {
    ms: performance.now() - started,
    examined: scored.length,
    aboveThreshold: above.length,
    bestScore: above.slice(0, MAX_NEW_MATCHES_PER_RUN)[0]?.score,
    topScores: sorted.slice(0, TOP_K).map((entry) => entry.score),
  };
}

async function profileOf(db: Database, userId: number): Promise<MatchProfile> {
  const me = await findMatchProfile(db, userId);
  if (!me) throw new Error(`user ${userId} has no personality`);
  return me;
}

/** runMatching's path up to (not including) the inserts, so every sample sees the same state. */
async function indexedRun(db: Database, index: CandidateIndex, userId: number): Promise<RunResult> {
  const started = performance.now();
  const found = await rankCandidates({ db, candidates: index }, userId);
  if (!found) throw new Error(`user ${userId} has no personality or topics`);
  return result(started, found.ranked);
}

/** The in-memory scan alone (CPU, no database): what each run adds to the event loop. */
async function scanTimes(db: Database, index: CandidateIndex, userIds: readonly number[]): Promise<RunResult[]> {
  const runs: RunResult[] = [];
  for (const userId of userIds) {
    const [me, paired] = await Promise.all([profileOf(db, userId), findPairedUserIds(db, userId)]);
    const started = performance.now();
    runs.push(result(started, index.best(me, paired, CANDIDATE_LIMIT, latestSocialBirthMonth())));
  }
  return runs;
}

/** The path before decision 028: the 200 most recently active users with a topic overlap, scored in JS. */
async function recencyRun(db: Database, userId: number): Promise<RunResult> {
  const started = performance.now();
  const me = await profileOf(db, userId);
  return result(
    started,
    (await recencyCandidates(db, me, BASELINE_LIMIT)).map((candidate) => scoreMatch(me, candidate)),
  );
}

/** Every user with a personality who is not banned, in pages by id (bounded memory at 1,000,000 users). */
async function forEachPage(db: Database, visit: (rows: MatchProfile[]) => void): Promise<void> {
  for (let afterId = 0; ;) {
    const rows = await db
      .select(profileColumns)
      .from(users)
      .innerJoin(personalities, eq(personalities.userId, users.id))
      .where(and(gt(users.id, afterId), isNull(users.bannedAt)))
      .orderBy(asc(users.id))
      .limit(PAGE);
    visit(rows.map((row) => ({ ...row, traits: row.traits as Traits })));
    if (rows.length < PAGE) return;
    afterId = (rows[rows.length - 1] as { userId: number }).userId;
  }
}

/** The same question without any index: every user loaded and scored, minus my matches and blocks. */
async function bruteForceRun(db: Database, userId: number): Promise<RunResult> {
  const started = performance.now();
  const me = await profileOf(db, userId);
  const paired = await findPairedUserIds(db, userId);
  const scored: Scored = [];
  await forEachPage(db, (rows) => {
    for (const row of rows) if (row.userId !== userId && !paired.has(row.userId)) scored.push({ score: scoreMatch(me, row).score });
  });
  return result(started, scored);
}

/** The exact top-10 scores of every sample user, in one pass over everyone (not timed). */
async function exactTopScores(db: Database, userIds: readonly number[]): Promise<number[][]> {
  const mes = await Promise.all(userIds.map((userId) => profileOf(db, userId)));
  const paired = await Promise.all(userIds.map((userId) => findPairedUserIds(db, userId)));
  const tops = userIds.map(() => [] as number[]);
  await forEachPage(db, (rows) => {
    mes.forEach((me, index) => {
      const top = tops[index] as number[];
      const skip = paired[index] as Set<number>;
      for (const row of rows) {
        if (row.userId === me.userId || skip.has(row.userId)) continue;
        const { score } = scoreMatch(me, row);
        if (top.length === TOP_K && score <= (top[TOP_K - 1] as number)) continue;
        top.push(score);
        top.sort((a, b) => b - a);
        if (top.length > TOP_K) top.pop();
      }
    });
  });
  return tops;
}

async function runAll(run: (userId: number) => Promise<RunResult>, userIds: readonly number[]): Promise<RunResult[]> {
  const results: RunResult[] = [];
  for (const userId of userIds) results.push(await run(userId));
  return results;
}

/** Other work on the machine inflates every figure here; the load average says how much to discount them. */
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function measure(url: string): Promise<boolean> {
  const startedAt = performance.now();
  const loadAtStart = loadAverage();
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  try {
    const seeded = await seedPopulation(url, USER_COUNT, SEED, DRAWN_USERS);
    const seedSeconds = (performance.now() - startedAt) / 1000;
    const random = seededRandom(SEED + 1);
    const pickUser = () => seeded.matchableIds[Math.floor(random() * seeded.matchableIds.length)] as number;
    const samples = Array.from({ length: SAMPLES }, pickUser);
    const db = handle.db;

    // The first sync loads every user with a personality: what an instance does once, at its first run.
    const index = new CandidateIndex();
    const buildStarted = performance.now();
    await index.sync(candidateIndexSource(db));
    const build = { seconds: (performance.now() - buildStarted) / 1000, users: index.size, classes: index.classes, typedArrayMb: index.bytes / 1e6 };

    const warmUps = Array.from({ length: WARM_UP_RUNS }, pickUser);
    await runAll((userId) => indexedRun(db, index, userId), warmUps);
    await runAll((userId) => recencyRun(db, userId), warmUps);
    await bruteForceRun(db, pickUser());
    const indexedRuns = await runAll((userId) => indexedRun(db, index, userId), samples);
    const recencyRuns = await runAll((userId) => recencyRun(db, userId), samples);
    const scanRuns = await scanTimes(db, index, samples);
    const bruteForceRuns = await runAll((userId) => bruteForceRun(db, userId), samples.slice(0, BRUTE_FORCE_TIMED));
    const exactStarted = performance.now();
    const exact = await exactTopScores(db, samples.slice(0, RECALL_SAMPLES));
    const exactSeconds = (performance.now() - exactStarted) / 1000;

    const indexed = { ...figures(indexedRuns), quality: quality(indexedRuns.slice(0, RECALL_SAMPLES), exact) };
    const recency = { ...figures(recencyRuns), quality: quality(recencyRuns.slice(0, RECALL_SAMPLES), exact) };
    const scan = figures(scanRuns);
    const bruteForce = figures(bruteForceRuns);
    const result = verdict(indexed, bruteForce, seeded.users);

    const drawn = DRAWN_USERS === USER_COUNT ? 'every profile drawn' : `profiles of the first ${DRAWN_USERS} repeated`;
    console.log(`Matching on PostgreSQL: ${seeded.users} users (${seeded.matchableIds.length} with topics, ${drawn}), ${seeded.matches} existing matches, seeded in ${seedSeconds.toFixed(1)} s`);
    console.log(`candidate index: ${build.users} users in ${build.classes} profile classes, ${build.typedArrayMb.toFixed(1)} MB of typed arrays, first sync (full load) ${build.seconds.toFixed(1)} s`);
    console.log(
      `threshold ${MATCH_SCORE_THRESHOLD}; ${SAMPLES} sample users after warm-up; recall@10 and best score against the exact top 10 of a full scan for the first ${RECALL_SAMPLES} (${exactSeconds.toFixed(0)} s, not timed); brute force timed for the first ${BRUTE_FORCE_TIMED}\n`,
    );
    printTable([
      [`candidate index, top ${CANDIDATE_LIMIT} re-read (028, 037)`, indexed],
      ['  of which the in-memory scan', scan],
      [`recency, LIMIT ${BASELINE_LIMIT} (004, before)`, recency],
      ['brute force (score all)', bruteForce],
    ]);
    const bestScores = (runs: RunResult[]) => runs.map((run) => run.topScores[0] ?? '-').join(', ');
    console.log(
      `\nbest score, first ${BRUTE_FORCE_TIMED} users: candidate index ${bestScores(indexedRuns.slice(0, BRUTE_FORCE_TIMED))}; recency ${bestScores(recencyRuns.slice(0, BRUTE_FORCE_TIMED))}; brute force ${bestScores(bruteForceRuns)}`,
    );
    printVerdict('candidate index', result, seeded.users, RECALL_SAMPLES);

    const outDir = path.resolve(import.meta.dirname, 'results');
    mkdirSync(outDir, { recursive: true });
    const seconds = (performance.now() - startedAt) / 1000;
    const load = { cores: os.cpus().length, atStart: loadAtStart, atEnd: loadAverage() };
    writeFileSync(
      path.join(outDir, 'matching.json'),
      `${JSON.stringify({ users: seeded.users, drawnProfiles: DRAWN_USERS, build, indexed, scan, recency, bruteForce, ...result, seconds, load }, null, 2)}\n`,
    );
    console.log(`\ntotal ${seconds.toFixed(0)} s on ${load.cores} cores, load average ${load.atStart} at start, ${load.atEnd} at end; figures in bench/results/matching.json`);
    return result.speedupMet && result.latencyMet && result.recallMet && result.sameBestMet;
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
