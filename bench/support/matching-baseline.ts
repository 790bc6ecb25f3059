/**
 * The candidate query matching used before decision 028 (decision 004), kept here only as the benchmark's
 * baseline: users whose GIN-indexed topic arrays overlap mine, not matched or blocked with me, not banned,
 * the CANDIDATE_LIMIT (then 200) most recently active first, scored in JS.
 */
import { and, arrayOverlaps, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Traits } from '../../shared/constants/personality';
import { EXPERTISE_TOPICS } from '../../shared/constants/topics';
import type { Database } from '../../server/db/client';
import { blocks, matches, personalities, users } from '../../server/db/schema';
import type { MatchProfile } from '../../server/modules/matching/match-score';

export const BASELINE_LIMIT = 200;

const TEACHABLE_TOPICS: ReadonlySet<string> = new Set(Object.values(EXPERTISE_TOPICS).flat());

export const profileColumns = {
  userId: users.id,
  teachTopics: users.teachTopics,
  learnTopics: users.learnTopics,
  learningInterests: users.learningInterests,
  preferredLearningStyle: users.preferredLearningStyle,
  communicationStyle: users.communicationStyle,
  traits: personalities.traits,
};

export async function recencyCandidates(db: Database, me: MatchProfile, limit = BASELINE_LIMIT): Promise<MatchProfile[]> {
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
  return rows.map((row) => ({ ...row, traits: row.traits as Traits }));
}
