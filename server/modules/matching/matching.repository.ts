import { and, arrayOverlaps, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Traits } from '../../../shared/constants/personality';
import { EXPERTISE_TOPICS } from '../../../shared/constants/topics';
import { queryRows, type Database, type Executor } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { REMOVED_MESSAGE_TEXT } from '../../../shared/constants/safety';
import { blocks, matches, messages, personalities, users, type MatchFactorBreakdown, type MatchReason } from '../../db/schema';
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

/**
 * Candidates filtered in SQL through the GIN-indexed topic arrays: people who can teach something I want
 * or want something I can teach, who have a personality, are not matched with me yet, never blocked or
 * unmatched me (nor I them) and are not banned, most recently active first. Never a scan of every user.
 */
/** Topics some expertise area teaches: only these can ever appear in anyone's teach_topics. */
const TEACHABLE_TOPICS: ReadonlySet<string> = new Set(Object.values(EXPERTISE_TOPICS).flat());

export async function findCandidates(db: Executor, me: MatchProfile, limit: number): Promise<MatchProfile[]> {
  // Wanting only topics nobody can teach would otherwise make the planner walk every user by recency.
  const teachableWants = me.learnTopics.filter((topic) => TEACHABLE_TOPICS.has(topic));
  if (teachableWants.length === 0 && me.teachTopics.length === 0) return [];
  const canTeachMe = teachableWants.length > 0 ? arrayOverlaps(users.teachTopics, teachableWants) : undefined;
  const wantsMyTopics = me.teachTopics.length > 0 ? arrayOverlaps(users.learnTopics, [...me.teachTopics]) : undefined;
  const rows = await db
    .select(profileColumns)
    .from(users)
    .innerJoin(personalities, eq(personalities.userId, users.id))
    .where(
      and(
        ne(users.id, me.userId),
        or(canTeachMe, wantsMyTopics),
        isNull(users.bannedAt),
        sql`not exists (select 1 from ${matches} m where m.user_low_id = least(${me.userId}::int, ${users.id}) and m.user_high_id = greatest(${me.userId}::int, ${users.id}))`,
        sql`not exists (select 1 from ${blocks} b where b.user_low_id = least(${me.userId}::int, ${users.id}) and b.user_high_id = greatest(${me.userId}::int, ${users.id}))`,
      ),
    )
    .orderBy(desc(users.lastActiveAt))
    .limit(limit);
  return rows.map(toProfile);
}

/**
 * Inserts the pair once; returns the new id, or undefined when the pair already matched (any order, any
 * race) or ended a match by a block or unmatch (docs/decisions/015-blocks-hide-matches.md).
 */
export async function insertMatch(
  db: Executor,
  values: { userAId: number; userBId: number; score: number; breakdown: MatchFactorBreakdown; reasons: MatchReason[] },
): Promise<number | undefined> {
  const low = Math.min(values.userAId, values.userBId);
  const high = Math.max(values.userAId, values.userBId);
  const [row] = await queryRows<{ id: number }>(db, sql`
    insert into ${matches} (user_low_id, user_high_id, score, breakdown, reasons)
    select ${low}::int, ${high}::int, ${values.score}, ${JSON.stringify(values.breakdown)}::jsonb, ${JSON.stringify(values.reasons)}::jsonb
    where not exists (select 1 from ${blocks} b where b.user_low_id = ${low} and b.user_high_id = ${high})
    on conflict (user_low_id, user_high_id) do nothing
    returning id`);
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
      select json_build_object('content', case when m.removed_at is null then m.content else ${REMOVED_MESSAGE_TEXT} end, 'sent', m.sent_at, 'senderId', m.sender_id)
      from ${messages} m where m.match_id = ${matches.id} order by m.id desc limit 1)`,
    unreadCount: sql<number>`(
      select count(*)::int from ${messages} m
      where m.match_id = ${matches.id} and m.sender_id <> ${userId} and m.read_at is null)`,
  };
}

export type MatchRow = Awaited<ReturnType<typeof listMatchesForUser>>[number];

export async function listMatchesForUser(db: Executor, userId: number) {
  return db
    .select(matchSelection(userId))
    .from(matches)
    .innerJoin(users, eq(users.id, otherUserId(userId)))
    .where(or(eq(matches.userLowId, userId), eq(matches.userHighId, userId)))
    .orderBy(desc(sql`coalesce(${matches.lastMessageAt}, ${matches.createdAt})`), desc(matches.id));
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
}

const participantsQuery = perDatabase((db) =>
  db
    .select({ userLowId: matches.userLowId, userHighId: matches.userHighId })
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
  return row;
}

export async function findUserSummary(db: Executor, userId: number) {
  const [row] = await db.select({ id: users.id, displayName: users.displayName, avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
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
