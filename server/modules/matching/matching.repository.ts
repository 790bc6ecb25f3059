import { and, arrayOverlaps, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Traits } from '../../../shared/constants/personality';
import { EXPERTISE_TOPICS } from '../../../shared/constants/topics';
import type { Database, Executor } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { matches, messages, personalities, users, type MatchFactorBreakdown, type MatchReason } from '../../db/schema';
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
 * or want something I can teach, who have a personality and are not matched with me yet, most recently
 * active first. Never a scan of every user.
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
        sql`not exists (select 1 from ${matches} m where m.user_low_id = least(${me.userId}::int, ${users.id}) and m.user_high_id = greatest(${me.userId}::int, ${users.id}))`,
      ),
    )
    .orderBy(desc(users.lastActiveAt))
    .limit(limit);
  return rows.map(toProfile);
}

/** Inserts the pair once; returns the new id, or undefined when the pair already matched (any order, any race). */
export async function insertMatch(
  db: Executor,
  values: { userAId: number; userBId: number; score: number; breakdown: MatchFactorBreakdown; reasons: MatchReason[] },
): Promise<number | undefined> {
  const [row] = await db
    .insert(matches)
    .values({
      userLowId: Math.min(values.userAId, values.userBId),
      userHighId: Math.max(values.userAId, values.userBId),
      score: values.score,
      breakdown: values.breakdown,
      reasons: values.reasons,
    })
    .onConflictDoNothing({ target: [matches.userLowId, matches.userHighId] })
    .returning({ id: matches.id });
  return row?.id;
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
      select json_build_object('content', m.content, 'sent', m.sent_at, 'senderId', m.sender_id)
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
 * A match's two users never change (a match is never edited, and only deleted with its users), so they
 * are remembered per database: the access check before every chat call usually costs no query.
 */
const REMEMBERED_MATCHES = 10_000;
const rememberedParticipants = perDatabase(() => new Map<number, Participants>());

/** Called when a match is removed (its participants must no longer pass the access check). */
export function forgetParticipants(db: Database, matchId: number): void {
  rememberedParticipants(db).delete(matchId);
}

export async function findParticipants(db: Database, matchId: number): Promise<Participants | undefined> {
  const remembered = rememberedParticipants(db);
  const known = remembered.get(matchId);
  if (known) return known;
  const [row] = await participantsQuery(db).execute({ matchId });
  if (!row) return undefined;
  if (remembered.size >= REMEMBERED_MATCHES) remembered.clear();
  remembered.set(matchId, row);
  return row;
}

export async function findUserSummary(db: Executor, userId: number) {
  const [row] = await db.select({ id: users.id, displayName: users.displayName, avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
