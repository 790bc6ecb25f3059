/**
 * Message search (docs/decisions/053-chat-replies-reactions-edits-search.md) on PostgreSQL: one user with
 * 100,000 messages (100 conversations of 1,000) among BENCH_MESSAGES messages in all (default 1,000,000;
 * the target is 10,000,000), then SAMPLES searches across all of the user's conversations and within one,
 * through the real repository query. Reports p50 and p95 and the load average (other work on the machine
 * inflates every figure). Target: p95 <= 50 ms at 10 million.
 *
 *   BENCH_MESSAGES=1000000 node --import tsx bench/chat-search.ts
 *
 * Creates and drops its own database (coinmates_bench_search_<pid>) on BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
 */
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { searchMessages } from '../server/modules/messages/search/message-search.repository';
import { toTsquery } from '../server/modules/messages/search/message-search.service';

const TOTAL = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const MINE_CONVERSATIONS = 100;
const PER_CONVERSATION = 1_000;
const OTHER_USERS = 20_000;
const VOCABULARY = 20_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

async function seed(client: pg.Client): Promise<void> {
  const users = 1 + MINE_CONVERSATIONS + OTHER_USERS;
  await client.query(
    `insert into users (id, username, username_key, display_name, password_hash, birth_year, birth_month)
    select g, 'bench_' || g, 'bench_' || g, 'Bench ' || g, 'x', 1990, 6 from generate_series(1, $1::int) g`,
    [users],
  );
  await client.query(`select setval(pg_get_serial_sequence('users', 'id'), $1::int)`, [users]);
  // Mine: user 1 with users 2..101. Others: pairs of the other users, disjoint.
  await client.query(
    `insert into matches (id, user_low_id, user_high_id, score, breakdown, reasons)
    select g - 1, 1, g, 80, '{}'::jsonb, '[]'::jsonb from generate_series(2, $1::int + 1) g`,
    [MINE_CONVERSATIONS],
  );
  const otherPairs = OTHER_USERS / 2;
  await client.query(
    `insert into matches (id, user_low_id, user_high_id, score, breakdown, reasons)
    select $1::int + g, $2::int + 2 * g - 1, $2::int + 2 * g, 80, '{}'::jsonb, '[]'::jsonb from generate_series(1, $3::int) g`,
    [MINE_CONVERSATIONS, MINE_CONVERSATIONS + 1, otherPairs],
  );
  // A bulk load, as a restore would do it: the search index is built once after the rows are in.
  await client.query('drop index messages_search_idx');
  const words = (n: number) => Array.from({ length: n }, () => `'w' || (floor(random() * ${VOCABULARY}))::int`).join(` || ' ' || `);
  const content = `'about staking and the chain ' || ${words(8)}`;
  await client.query(
    `insert into messages (match_id, sender_id, content, sent_at)
    select 1 + (g - 1) / $1::int, case when g % 2 = 0 then 1 else 2 + (g - 1) / $1::int end, ${content}, now() - (g || ' seconds')::interval
    from generate_series(1, $2::int) g`,
    [PER_CONVERSATION, MINE_CONVERSATIONS * PER_CONVERSATION],
  );
  const others = Math.max(0, TOTAL - MINE_CONVERSATIONS * PER_CONVERSATION);
  const batch = 1_000_000;
  for (let done = 0; done < others; done += batch) {
    const count = Math.min(batch, others - done);
    await client.query(
      `insert into messages (match_id, sender_id, content, sent_at)
      select $1::int + 1 + (g % $2::int), $3::int + 2 * (1 + g % $2::int) - (g % 2), ${content}, now() - (g || ' seconds')::interval
      from generate_series($4::int, $5::int) g`,
      [MINE_CONVERSATIONS, otherPairs, MINE_CONVERSATIONS + 1, done + 1, done + count],
    );
    console.log(`  ${done + count + MINE_CONVERSATIONS * PER_CONVERSATION} messages (load ${loadAverage()})`);
  }
  await client.query(`create index messages_search_idx on messages using gin (to_tsvector('simple', content))`);
  await client.query('analyze');
}

async function main(): Promise<void> {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const databaseName = `coinmates_bench_search_${process.pid}`;
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  try {
    const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const started = performance.now();
      await seed(client);
      const seedSeconds = (performance.now() - started) / 1000;
      const run = async (matchId?: number) => {
        const timings: number[] = [];
        let found = 0;
        for (let index = 0; index < SAMPLES; index += 1) {
          const word = `w${Math.floor(Math.random() * VOCABULARY)}`;
          const tsquery = toTsquery(word.slice(0, Math.max(2, word.length - (index % 2))));
          const at = performance.now();
          const rows = await searchMessages(handle.db, { userId: 1, tsquery: tsquery!, matchId, limit: 20 });
          timings.push(performance.now() - at);
          found += rows.length;
        }
        return { p50: percentile(timings, 0.5), p95: percentile(timings, 0.95), averageResults: found / SAMPLES };
      };
      await run();
      const all = await run();
      const one = await run(1);
      console.log(
        JSON.stringify(
          { messages: TOTAL, mine: MINE_CONVERSATIONS * PER_CONVERSATION, seedSeconds: Math.round(seedSeconds), samples: SAMPLES, acrossMine: all, withinOne: one, load: loadAverage() },
          null,
          2,
        ),
      );
    } finally {
      await client.end();
      await handle.close();
    }
  } finally {
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}

await main();
