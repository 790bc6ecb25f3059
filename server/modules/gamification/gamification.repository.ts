/**
 * Reads of the user's real activity (other domains' tables, read-only) and the gamification writes:
 * earned achievements, level milestones and activity days.
 */
import { and, count, desc, eq, like, or, sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import type { LearningProfileFields } from './profile-completeness.service';
import { milestoneDaysOf, PAIR_MILESTONE_KEY_PREFIX } from './pair-milestones';
import {
  activityDays,
  learningModules,
  learningProgress,
  matches,
  messages,
  pointsLedger,
  teachBackCards,
  teachingCredits,
  userAchievements,
  users,
  vocabularyCards,
  vocabularyTerms,
} from '../../db/schema';

async function countWhere(query: Promise<Array<{ value: number }>>): Promise<number> {
  const [row] = await query;
  return Number(row?.value ?? 0);
}

export async function countCompletedModules(db: Executor, userId: number): Promise<number> {
  return countWhere(
    db
      .select({ value: count() })
      .from(learningProgress)
      .where(and(eq(learningProgress.userId, userId), eq(learningProgress.completed, true), eq(learningProgress.completedVia, 'lesson'))),
  );
}

export async function countModules(db: Executor): Promise<number> {
  return countWhere(db.select({ value: count() }).from(learningModules));
}

export async function vocabularyCounts(db: Executor, userId: number): Promise<{ learned: number; mastered: number; total: number }> {
  const [cards] = await db
    .select({
      learned: sql<number>`count(*) filter (where ${vocabularyCards.learned})::int`,
      mastered: sql<number>`count(*) filter (where ${vocabularyCards.mastered})::int`,
    })
    .from(vocabularyCards)
    .where(eq(vocabularyCards.userId, userId));
  const total = await countWhere(db.select({ value: count() }).from(vocabularyTerms));
  return { learned: Number(cards?.learned ?? 0), mastered: Number(cards?.mastered ?? 0), total };
}

/** The longest pair-streak milestone (days) the user has been paid for with any partner, 0 for none. */
export async function highestPairMilestone(db: Executor, userId: number): Promise<number> {
  const rows = await db
    .select({ key: pointsLedger.idempotencyKey })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), like(pointsLedger.idempotencyKey, `${PAIR_MILESTONE_KEY_PREFIX}%`)));
  return Math.max(0, ...rows.map((row) => milestoneDaysOf(row.key) ?? 0));
}

/** Matches the user is in: a pair is stored once with the lower id first. */
export async function countMatches(db: Executor, userId: number): Promise<number> {
  return countWhere(
    db
      .select({ value: count() })
      .from(matches)
      .where(or(eq(matches.userLowId, userId), eq(matches.userHighId, userId))),
  );
}

export async function countMessagesSent(db: Executor, userId: number): Promise<number> {
  return countWhere(db.select({ value: count() }).from(messages).where(eq(messages.senderId, userId)));
}

/** The user's teach-back cards their partners answered, and how many of those correctly. */
export async function countTeachBacks(db: Executor, userId: number): Promise<{ answered: number; correct: number }> {
  const [row] = await db
    .select({
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`(count(*) filter (where ${teachBackCards.isCorrect}))::int`,
    })
    .from(teachBackCards)
    .where(and(eq(teachBackCards.teacherId, userId), sql`${teachBackCards.answeredAt} is not null`));
  return { answered: Number(row?.answered ?? 0), correct: Number(row?.correct ?? 0) };
}

export interface ActivitySnapshot {
  timeZone: string | null;
  modulesCompleted: number;
  modulesTotal: number;
  termsLearned: number;
  termsMastered: number;
  termsTotal: number;
  matches: number;
  messagesSent: number;
  teachBacksAnswered: number;
  teachBacksCorrect: number;
  taughtThatStuck: number;
  /** The longest pair-streak milestone paid to the user, 0 for none. */
  pairStreak: number;
}

