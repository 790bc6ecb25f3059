import { sql } from 'drizzle-orm';
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

/**
 * Full-text search over the user's conversations that still exist (a block or unmatch deletes the match and
 * its messages), never a deleted, removed or hidden message. The index keys every word by person
 * (`message_search_vector`, migration 0030): the query asks for `'<user id>/<word>':*`, so a prefix reads
 * only this user's part of the index. `words` is normalised by the same `to_tsvector('simple', ...)` the
 * index uses; `tsquery` (the plain words) only marks the matches in the snippet. The person's tsquery is
 * sent as a value, not computed in the statement, so the planner sees its words and can tell a rare word
 * (read the index) from a common one (walk the newest rows).
 */
export async function searchMessages(db: Executor, input: { userId: number; words: string; tsquery: string; matchId?: number; limit: number }): Promise<SearchRow[]> {
  const columns = sql`m.id, m.match_id, m.sender_id, m.sent_at, m.content, case when m.sender_id = ${input.userId} then m.recipient_id else m.sender_id end as partner_id`;
  const lexemes = await queryRows<{ word: string }>(db, sql`select unnest(tsvector_to_array(to_tsvector('simple', ${input.words}))) as word`);
  if (lexemes.length === 0) return [];
  const mine = lexemes.map(({ word }) => `'${input.userId}/${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`).join(' & ');
  const matches = sql`message_search_vector(m.content, m.sender_id, m.recipient_id) @@ ${mine}::tsquery
        and m.removed_at is null and m.hidden_at is null and m.deleted_at is null`;
  return queryRows<SearchRow>(
    db,
    sql`
    with query as (select to_tsquery('simple', ${input.tsquery}) as shown),
    found as (${
      input.matchId === undefined
        ? // Across all conversations: the newest hits among what the user sent, and among what they received,
          // each branch on its own (person, id) index, so the planner can walk a common word's newest rows in
          // order and use the words' index for a rare one.
          sql`
      (select ${columns} from messages m where m.sender_id = ${input.userId} and ${matches} order by m.id desc limit ${input.limit})
      union all
      (select ${columns} from messages m where m.recipient_id = ${input.userId} and ${matches} order by m.id desc limit ${input.limit})
      order by id desc limit ${input.limit}`
        : sql`
      select ${columns} from messages m where m.match_id = ${input.matchId} and ${matches} order by m.id desc limit ${input.limit}`
    }
    )
    select found.id, found.match_id, found.sender_id, (extract(epoch from found.sent_at) * 1000)::float8 as sent_at_ms,
      u.display_name as partner_name,
      ts_headline('simple', found.content, query.shown, 'StartSel=' || chr(1) || ', StopSel=' || chr(2) || ', MaxWords=24, MinWords=8, ShortWord=1, MaxFragments=1, FragmentDelimiter=" … "') as headline
    from found join users u on u.id = found.partner_id, query
    order by found.id desc`,
  );
}
