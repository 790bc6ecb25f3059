/** Terms, the caller's FSRS cards and their reviews. Every query is scoped to one user. */
import { and, asc, count, eq, gte, isNull, lte, min, ne, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { vocabularyCards, vocabularyReviews, vocabularySettings, vocabularyTerms } from '../../db/schema';
import type { CardSchedule } from './review-schedule';

const termColumns = {
  id: vocabularyTerms.id,
  term: vocabularyTerms.term,
  definition: vocabularyTerms.definition,
  example: vocabularyTerms.example,
  category: vocabularyTerms.category,
  difficulty: vocabularyTerms.difficulty,
  pronunciationText: vocabularyTerms.pronunciationText,
  pronunciationAudioUrl: vocabularyTerms.pronunciationAudioUrl,
};

export type CardRow = typeof vocabularyCards.$inferSelect;

export async function termExists(db: Executor, termId: number): Promise<boolean> {
  const [row] = await db.select({ id: vocabularyTerms.id }).from(vocabularyTerms).where(eq(vocabularyTerms.id, termId)).limit(1);
  return row !== undefined;
}

export async function countTerms(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(vocabularyTerms);
  return row?.total ?? 0;
}

/** Terms due for review (due first), with the caller's flags. */
export async function listDueTerms(db: Executor, userId: number, now: Date, limit: number) {
  return db
    .select({ ...termColumns, learned: vocabularyCards.learned, mastered: vocabularyCards.mastered })
    .from(vocabularyCards)
    .innerJoin(vocabularyTerms, eq(vocabularyTerms.id, vocabularyCards.termId))
    .where(and(eq(vocabularyCards.userId, userId), lte(vocabularyCards.due, now)))
    .orderBy(asc(vocabularyCards.due), asc(vocabularyCards.termId))
    .limit(limit);
}

/** Terms the caller has never reviewed, easiest first. */
export async function listNewTerms(db: Executor, userId: number, limit: number) {
  if (limit <= 0) return [];
  return db
    .select(termColumns)
    .from(vocabularyTerms)
    .leftJoin(vocabularyCards, and(eq(vocabularyCards.termId, vocabularyTerms.id), eq(vocabularyCards.userId, userId)))
    .where(isNull(vocabularyCards.termId))
    .orderBy(asc(vocabularyTerms.difficulty), asc(vocabularyTerms.id))
    .limit(limit);
}

/** When each term first reviewed since `since` was first reviewed (the day's new terms). */
export async function listFirstReviewsSince(db: Executor, userId: number, since: Date): Promise<Date[]> {
  const first = min(vocabularyReviews.reviewedAt);
  const rows = await db.select({ firstReviewedAt: first }).from(vocabularyReviews).where(eq(vocabularyReviews.userId, userId)).groupBy(vocabularyReviews.termId).having(gte(first, since));
  return rows.flatMap((row) => (row.firstReviewedAt ? [new Date(row.firstReviewedAt)] : []));
}

export async function countCards(db: Executor, userId: number): Promise<{ learned: number; mastered: number }> {
  const [row] = await db
    .select({
      learned: sql<number>`count(*) filter (where ${vocabularyCards.learned})::int`,
      mastered: sql<number>`count(*) filter (where ${vocabularyCards.mastered})::int`,
    })
    .from(vocabularyCards)
    .where(eq(vocabularyCards.userId, userId));
  return { learned: row?.learned ?? 0, mastered: row?.mastered ?? 0 };
}

/** Creates the card if missing, then locks it: concurrent reviews of one term run one after another. */
export async function lockCard(db: Executor, userId: number, termId: number, empty: CardSchedule): Promise<CardRow> {
  await db
    .insert(vocabularyCards)
    .values({ userId, termId, ...empty })
    .onConflictDoNothing({ target: [vocabularyCards.userId, vocabularyCards.termId] });
  const [row] = await db
    .select()
    .from(vocabularyCards)
    .where(and(eq(vocabularyCards.userId, userId), eq(vocabularyCards.termId, termId)))
    .for('update');
  if (!row) throw new Error(`vocabulary card ${userId}/${termId} vanished inside its transaction`);
  return row;
}

export async function saveCard(db: Executor, userId: number, termId: number, values: CardSchedule & { learned: boolean; mastered: boolean }): Promise<void> {
  await db
    .update(vocabularyCards)
    .set(values)
    .where(and(eq(vocabularyCards.userId, userId), eq(vocabularyCards.termId, termId)));
}

/** Returns false when a review with this client id was already recorded for the user. */
export async function insertReview(db: Executor, review: { userId: number; termId: number; rating: number; clientId: string | undefined; reviewedAt: Date }): Promise<boolean> {
  const rows = await db
    .insert(vocabularyReviews)
    .values({ ...review, clientId: review.clientId ?? null })
    .onConflictDoNothing({ target: [vocabularyReviews.userId, vocabularyReviews.clientId] })
    .returning({ id: vocabularyReviews.id });
  return rows.length > 0;
}

export async function findReviewTermByClientId(db: Executor, userId: number, clientId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ termId: vocabularyReviews.termId })
    .from(vocabularyReviews)
    .where(and(eq(vocabularyReviews.userId, userId), eq(vocabularyReviews.clientId, clientId)))
    .limit(1);
  return row?.termId;
}

