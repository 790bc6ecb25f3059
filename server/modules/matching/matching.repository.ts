import { and, asc, desc, eq, gt, gte, or, sql, type SQL } from 'drizzle-orm';
import type { Traits } from '../../../shared/constants/personality';
import { queryRows, type Database, type Executor } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { SEED_PIECE_HIDDEN_TEXT } from '../../../shared/constants/scam-rules';
import { REMOVED_MESSAGE_TEXT } from '../../../shared/constants/safety';
import { blocks, matches, messages, personalities, users, type MatchFactorBreakdown, type MatchReason } from '../../db/schema';
import type { IndexedUser, IndexSource } from './candidate-index';
import type { MatchProfile } from './match-score';

const profileColumns = {
  userId: users.id,
  teachTopics: users.teachTopics,
  learnTopics: users.learnTopics,
  learningInterests: users.learningInterests,
  preferredLearningStyle: users.preferredLearningStyle,
  communicationStyle: users.communicationStyle,
  traits: personalities.traits,
};

type ProfileRow = { [K in keyof typeof profileColumns]: K extends 'traits' ? Record<string, number> : MatchProfile[K] };
const toProfile = (row: ProfileRow): MatchProfile => ({ ...row, traits: row.traits as Traits });

export async function findMatchProfile(db: Executor, userId: number): Promise<MatchProfile | undefined> {
  const [row] = await db.select(profileColumns).from(users).innerJoin(personalities, eq(personalities.userId, users.id)).where(eq(users.id, userId)).limit(1);
  return row ? toProfile(row) : undefined;
}

/** The birth month as a `monthNumber` (shared/constants/age.ts), null while not answered. */
const birthMonthNumber = sql<number | null>`${users.birthYear} * 12 + ${users.birthMonth} - 1`;

const indexColumns = {
  ...profileColumns,
  lastActiveAt: users.lastActiveAt,
  banned: sql<boolean>`${users.bannedAt} is not null`,
  birthMonth: birthMonthNumber,
};

type IndexRow = ProfileRow & { lastActiveAt: Date; banned: boolean; birthMonth: number | null };
const toIndexed = (row: IndexRow): IndexedUser => ({
  ...toProfile(row),
  lastActiveAt: new Date(row.lastActiveAt),
  banned: row.banned,
  birthMonth: row.birthMonth === null ? null : Number(row.birthMonth),
});

/** What the candidate index (candidate-index.ts) reads: pages by id at start, then what changed. */
export function candidateIndexSource(db: Database): IndexSource {
  return {
    async now() {
      const [row] = await queryRows<{ now: string | Date }>(db, sql`select now() as now`);
      return new Date((row as { now: string | Date }).now);
    },
    async page(afterId, limit) {
      const rows = await db.select(indexColumns).from(users).innerJoin(personalities, eq(personalities.userId, users.id)).where(gt(users.id, afterId)).orderBy(asc(users.id)).limit(limit);
      return rows.map(toIndexed);
    },
    async changedSince(since) {
      // One statement: the database clock and the changed users, found by two index range scans
      // (users_profile_updated_at_idx, personalities_updated_at_idx), never a full scan.
      const at = since.toISOString();
      const rows = await queryRows<{ syncedAt: string | Date } & Partial<IndexRow>>(
        db,
        sql`
        select now() as "syncedAt", c.* from (select 1) as one left join lateral (
          select u.id as "userId", u.teach_topics as "teachTopics", u.learn_topics as "learnTopics",
            u.learning_interests as "learningInterests", u.preferred_learning_style as "preferredLearningStyle",
            u.communication_style as "communicationStyle", p.traits as "traits", u.last_active_at as "lastActiveAt",
            u.banned_at is not null as "banned", u.birth_year * 12 + u.birth_month - 1 as "birthMonth"
          from ${users} u join ${personalities} p on p.user_id = u.id
          where u.id in (select id from ${users} where profile_updated_at >= ${at}::timestamptz
            union select user_id from ${personalities} where updated_at >= ${at}::timestamptz)
        ) as c on true`,
      );
      return {
        now: new Date((rows[0] as { syncedAt: string | Date }).syncedAt),
        rows: rows.filter((row): row is IndexRow & { syncedAt: string } => row.userId != null).map(toIndexed),
      };
    },
  };
}

