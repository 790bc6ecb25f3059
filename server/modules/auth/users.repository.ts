/**
 * Writes to `users` and `sessions` other modules ask for (through users.service.ts): the learning profile,
 * the time zone, the account's password and its deletion, and the username holds a deletion leaves. The auth module owns both tables
 * (docs/decisions/023-one-owner-per-table-and-rule.md).
 */
import { and, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Theme } from '../../../shared/constants/theme';
import type { Executor } from '../../db/client';
import { sessions, usernameHolds, users } from '../../db/schema';

export type LearningProfileUpdate = Partial<
  Pick<
    typeof users.$inferInsert,
    'displayName' | 'avatarUrl' | 'learningGoals' | 'learningInterests' | 'expertiseAreas' | 'preferredLearningStyle' | 'communicationStyle' | 'teachTopics' | 'learnTopics'
  >
>;

/** Also stamps `profile_updated_at`, which the matching candidate index syncs on (docs/decisions/028). */
export async function updateUserProfile(db: Executor, userId: number, values: LearningProfileUpdate) {
  const [row] = await db
    .update(users)
    .set({ ...values, profileUpdatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * Stores the birth month only if none is stored yet (set once: docs/decisions/045-age-gate.md); returns the
 * row as it is now (the earlier answer when there was one), undefined for an unknown user. Stamps
 * `profile_updated_at`: the matching candidate index reloads the user with the answer.
 */
export async function setBirthMonthOnce(db: Executor, userId: number, birth: { year: number; month: number }) {
  const [updated] = await db
    .update(users)
    .set({ birthYear: birth.year, birthMonth: birth.month, profileUpdatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.birthYear)))
    .returning();
  if (updated) return { row: updated, isNew: true };
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ? { row, isNew: false } : undefined;
}

/** The stored zone; undefined when the user does not exist. */
export async function findUserTimeZone(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.timeZone;
}

export async function updateUserTimeZone(db: Executor, userId: number, timeZone: string): Promise<void> {
  await db
    .update(users)
    .set({ timeZone })
    .where(and(eq(users.id, userId), sql`${users.timeZone} <> ${timeZone}`));
}

export async function findPasswordHash(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.passwordHash;
}

export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Ends every session of the user but the one kept; returns the ended sessions' ids. */
export async function deleteOtherSessions(db: Executor, userId: number, keepSessionId: string): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** The foreign keys cascade to every row that names the user (docs/decisions/017-account-controls-and-deletion.md). */
/** Returns the deleted user's username key (undefined when there was no such user). */
export async function deleteUser(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db.delete(users).where(eq(users.id, userId)).returning({ usernameKey: users.usernameKey });
  return row?.usernameKey;
}

/** Holds a username key until the given time (a later hold of the same key wins). */
export async function holdUsername(db: Executor, usernameKey: string, heldUntil: Date): Promise<void> {
  await db
    .insert(usernameHolds)
    .values({ usernameKey, heldUntil })
    .onConflictDoUpdate({ target: usernameHolds.usernameKey, set: { heldUntil: sql`greatest(${usernameHolds.heldUntil}, excluded.held_until)` } });
}

export async function findUsernameHold(db: Executor, usernameKey: string, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ heldUntil: usernameHolds.heldUntil })
    .from(usernameHolds)
    .where(and(eq(usernameHolds.usernameKey, usernameKey), gt(usernameHolds.heldUntil, now)))
    .limit(1);
  return row?.heldUntil;
}

export async function deleteExpiredUsernameHolds(db: Executor, now: Date): Promise<number> {
  const rows = await db.delete(usernameHolds).where(lte(usernameHolds.heldUntil, now)).returning({ usernameKey: usernameHolds.usernameKey });
  return rows.length;
}

export async function listModeratorNames(db: Executor): Promise<Array<{ id: number; username: string; displayName: string }>> {
  return db.select({ id: users.id, username: users.username, displayName: users.displayName }).from(users).where(eq(users.role, 'moderator'));
}

/** Ends every session of the user; returns the ended sessions' ids. */
export async function deleteAllSessions(db: Executor, userId: number): Promise<string[]> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

export async function findUserIdentity(db: Executor, usernameKey: string): Promise<{ id: number; displayName: string } | undefined> {
  const [row] = await db.select({ id: users.id, displayName: users.displayName }).from(users).where(eq(users.usernameKey, usernameKey)).limit(1);
  return row;
}

export async function findDisplayName(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ displayName: users.displayName }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.displayName;
}

export async function findLanguage(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.language ?? null;
}

/** The colour theme on the account (docs/decisions/057-dark-theme.md). */
export async function updateTheme(db: Executor, userId: number, theme: Theme): Promise<void> {
  await db.update(users).set({ theme }).where(eq(users.id, userId));
}

/** The account's language (docs/decisions/056-translations.md). */
export async function updateLanguage(db: Executor, userId: number, language: string): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
