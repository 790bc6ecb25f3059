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
 * its messages), never a deleted, removed or hidden message. The `to_tsvector('simple', content)` expression
 * is the one `messages_search_idx` (GIN) indexes: change both together.
 */
export async function searchMessages(db: Executor, input: { userId: number; tsquery: string; matchId?: number; limit: number }): Promise<SearchRow[]> {
  return queryRows<SearchRow>(
    db,
    sql`
    with query as (select to_tsquery('simple', ${input.tsquery}) as q),
    found as (
      select m.id, m.match_id, m.sender_id, m.sent_at, m.content,
        case when mt.user_low_id = ${input.userId} then mt.user_high_id else mt.user_low_id end as partner_id
      from messages m
      join matches mt on mt.id = m.match_id, query
      where to_tsvector('simple', m.content) @@ query.q
        and (mt.user_low_id = ${input.userId} or mt.user_high_id = ${input.userId})
        ${input.matchId === undefined ? sql`` : sql`and m.match_id = ${input.matchId}`}
        and m.removed_at is null and m.hidden_at is null and m.deleted_at is null
      order by m.id desc
      limit ${input.limit}
    )
    select found.id, found.match_id, found.sender_id, (extract(epoch from found.sent_at) * 1000)::float8 as sent_at_ms,
      u.display_name as partner_name,
      ts_headline('simple', found.content, query.q, 'StartSel=' || chr(1) || ', StopSel=' || chr(2) || ', MaxWords=24, MinWords=8, ShortWord=1, MaxFragments=1, FragmentDelimiter=" … "') as headline
    from found join users u on u.id = found.partner_id, query
    order by found.id desc`,
  );
}