/** Everyone I am matched with or who blocked or unmatched me (or I them): never a candidate. */
export async function findPairedUserIds(db: Executor, userId: number): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    select case when user_low_id = ${userId}::int then user_high_id else user_low_id end as id from ${matches}
    where user_low_id = ${userId}::int or user_high_id = ${userId}::int
    union
    select case when user_low_id = ${userId}::int then user_high_id else user_low_id end from ${blocks}
    where user_low_id = ${userId}::int or user_high_id = ${userId}::int`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}

export interface CandidateRows {
  /** Eligible candidates, fresh from the database. */
  eligible: MatchProfile[];
  /** Ids that no longer exist, lost their personality or are banned. */
  gone: number[];
}

/** Either user id of a pair row other than `userId` (a column reference or a placeholder). */
const otherOf = (userId: SQL) => sql`case when user_low_id = ${userId} then user_high_id else user_low_id end`;

/**
 * My profile and everyone I am matched with or who blocked or unmatched me (or I them), in one prepared
 * statement: what a matching run needs before its scan.
 */
const matchContextQuery = perDatabase((db) =>
  db
    .select({
      ...profileColumns,
      birthMonth: birthMonthNumber,
      paired: sql<number[]>`array(
        select ${otherOf(sql`${users.id}`)} from ${matches} where user_low_id = ${users.id} or user_high_id = ${users.id}
        union select ${otherOf(sql`${users.id}`)} from ${blocks} where user_low_id = ${users.id} or user_high_id = ${users.id})`,
    })
    .from(users)
    .innerJoin(personalities, eq(personalities.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('find_match_context'),
);

/** My match profile, birth month and paired ids (matched, blocked, unmatched); undefined without a personality. */
export async function findMatchContext(db: Database, userId: number): Promise<{ me: MatchProfile; birthMonth: number | null; paired: Set<number> } | undefined> {
  const [row] = await matchContextQuery(db).execute({ userId });
  if (!row) return undefined;
  const { paired, birthMonth, ...profile } = row;
  return { me: toProfile(profile), birthMonth: birthMonth === null ? null : Number(birthMonth), paired: new Set(paired.map(Number)) };
}

const pairedWithMe = (table: typeof matches | typeof blocks) =>
  sql`exists (select 1 from ${table} where user_low_id = least(${sql.placeholder('me')}::int, ${users.id}) and user_high_id = greatest(${sql.placeholder('me')}::int, ${users.id}))`;

/** Prepared: a matching run's second (and last) round trip, planned once per connection. */
const candidatesByIdsQuery = perDatabase((db) =>
  db
    .select({
      ...indexColumns,
      paired: sql<boolean>`${pairedWithMe(matches)} or ${pairedWithMe(blocks)}`,
      // The age gate again on fresh rows (docs/decisions/045-age-gate.md); null (not answered) is not old enough.
      oldEnough: sql<boolean>`coalesce(${birthMonthNumber} <= ${sql.placeholder('bornBy')}::int, false)`,
    })
    .from(users)
    .innerJoin(personalities, eq(personalities.userId, users.id))
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('find_match_candidates'),
);

/**
 * The chosen candidates read again: fresh profiles of those who still exist, have a personality, are not
 * banned, were born in or before `bornBy`, not matched with me and never blocked or unmatched me (nor I them).
 */
export async function findCandidatesByIds(db: Database, me: MatchProfile, ids: readonly number[], bornBy: number): Promise<CandidateRows> {
  if (ids.length === 0) return { eligible: [], gone: [] };
  const rows = await candidatesByIdsQuery(db).execute({ me: me.userId, ids: [...ids], bornBy });
  const found = new Set(rows.filter((row) => !row.banned).map((row) => row.userId));
  return {
    eligible: rows.filter((row) => !row.banned && row.oldEnough && !row.paired && row.userId !== me.userId).map(toProfile),
    gone: ids.filter((id) => !found.has(id)),
  };
}

/**
 * Inserts the pair once; returns the new id, or undefined when the pair already matched (any order, any
 * race) or ended a match by a block or unmatch (docs/decisions/015-blocks-hide-matches.md).
 */
export async function insertMatch(db: Executor, values: { userAId: number; userBId: number; score: number; breakdown: MatchFactorBreakdown; reasons: MatchReason[] }): Promise<number | undefined> {
  const low = Math.min(values.userAId, values.userBId);
  const high = Math.max(values.userAId, values.userBId);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`
    insert into ${matches} (user_low_id, user_high_id, score, breakdown, reasons)
    select ${low}::int, ${high}::int, ${values.score}, ${JSON.stringify(values.breakdown)}::jsonb, ${JSON.stringify(values.reasons)}::jsonb
    where not exists (select 1 from ${blocks} b where b.user_low_id = ${low} and b.user_high_id = ${high})
    on conflict (user_low_id, user_high_id) do nothing
    returning id`,
  );
  return row?.id;
}

/** Ends a match for both users: its messages and read marks go with it. Returns whether it existed. */
export async function deleteMatch(db: Executor, matchId: number): Promise<boolean> {
  const rows = await db.delete(matches).where(eq(matches.id, matchId)).returning({ id: matches.id });
  return rows.length > 0;
}

const otherUserId = (userId: number) => sql<number>`case when ${matches.userLowId} = ${userId} then ${matches.userHighId} else ${matches.userLowId} end`;

function matchSelection(userId: number) {
  return {
    id: matches.id,
    score: matches.score,
    breakdown: matches.breakdown,
    reasons: matches.reasons,
    createdAt: matches.createdAt,
    otherUser: { id: users.id, username: users.username, displayName: users.displayName, avatarUrl: users.avatarUrl },
    lastMessage: sql<{ content: string; sent: string; senderId: number } | null>`(
      select json_build_object('content', case when m.removed_at is not null then ${REMOVED_MESSAGE_TEXT} when m.hidden_at is not null then ${SEED_PIECE_HIDDEN_TEXT} else m.content end, 'sent', m.sent_at, 'senderId', m.sender_id)
      from ${messages} m where m.match_id = ${matches.id} order by m.id desc limit 1)`,
    unreadCount: sql<number>`(
      select count(*)::int from ${messages} m
      where m.match_id = ${matches.id} and m.sender_id <> ${userId} and m.read_at is null)`,
  };
}

export type MatchRow = Awaited<ReturnType<typeof listMatchesForUser>>[number];

export async function listMatchesForUser(db: Executor, userId: number) {
  return (
    db
      .select(matchSelection(userId))
      .from(matches)
      .innerJoin(users, eq(users.id, otherUserId(userId)))
      .where(or(eq(matches.userLowId, userId), eq(matches.userHighId, userId)))
      // The latest message's time (the newest id of the match, read backwards from messages_match_id_idx), else the match's.
      .orderBy(desc(sql`coalesce((select m.sent_at from ${messages} m where m.match_id = ${matches.id} order by m.id desc limit 1), ${matches.createdAt})`), desc(matches.id))
  );
}

/** The one query that decides whether a user may see a match: they must be one of its two users. */
export async function findMatchForUser(db: Executor, matchId: number, userId: number) {
  const [row] = await db
    .select(matchSelection(userId))
    .from(matches)
    .innerJoin(users, eq(users.id, otherUserId(userId)))
    .where(and(eq(matches.id, matchId), or(eq(matches.userLowId, userId), eq(matches.userHighId, userId))))
    .limit(1);
  return row;
}

interface Participants {
  userLowId: number;
  userHighId: number;
  /** Each user's birth month as a `monthNumber` (null: not answered yet), for the chat's age check. */
  lowBirthMonth: number | null;
  highBirthMonth: number | null;
}

const birthMonthOf = (alias: string) => sql<number | null>`(select u.birth_year * 12 + u.birth_month - 1 from ${users} u where u.id = ${sql.raw(alias)})`;

const participantsQuery = perDatabase((db) =>
  db
    .select({
      userLowId: matches.userLowId,
      userHighId: matches.userHighId,
      lowBirthMonth: birthMonthOf('matches.user_low_id'),
      highBirthMonth: birthMonthOf('matches.user_high_id'),
    })
    .from(matches)
    .where(eq(matches.id, sql.placeholder('matchId')))
    .limit(1)
    .prepare('find_match_participants'),
);

/**
 * Not cached: a match ends (block, unmatch) on whichever instance the user asked, and every instance must
 * answer 404 for it at once (docs/decisions/015-blocks-hide-matches.md). The query is prepared once.
 */
export async function findParticipants(db: Database, matchId: number): Promise<Participants | undefined> {
  const [row] = await participantsQuery(db).execute({ matchId });
  return row && { ...row, lowBirthMonth: row.lowBirthMonth === null ? null : Number(row.lowBirthMonth), highBirthMonth: row.highBirthMonth === null ? null : Number(row.highBirthMonth) };
}

export async function findUserSummary(db: Executor, userId: number) {
  const [row] = await db.select({ id: users.id, displayName: users.displayName, avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The user's matches made at or after `since`, oldest first, with the other user as a `new_match` names them. */
export async function listMatchesMadeSince(db: Executor, userId: number, since: Date, limit: number) {
  return db
    .select({ matchId: matches.id, matchedUser: { id: users.id, displayName: users.displayName, avatarUrl: users.avatarUrl } })
    .from(matches)
    .innerJoin(users, eq(users.id, otherUserId(userId)))
    .where(and(or(eq(matches.userLowId, userId), eq(matches.userHighId, userId)), gte(matches.createdAt, since)))
    .orderBy(asc(matches.id))
    .limit(limit);
}

/** The active match between two users, if any. */
export async function findMatchBetween(db: Executor, userA: number, userB: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.userLowId, Math.min(userA, userB)), eq(matches.userHighId, Math.max(userA, userB))))
    .limit(1);
  return row?.id;
}

/** A deleted account's matches, with every message of them (the foreign keys cascade). */
export async function deleteMatchesOf(db: Executor, userId: number): Promise<void> {
  await db.delete(matches).where(or(eq(matches.userLowId, userId), eq(matches.userHighId, userId)));
}
