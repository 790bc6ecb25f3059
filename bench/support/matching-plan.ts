/**
 * Query plans for the matching benchmark. The plan shown is the plan of the exact SQL findCandidates sends:
 * it is captured through a Drizzle logger (not retyped here), then run again under EXPLAIN (ANALYZE, BUFFERS).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { findCandidates, findMatchProfile } from '../../server/modules/matching/matching.repository';
import { CANDIDATE_LIMIT } from '../../server/modules/matching/matching.service';

/** The index the candidate query's ORDER BY last_active_at DESC LIMIT needs to stop early (see README). */
export const RECENCY_INDEX = 'users_last_active_at_idx';

const SUMMARY_LINE = /^\s*(->\s+)?[A-Z][A-Za-z ]+(on|using|\(cost)|Index Cond|Recheck Cond|Filter:|Buffers|Rows Removed|Heap Blocks|Sort Method|Planning Time|Execution Time/;

/** Plan nodes (type, actual time, rows) with their index conditions and buffers, and the total times. */
export async function explainCandidateQuery(url: string, userId: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let captured: { query: string; params: unknown[] } | undefined;
    const db = drizzle(client, { schema, logger: { logQuery: (query, params) => void (captured = { query, params }) } }) as unknown as Database;
    const me = await findMatchProfile(db, userId);
    if (!me) throw new Error(`user ${userId} has no personality`);
    await findCandidates(db, me, CANDIDATE_LIMIT);
    if (!captured) throw new Error('the candidate query was not captured');
    const result = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${captured.query}`, captured.params);
    return result.rows
      .map((row) => row['QUERY PLAN'])
      .filter((line) => SUMMARY_LINE.test(line))
      .map((line) => line.replace(/\(cost=[^)]*\)\s*/, '').replace(/\s+$/, ''))
      .map((line) => (line.length > 170 ? `${line.slice(0, 167)}...` : line));
  } finally {
    await client.end();
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the schema already gives users.last_active_at a btree index (then there is nothing to propose). */
export function hasRecencyIndex(url: string): Promise<boolean> {
  return withClient(url, async (client) => {
    const result = await client.query(`select 1 from pg_indexes where tablename = 'users' and indexdef ~ 'btree \\(last_active_at'`);
    return (result.rowCount ?? 0) > 0;
  });
}

/** Adds the proposed index to the throwaway benchmark database only (never to the schema). */
export function addRecencyIndex(url: string): Promise<void> {
  return withClient(url, async (client) => {
    await client.query(`create index ${RECENCY_INDEX} on users (last_active_at)`);
    await client.query('analyze users');
  });
}