/** Every term's id and name, for the term index. */
export async function listTermNames(db: Executor): Promise<Array<{ id: number; term: string }>> {
  return db.select({ id: vocabularyTerms.id, term: vocabularyTerms.term }).from(vocabularyTerms).orderBy(asc(vocabularyTerms.id));
}

export async function findTerm(db: Executor, termId: number) {
  const [row] = await db.select(termColumns).from(vocabularyTerms).where(eq(vocabularyTerms.id, termId)).limit(1);
  return row;
}

export async function hasCard(db: Executor, userId: number, termId: number): Promise<boolean> {
  const [row] = await db
    .select({ termId: vocabularyCards.termId })
    .from(vocabularyCards)
    .where(and(eq(vocabularyCards.userId, userId), eq(vocabularyCards.termId, termId)))
    .limit(1);
  return row !== undefined;
}

/** The card that comes first in the caller's review queue (earliest due, then lowest term id), other than `exceptTermId`. */
export async function findQueueHead(db: Executor, userId: number, exceptTermId: number): Promise<{ termId: number; due: Date } | undefined> {
  const [row] = await db
    .select({ termId: vocabularyCards.termId, due: vocabularyCards.due })
    .from(vocabularyCards)
    .where(and(eq(vocabularyCards.userId, userId), ne(vocabularyCards.termId, exceptTermId)))
    .orderBy(asc(vocabularyCards.due), asc(vocabularyCards.termId))
    .limit(1);
  return row;
}

export async function setCardDue(db: Executor, userId: number, termId: number, due: Date): Promise<void> {
  await db
    .update(vocabularyCards)
    .set({ due })
    .where(and(eq(vocabularyCards.userId, userId), eq(vocabularyCards.termId, termId)));
}

export interface StoredReviewSettings {
  desiredRetentionPercent: number;
  lighterDaysMask: number;
}

export async function findSettings(db: Executor, userId: number): Promise<StoredReviewSettings | undefined> {
  const [row] = await db
    .select({ desiredRetentionPercent: vocabularySettings.desiredRetentionPercent, lighterDaysMask: vocabularySettings.lighterDaysMask })
    .from(vocabularySettings)
    .where(eq(vocabularySettings.userId, userId))
    .limit(1);
  return row;
}

export async function saveSettings(db: Executor, userId: number, settings: StoredReviewSettings, now: Date): Promise<void> {
  await db
    .insert(vocabularySettings)
    .values({ userId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: vocabularySettings.userId, set: { ...settings, updatedAt: now } });
}

/** The FSRS state of every term the caller has studied (reviewed at least once), for the forecast. */
export async function listStudiedCards(db: Executor, userId: number): Promise<CardRow[]> {
  return db
    .select()
    .from(vocabularyCards)
    .where(and(eq(vocabularyCards.userId, userId), eq(vocabularyCards.learned, true)));
}

/**
 * Reviews since `since` that came at least `minGapHours` after the same term's previous review (spaced
 * reviews, not same-day learning steps), and how many of them were recalled (FSRS Good or Easy).
 */
export async function countSpacedReviews(db: Executor, userId: number, since: Date, minGapHours: number): Promise<{ spaced: number; recalled: number }> {
  const [row] = await queryRows<{ spaced: number; recalled: number }>(
    db,
    sql`
    with ordered as (
      select ${vocabularyReviews.rating} as rating, ${vocabularyReviews.reviewedAt} as reviewed_at,
        lag(${vocabularyReviews.reviewedAt}) over (partition by ${vocabularyReviews.termId} order by ${vocabularyReviews.reviewedAt}, ${vocabularyReviews.id}) as previous_at
      from ${vocabularyReviews}
      where ${vocabularyReviews.userId} = ${userId}
    )
    select count(*)::int as spaced, (count(*) filter (where rating >= 3))::int as recalled
    from ordered
    where reviewed_at >= ${since.toISOString()}::timestamptz and previous_at is not null
      and reviewed_at - previous_at >= make_interval(hours => ${minGapHours})`,
  );
  return { spaced: Number(row?.spaced ?? 0), recalled: Number(row?.recalled ?? 0) };
}

export async function moveCardDue(db: Executor, userId: number, termId: number, due: Date, scheduledDays: number): Promise<void> {
  await db
    .update(vocabularyCards)
    .set({ due, scheduledDays })
    .where(and(eq(vocabularyCards.userId, userId), eq(vocabularyCards.termId, termId)));
}
