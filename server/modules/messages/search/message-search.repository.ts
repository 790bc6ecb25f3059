import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';

export interface SearchRow {
  id: number;
  match_id: number;
  sender_id: number;
  sent_at_ms: number;
  partner_name: string;
  /** ts_headline's fragment with \u0001 before and \u0002 after each matched word (messages cannot hold control characters). */
  headline: string;
}

/** How many of the newest messages the first step reads: a word in 5% of them has its 20 newest hits there. */
export const RECENT_WINDOW = 400;

/**
 * Full-text search over the user's conversations that still exist (a block or unmatch deletes the match and
 * its messages), never a deleted, removed or hidden message, newest first, in two steps whose cost does not
 * hang on the planner's guess of how common a word is (at 10 million messages that guess sent rare words down
 * a row-by-row walk of seconds; bench/README.md):
 * 1. The newest RECENT_WINDOW messages of the user (or the conversation), read in id order from the
 *    (person, id) or (match, id) index and matched with `to_tsvector`: a common word ends here.
 * 2. Otherwise the words' index, which keys every word by person (`message_search_vector`, migration 0030):
 *    `'<user id>/<word>':*` reads only this user's part of it, and the word is rare enough for its hits to be
 *    fetched and sorted (`id + 0`: never walk the id index row by row).
 * `words` is normalised by the same `to_tsvector('simple', ...)` the index uses; `tsquery` holds the plain
 * words (step 1's match and the snippet's marks).
 */
export async function searchMessages(db: Executor, input: SearchInput): Promise<SearchRow[]> {
  return db.transaction(async (tx) => {
    // Both steps read a few hundred rows, but the planner cannot know it (it guesses a prefix matches 2% of
    // the table): left alone, it compiles the query (JIT, about 50 ms) and starts parallel workers (20 ms) for a
    // search that then takes 1 ms. For this transaction only.
    await tx.execute(sql`select set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`);
    return searchInTwoSteps(tx, input);
  });
}

interface SearchInput {
  userId: number;
  words: string;
  tsquery: string;
  matchId?: number;
  limit: number;
}

async function searchInTwoSteps(db: Executor, input: SearchInput): Promise<SearchRow[]> {
  const { userId, matchId, limit } = input;
  const lexemes = await queryRows<{ word: string }>(db, sql`select unnest(tsvector_to_array(to_tsvector('simple', ${input.words}))) as word`);
  if (lexemes.length === 0) return [];
  const mine = lexemes.map(({ word }) => `'${userId}/${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`).join(' & ');
  const visible = sql`m.removed_at is null and m.hidden_at is null and m.deleted_at is null`;
  const recent =
    matchId === undefined
      ? sql`select * from (
          (select * from messages where sender_id = ${userId} order by id desc limit ${RECENT_WINDOW})
          union all
          (select * from messages where recipient_id = ${userId} order by id desc limit ${RECENT_WINDOW})
        ) mine order by id desc limit ${RECENT_WINDOW}`
      : sql`select * from messages where match_id = ${matchId} order by id desc limit ${RECENT_WINDOW}`;
  const inWindow = await found(
    db,
    userId,
    input.tsquery,
    limit,
    sql`
      select m.* from (${recent}) m
      where to_tsvector('simple', m.content) @@ to_tsquery('simple', ${input.tsquery}) and ${visible}
      order by m.id desc limit ${limit}`,
  );
  if (inWindow.length >= limit) return inWindow;
  return found(
    db,
    userId,
    input.tsquery,
    limit,
    sql`
      select m.* from messages m
      where message_search_vector(m.content, m.sender_id, m.recipient_id) @@ ${mine}::tsquery
        ${matchId === undefined ? sql`` : sql`and m.match_id = ${matchId}`} and ${visible}
      order by m.id + 0 desc limit ${limit}`,
  );
}

/** The rows `hits` selects, with the partner's name and the snippet. */
async function found(db: Executor, userId: number, tsquery: string, limit: number, hits: SQL): Promise<SearchRow[]> {
  return queryRows<SearchRow>(
    db,
    sql`
    with query as (select to_tsquery('simple', ${tsquery}) as shown), hits as (${hits})
    select hits.id, hits.match_id, hits.sender_id, (extract(epoch from hits.sent_at) * 1000)::float8 as sent_at_ms,
      u.display_name as partner_name,
      ts_headline('simple', hits.content, query.shown, 'StartSel=' || chr(1) || ', StopSel=' || chr(2) || ', MaxWords=24, MinWords=8, ShortWord=1, MaxFragments=1, FragmentDelimiter=" … "') as headline
    from hits join users u on u.id = case when hits.sender_id = ${userId} then hits.recipient_id else hits.sender_id end, query
    order by hits.id desc limit ${limit}`,
  );
}