/** Every count the Office shows, in one read (an Office visit must not cost a query per number). */
export async function findActivitySnapshot(db: Executor, userId: number): Promise<ActivitySnapshot> {
  const [row] = await queryRows<Record<keyof ActivitySnapshot, number | string | null>>(
    db,
    sql`
    select
      (select ${users.timeZone} from ${users} where ${users.id} = ${userId}) as "timeZone",
      (select count(*) from ${learningProgress} where ${learningProgress.userId} = ${userId} and ${learningProgress.completed} and ${learningProgress.completedVia} = 'lesson')::int as "modulesCompleted",
      (select count(*) from ${learningModules})::int as "modulesTotal",
      (select count(*) filter (where ${vocabularyCards.learned}) from ${vocabularyCards} where ${vocabularyCards.userId} = ${userId})::int as "termsLearned",
      (select count(*) filter (where ${vocabularyCards.mastered}) from ${vocabularyCards} where ${vocabularyCards.userId} = ${userId})::int as "termsMastered",
      (select count(*) from ${vocabularyTerms})::int as "termsTotal",
      (select count(*) from ${matches} where ${matches.userLowId} = ${userId} or ${matches.userHighId} = ${userId})::int as "matches",
      (select count(*) from ${messages} where ${messages.senderId} = ${userId})::int as "messagesSent",
      (select count(*) from ${teachBackCards} where ${teachBackCards.teacherId} = ${userId} and ${teachBackCards.answeredAt} is not null)::int as "teachBacksAnswered",
      (select count(*) from ${teachBackCards} where ${teachBackCards.teacherId} = ${userId} and ${teachBackCards.isCorrect})::int as "teachBacksCorrect",
      (select count(*) from ${teachingCredits} where ${teachingCredits.teacherId} = ${userId} and ${teachingCredits.outcome} = 'stuck')::int as "taughtThatStuck",
      (select coalesce(max(substring(${pointsLedger.idempotencyKey} from ':([0-9]+)$')::int), 0) from ${pointsLedger}
        where ${pointsLedger.userId} = ${userId} and ${pointsLedger.idempotencyKey} like ${`${PAIR_MILESTONE_KEY_PREFIX}%`})::int as "pairStreak"`,
  );
  return {
    timeZone: (row?.timeZone as string | null | undefined) ?? null,
    modulesCompleted: Number(row?.modulesCompleted ?? 0),
    modulesTotal: Number(row?.modulesTotal ?? 0),
    termsLearned: Number(row?.termsLearned ?? 0),
    termsMastered: Number(row?.termsMastered ?? 0),
    termsTotal: Number(row?.termsTotal ?? 0),
    matches: Number(row?.matches ?? 0),
    messagesSent: Number(row?.messagesSent ?? 0),
    teachBacksAnswered: Number(row?.teachBacksAnswered ?? 0),
    teachBacksCorrect: Number(row?.teachBacksCorrect ?? 0),
    taughtThatStuck: Number(row?.taughtThatStuck ?? 0),
    pairStreak: Number(row?.pairStreak ?? 0),
  };
}

/** Returns true when the day was recorded now. */
export async function insertActivityDay(db: Executor, values: { userId: number; kind: string; day: string }): Promise<boolean> {
  const rows = await db.insert(activityDays).values(values).onConflictDoNothing().returning({ day: activityDays.day });
  return rows.length > 0;
}

/** The learning-profile fields profile completeness reads; undefined when the user is gone. */
export async function findLearningProfile(db: Executor, userId: number): Promise<LearningProfileFields | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      learningGoals: users.learningGoals,
      learningInterests: users.learningInterests,
      expertiseAreas: users.expertiseAreas,
      preferredLearningStyle: users.preferredLearningStyle,
      communicationStyle: users.communicationStyle,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function pointsBySource(db: Executor, userId: number): Promise<Array<{ source: string; points: number }>> {
  return db
    .select({ source: pointsLedger.source, points: sql<number>`sum(${pointsLedger.points})::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .groupBy(pointsLedger.source);
}

export async function listUserAchievements(db: Executor, userId: number): Promise<Array<{ achievementKey: string; earnedAt: Date }>> {
  return db
    .select({ achievementKey: userAchievements.achievementKey, earnedAt: userAchievements.earnedAt })
    .from(userAchievements)
    .where(eq(userAchievements.userId, userId))
    .orderBy(desc(userAchievements.earnedAt), userAchievements.achievementKey);
}

/** Race-safe: true only for the one caller that recorded it. */
export async function insertUserAchievement(db: Executor, userId: number, achievementKey: string): Promise<boolean> {
  const rows = await db.insert(userAchievements).values({ userId, achievementKey }).onConflictDoNothing().returning({ key: userAchievements.achievementKey });
  return rows.length > 0;
}

const standingQuery = perDatabase((db) =>
  db
    .select({
      total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int`,
      heldKeys: sql<string[]>`(select coalesce(array_agg(${userAchievements.achievementKey}), '{}') from ${userAchievements} where ${userAchievements.userId} = ${sql.placeholder('userId')})`,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, sql.placeholder('userId')))
    .prepare('gamification_standing'),
);

/** The user's points and held achievement keys in one read: after every chat message. */
export async function findStanding(db: Database, userId: number): Promise<{ total: number; heldKeys: string[] }> {
  const [row] = await standingQuery(db).execute({ userId });
  return { total: Number(row?.total ?? 0), heldKeys: row?.heldKeys ?? [] };
}
