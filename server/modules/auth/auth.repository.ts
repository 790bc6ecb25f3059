import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByKey(db: Executor, key: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.usernameKey, key)).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts the user, or returns undefined when the username key is taken (race-safe). */
export async function insertUser(
  db: Executor,
  values: Pick<UserRow, 'username' | 'usernameKey' | 'displayName' | 'avatarUrl' | 'passwordHash' | 'birthYear' | 'birthMonth'> & Partial<Pick<UserRow, 'timeZone'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.usernameKey }).returning();
  return row;
}

export async function insertSession(db: Executor, values: { id: string; userId: number; expiresAt: Date; signedInWith?: SessionRow['signedInWith'] }): Promise<void> {
  await db.insert(sessions).values(values);
}

export type SessionRow = typeof sessions.$inferSelect;

/** When and how an unexpired session was signed in, or undefined. */
export async function findSessionInfo(db: Executor, sessionId: string, now: Date): Promise<Pick<SessionRow, 'userId' | 'createdAt' | 'signedInWith'> | undefined> {
  const [row] = await db
    .select({ userId: sessions.userId, createdAt: sessions.createdAt, signedInWith: sessions.signedInWith })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

const sessionUserQuery = perDatabase((db) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        // A suspended or banned account has no valid session, even one that raced its suspension.
        isNull(users.bannedAt),
        or(isNull(users.suspendedUntil), lte(users.suspendedUntil, sql.placeholder('now'))),
      ),
    )
    .limit(1)
    .prepare('find_session_user'),
);

/** Every authenticated request's lookup, and the live gateway's check before each event it sends. */
export async function findSessionUser(db: Database, sessionId: string, now: Date): Promise<UserRow | undefined> {
  const [row] = await sessionUserQuery(db).execute({ sessionId, now });
  return row?.user;
}

/** Returns the session's user, or undefined when there was no such session. */
export async function deleteSession(db: Executor, sessionId: string): Promise<number | undefined> {
  const [row] = await db.delete(sessions).where(eq(sessions.id, sessionId)).returning({ userId: sessions.userId });
  return row?.userId;
}

/** Deletes the listed sessions of the user (all of them when `sessionIds` is undefined); returns their ids. */
export async function deleteUserSessions(db: Executor, userId: number, sessionIds?: readonly string[]): Promise<string[]> {
  const condition = sessionIds ? and(eq(sessions.userId, userId), inArray(sessions.id, [...sessionIds])) : eq(sessions.userId, userId);
  const rows = await db.delete(sessions).where(condition).returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** Returns how many sessions were deleted. */
export async function deleteExpiredSessions(db: Executor, now: Date): Promise<number> {
  const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return deleted.length;
}

export async function touchUserActivity(db: Executor, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, userId));
}

/** A moderator's restriction: suspended until a time, banned, or lifted (both null). */
/** A ban also stamps `profile_updated_at`, so every matching candidate index drops the user (docs/decisions/028). */
export async function updateRestriction(db: Executor, userId: number, values: { suspendedUntil?: Date | null; bannedAt?: Date | null }): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...values, ...(values.bannedAt !== undefined && { profileUpdatedAt: sql`now()` }) })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function updateRole(db: Executor, userId: number, role: UserRow['role']): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}
