/**
 * Shared journeys (docs/decisions/034-shared-journeys.md): this module owns `shared_journeys`; journeys, modules,
 * matches and learning progress are only read here.
 */
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { journeys, learningModules, learningProgress, matches, sharedJourneys, users } from '../../db/schema';

export interface SharedJourneyRow {
  matchId: number;
  journeyId: number;
  journeyName: string;
  steps: number[];
  startedBy: number;
  createdAt: Date;
  joinedAt: Date | null;
  partner: { id: number; displayName: string; avatarUrl: string | null };
}

/** Every shared journey of `userId`'s current matches (optionally one match, or those containing a module). */
export async function listForUser(db: Executor, userId: number, filter: { matchId?: number; moduleId?: number } = {}): Promise<SharedJourneyRow[]> {
  const partnerId = sql<number>`case when ${matches.userLowId} = ${userId} then ${matches.userHighId} else ${matches.userLowId} end`;
  const rows = await db
    .select({
      matchId: sharedJourneys.matchId,
      journeyId: sharedJourneys.journeyId,
      journeyName: journeys.name,
      steps: journeys.steps,
      startedBy: sharedJourneys.startedBy,
      createdAt: sharedJourneys.createdAt,
      joinedAt: sharedJourneys.joinedAt,
      partnerId: users.id,
      partnerName: users.displayName,
      partnerAvatarUrl: users.avatarUrl,
    })
    .from(sharedJourneys)
    .innerJoin(matches, eq(matches.id, sharedJourneys.matchId))
    .innerJoin(journeys, eq(journeys.id, sharedJourneys.journeyId))
    .innerJoin(users, eq(users.id, partnerId))
    .where(
      and(
        or(eq(matches.userLowId, userId), eq(matches.userHighId, userId)),
        filter.matchId === undefined ? undefined : eq(sharedJourneys.matchId, filter.matchId),
        filter.moduleId === undefined ? undefined : sql`${journeys.steps} @> ${JSON.stringify([filter.moduleId])}::jsonb`,
      ),
    )
    .orderBy(sharedJourneys.createdAt, sharedJourneys.id);
  return rows.map(({ partnerId: id, partnerName: displayName, partnerAvatarUrl: avatarUrl, ...row }) => ({ ...row, partner: { id, displayName, avatarUrl } }));
}

/**
 * Inserts the invitation while the match shares fewer than `max` journeys: 'full' when it already shares
 * `max`, undefined when it already shares this one. The count and the insert run under a transaction-scoped
 * advisory lock on the match, so two concurrent invitations cannot both see room for one more
 * (docs/decisions/042).
 */
export async function insertWithinLimit(db: Database, values: { matchId: number; journeyId: number; startedBy: number }, max: number): Promise<number | 'full' | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shared_journeys'), ${values.matchId})`);
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(sharedJourneys)
      .where(eq(sharedJourneys.matchId, values.matchId));
    if ((counted?.count ?? 0) >= max) return 'full';
    const [row] = await tx.insert(sharedJourneys).values(values).onConflictDoNothing().returning({ id: sharedJourneys.id });
    return row?.id;
  });
}

/** The partner (not the starter) joins; false when there was no open invitation for them. */
export async function markJoined(db: Executor, matchId: number, journeyId: number, joinerId: number): Promise<boolean> {
  const rows = await db
    .update(sharedJourneys)
    .set({ joinedAt: new Date() })
    .where(and(eq(sharedJourneys.matchId, matchId), eq(sharedJourneys.journeyId, journeyId), sql`${sharedJourneys.startedBy} <> ${joinerId}`, sql`${sharedJourneys.joinedAt} is null`))
    .returning({ id: sharedJourneys.id });
  return rows.length > 0;
}

export async function remove(db: Executor, matchId: number, journeyId: number): Promise<boolean> {
  const rows = await db
    .delete(sharedJourneys)
    .where(and(eq(sharedJourneys.matchId, matchId), eq(sharedJourneys.journeyId, journeyId)))
    .returning({ id: sharedJourneys.id });
  return rows.length > 0;
}

export async function journeyExists(db: Executor, journeyId: number): Promise<boolean> {
  const rows = await db.select({ id: journeys.id }).from(journeys).where(eq(journeys.id, journeyId));
  return rows.length > 0;
}

/** Completed module ids per user, for the given users. */
export async function completedModules(db: Executor, userIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const completed = new Map<number, Set<number>>(userIds.map((id) => [id, new Set<number>()]));
  if (userIds.length === 0) return completed;
  const rows = await db
    .select({ userId: learningProgress.userId, moduleId: learningProgress.moduleId })
    .from(learningProgress)
    .where(and(inArray(learningProgress.userId, [...new Set(userIds)]), isNotNull(learningProgress.completedAt)));
  for (const row of rows) completed.get(row.userId)?.add(row.moduleId);
  return completed;
}

export async function moduleTitles(db: Executor, moduleIds: readonly number[]): Promise<Map<number, string>> {
  if (moduleIds.length === 0) return new Map();
  const rows = await db
    .select({ id: learningModules.id, title: learningModules.title })
    .from(learningModules)
    .where(inArray(learningModules.id, [...new Set(moduleIds)]));
  return new Map(rows.map((row) => [row.id, row.title]));
}

export async function findDisplayName(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ displayName: users.displayName }).from(users).where(eq(users.id, userId));
  return row?.displayName;
}
