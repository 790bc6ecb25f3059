/**
 * The export's reads and the deletion's explicit deletes; the password and the user row are auth's
 * (server/modules/auth/users.service.ts). Export and deletion span every table that holds a user's data on
 * purpose: one place that must know them all, checked by a test that looks in every table
 * (docs/decisions/017-account-controls-and-deletion.md).
 */
import { asc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  activityDays,
  learningProgress,
  matches,
  messages,
  personalities,
  pointsLedger,
  preferences,
  quizAttempts,
  systemNotices,
  userAchievements,
  users,
  vocabularyCards,
  vocabularyReviews,
  vocabularySettings,
} from '../../db/schema';

export interface UserMatchRef {
  matchId: number;
  userIds: [number, number];
}

export async function listUserMatches(db: Executor, userId: number): Promise<UserMatchRef[]> {
  const rows = await db
    .select({ id: matches.id, low: matches.userLowId, high: matches.userHighId })
    .from(matches)
    .where(or(eq(matches.userLowId, userId), eq(matches.userHighId, userId)));
  return rows.map((row) => ({ matchId: row.id, userIds: [row.low, row.high] }));
}

const { passwordHash: _passwordHash, ...accountColumns } = getTableColumns(users);

export async function readExport(db: Executor, userId: number) {
  const [account] = await db.select(accountColumns).from(users).where(eq(users.id, userId)).limit(1);
  const byUser = <T extends { userId: unknown }>(table: T) => eq(table.userId as typeof users.id, userId);
  const partnerId = sql<number>`case when ${matches.userLowId} = ${userId} then ${matches.userHighId} else ${matches.userLowId} end`;
  const [preferenceRows, personalityRows, progressRows, attemptRows, ledgerRows, achievementRows, cardRows, reviewRows, reviewSettingRows, dayRows, matchRows, messageRows, noticeRows] =
    await Promise.all([
      db.select().from(preferences).where(byUser(preferences)).orderBy(asc(preferences.id)),
      db.select().from(personalities).where(byUser(personalities)),
      db.select().from(learningProgress).where(byUser(learningProgress)),
      db.select().from(quizAttempts).where(byUser(quizAttempts)),
      db.select().from(pointsLedger).where(byUser(pointsLedger)).orderBy(asc(pointsLedger.id)),
      db.select().from(userAchievements).where(byUser(userAchievements)),
      db.select().from(vocabularyCards).where(byUser(vocabularyCards)),
      db.select().from(vocabularyReviews).where(byUser(vocabularyReviews)),
      db.select().from(vocabularySettings).where(byUser(vocabularySettings)),
      db.select().from(activityDays).where(byUser(activityDays)),
      db
        .select({
          id: matches.id,
          score: matches.score,
          breakdown: matches.breakdown,
          createdAt: matches.createdAt,
          lastMessageAt: sql<Date | null>`(select max(m.sent_at) from ${messages} m where m.match_id = ${matches.id})`,
          partnerUsername: users.username,
          partnerDisplayName: users.displayName,
        })
        .from(matches)
        .innerJoin(users, eq(users.id, partnerId))
        .where(or(eq(matches.userLowId, userId), eq(matches.userHighId, userId)))
        .orderBy(asc(matches.id)),
      db
        .select({ id: messages.id, matchId: messages.matchId, content: messages.content, sentAt: messages.sentAt, readAt: messages.readAt, partnerId })
        .from(messages)
        .innerJoin(matches, eq(matches.id, messages.matchId))
        .where(eq(messages.senderId, userId))
        .orderBy(asc(messages.id)),
      db
        .select({ id: systemNotices.id, kind: systemNotices.kind, message: systemNotices.message, createdAt: systemNotices.createdAt, readAt: systemNotices.acknowledgedAt })
        .from(systemNotices)
        .where(byUser(systemNotices))
        .orderBy(asc(systemNotices.id)),
    ]);
  return {
    account,
    preferences: preferenceRows,
    personality: personalityRows[0] ?? null,
    learningProgress: progressRows,
    quizAttempts: attemptRows,
    pointsLedger: ledgerRows,
    achievements: achievementRows,
    vocabularyCards: cardRows,
    vocabularyReviews: reviewRows,
    vocabularySettings: reviewSettingRows[0] ?? null,
    activityDays: dayRows,
    matches: matchRows,
    messagesSent: messageRows,
    notices: noticeRows,
  };
}
