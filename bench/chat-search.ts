/**
 * Message search (docs/decisions/053-chat-replies-reactions-edits-search.md) on PostgreSQL: one user with
 * 100,000 messages (100 conversations of 1,000) among BENCH_MESSAGES messages in all (default 1,000,000;
 * the target is 10,000,000) of about 10,000 users, then SAMPLES searches across all of the user's
 * conversations and within one, through the real repository query: for a word picked at random from the
 * words the messages use (a prefix of it every other time), for the most common words and for the middle band
 * (words in 0.5% to 5% of the user's messages, the dearest for the second step). Reports p50 and
 * p95, the load average (other work on the machine inflates every figure) and EXPLAIN (ANALYZE, BUFFERS) of
 * one search of each kind. Target: p95 <= 50 ms at 10 million.
 *
 *   BENCH_MESSAGES=10000000 node --import tsx bench/chat-search.ts
 *
 * The messages' text is built from the app's own sentences (content/modules/*.html, the vocabulary's
 * definitions and examples): two clauses per message, picked with different strides so rows differ. It is
 * loaded set-based (INSERT ... SELECT generate_series) with the messages' secondary indexes dropped and
 * foreign-key triggers off, as a restore would do it, then the indexes are built once.
 *
 * Creates and drops its own database (coinmates_bench_search_<pid>) on BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test. BENCH_KEEP=1 keeps it, and
 * BENCH_REUSE=<that database's name> searches a kept one again without seeding (its migrations are brought
 * up to date first, so a change to the search can be measured on the same 10 million rows).
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { searchMessages } from '../server/modules/messages/search/message-search.repository';
import { toTsquery } from '../server/modules/messages/search/message-search.service';

const TOTAL = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const MINE_CONVERSATIONS = 100;
const PER_CONVERSATION = 1_000;
const OTHER_USERS = 10_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const COMMON_WORDS = 10;

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

/** Clauses of the app's own text: module pages without their markup, and the vocabulary's definitions and examples. */
function clauses(): string[] {
  const root = path.resolve(import.meta.dirname, '..', 'content');
  const texts: string[] = [];
  for (const file of readdirSync(path.join(root, 'modules')).filter((name) => name.endsWith('.html'))) {
    texts.push(
      readFileSync(path.join(root, 'modules', file), 'utf8')
        .replace(/<[^>]*>/g, ' ')
        .replace(/&[a-z#0-9]+;/g, ' '),
    );
  }
  for (const file of readdirSync(path.join(root, 'vocabulary')).filter((name) => name.endsWith('.json'))) {
    for (const term of JSON.parse(readFileSync(path.join(root, 'vocabulary', file), 'utf8')) as { definition?: string; example?: string }[]) {
      texts.push(term.definition ?? '', term.example ?? '');
    }
  }
  return texts
    .join(' ')
    .split(/[.!?;:,]\s+|\n+/)
    .map((clause) => clause.replace(/\s+/g, ' ').trim())
    .filter((clause) => clause.split(' ').length >= 3);
}

async function seed(client: pg.Client, pieces: string[]): Promise<void> {
  await client.query(`set maintenance_work_mem = '1GB'`);
  await client.query('create unlogged table bench_clauses (n int primary key, text text not null)');
  await client.query('insert into bench_clauses select n - 1, t from unnest($1::text[]) with ordinality as c(t, n)', [pieces]);
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
  // A bulk load, as a restore would do it: secondary indexes built once after the rows are in, no per-row FK checks.
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition from pg_index
    where indrelid = 'messages'::regclass and not indisprimary`,
  );
  for (const index of indexes) await client.query(`drop index ${index.name}`);
  await client.query(`set session_replication_role = replica`);
  // Two clauses per message, picked with different strides (so the rows differ), read at sending. The user's
  // messages are spread evenly through the whole table (every `stride`-th row), as a member who chats for
  // years among everyone else's messages: each of their rows sits on a page of its own.
  const content = `(select text from bench_clauses where n = (g::bigint * 7919) % $4::int) || ' ' || (select text from bench_clauses where n = (g::bigint * 104729 + g / 7) % $4::int)`;
  const mine = MINE_CONVERSATIONS * PER_CONVERSATION;
  const total = Math.max(TOTAL, mine);
  const stride = Math.floor(total / mine);
  // Row g: the user's when g % stride = 0 (conversation 1 + its index mod 100, the user and the partner
  // taking turns every 100 of theirs), else one of the other pairs.
  const isMine = `g % p.stride = 0`;
  const mineMatch = `1 + (g / p.stride) % ${MINE_CONVERSATIONS}`;
  const mineSender = `case when (g / p.stride / ${MINE_CONVERSATIONS}) % 2 = 0 then 1 else 2 + (g / p.stride) % ${MINE_CONVERSATIONS} end`;
  const mineRecipient = `case when (g / p.stride / ${MINE_CONVERSATIONS}) % 2 = 0 then 2 + (g / p.stride) % ${MINE_CONVERSATIONS} else 1 end`;
  const otherMatch = `${MINE_CONVERSATIONS} + 1 + (g % ${otherPairs})`;
  const otherSender = `${MINE_CONVERSATIONS + 1} + 2 * (1 + g % ${otherPairs}) - (g % 2)`;
  const otherRecipient = `${MINE_CONVERSATIONS + 1} + 2 * (1 + g % ${otherPairs}) - (1 - g % 2)`;
  const batch = 1_000_000;
  for (let done = 0; done < total; done += batch) {
    const count = Math.min(batch, total - done);
    await client.query(
      `insert into messages (match_id, sender_id, recipient_id, content, sent_at, read_at)
      select case when ${isMine} then ${mineMatch} else ${otherMatch} end,
        case when ${isMine} then ${mineSender} else ${otherSender} end,
        case when ${isMine} then ${mineRecipient} else ${otherRecipient} end,
        ${content}, now() - ((p.total - g) || ' seconds')::interval, now() - ((p.total - g) || ' seconds')::interval
      from generate_series($1::int, $2::int) g, (select $3::int as stride, $5::int as total) p`,
      [done + 1, done + count, stride, pieces.length, total],
    );
    console.log(`  ${done + count} messages (load ${loadAverage()})`);
  }
  await client.query(`set session_replication_role = origin`);
  for (const index of indexes) {
    const at = performance.now();
    await client.query(index.definition);
    console.log(`  ${index.name} built in ${Math.round((performance.now() - at) / 1000)} s (load ${loadAverage()})`);
  }
  await client.query('analyze');
}

/**
 * The words the user's messages use, the most common ones, and the middle band (in 0.5% to 5% of the user's
 * messages: too rare for the newest 400 to hold 20 of them, common enough that the words' index finds hundreds
 * or thousands, each a row to read).
 */
async function wordsOf(client: pg.Client): Promise<{ all: string[]; common: string[]; middle: string[] }> {
  const { rows } = await client.query<{ word: string; ndoc: number }>(
    `select word, ndoc from ts_stat($$select to_tsvector('simple', content) from messages where sender_id = 1 or recipient_id = 1$$) order by ndoc desc`,
  );
  const all = rows.map((row) => row.word).filter((word) => toTsquery(word) === `${word}:*` && word.length >= 3);
  const mine = MINE_CONVERSATIONS * PER_CONVERSATION;
  const middle = rows.filter((row) => row.ndoc >= mine * 0.005 && row.ndoc <= mine * 0.05 && all.includes(row.word)).map((row) => row.word);
  return { all, common: rows.slice(0, COMMON_WORDS).map((row) => row.word), middle };
}

async function main(): Promise<void> {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const reuse = process.env.BENCH_REUSE;
  const databaseName = reuse ?? `coinmates_bench_search_${process.pid}`;
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  if (reuse === undefined) await admin.query(`create database ${databaseName}`);
  try {
    const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const started = performance.now();
      if (reuse === undefined) await seed(client, clauses());
      const seedSeconds = (performance.now() - started) / 1000;
      const words = await wordsOf(client);
      const pick = (index: number, list: string[]) => {
        const word = list[Math.floor(Math.random() * list.length)]!;
        return word.slice(0, Math.max(2, word.length - (index % 2)));
      };
      const run = async (list: string[], matchId?: number) => {
        const timings: number[] = [];
        let found = 0;
        for (let index = 0; index < SAMPLES; index += 1) {
          const at = performance.now();
          const word = pick(index, list);
          const rows = await searchMessages(handle.db, { userId: 1, words: word, tsquery: toTsquery(word)!, matchId, limit: 20 });
          timings.push(performance.now() - at);
          found += rows.length;
        }
        const round = (value: number) => Math.round(value * 10) / 10;
        return { p50: round(percentile(timings, 0.5)), p95: round(percentile(timings, 0.95)), averageResults: found / SAMPLES };
      };
      await run(words.all);
      const result = {
        messages: reuse === undefined ? TOTAL : Number((await client.query<{ count: string }>('select count(*) from messages')).rows[0]!.count),
        mine: MINE_CONVERSATIONS * PER_CONVERSATION,
        seedSeconds: Math.round(seedSeconds),
        samples: SAMPLES,
        acrossMine: await run(words.all),
        withinOne: await run(words.all, 1),
        commonWords: words.common,
        commonAcrossMine: await run(words.common),
        commonWithinOne: await run(words.common, 1),
        middleWords: words.middle.length,
        middleAcrossMine: await run(words.middle),
        middleWithinOne: await run(words.middle, 1),
        load: loadAverage(),
      };
      console.log(JSON.stringify(result, null, 2));
      // With the settings the repository sets for its transaction (no JIT, no parallel workers).
      const explain = async (label: string, word: string, matchId?: number) => {
        await client.query(`begin`);
        await client.query(`select set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`);
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) select m.id from messages m
              where message_search_vector(m.content, m.sender_id, m.recipient_id) @@ $1::tsquery
                ${matchId === undefined ? '' : `and m.match_id = ${matchId}`}
                and m.removed_at is null and m.hidden_at is null and m.deleted_at is null
              order by m.id + 0 desc limit 20`,
          [`'1/${word}':*`],
        );
        await client.query(`commit`);
        console.log(`\nEXPLAIN ${label} ('${word}:*')\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
      };
      const rare = words.all[Math.floor(words.all.length / 2)]!;
      await explain('across the user’s conversations, a word of median frequency (the second step: the words index)', rare);
      await explain('within one conversation, a word of median frequency (the second step)', rare, 1);
      const middle = words.middle[Math.floor(words.middle.length / 2)];
      if (middle) await explain('across the user’s conversations, a word of the middle band (the second step)', middle);
    } finally {
      await client.end();
      await handle.close();
    }
  } finally {
    if (process.env.BENCH_KEEP !== '1' && reuse === undefined) await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}

await main();
