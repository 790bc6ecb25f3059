import { and, eq, gt, lt, sql } from 'drizzle-orm';
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
  values: Pick<UserRow, 'username' | 'usernameKey' | 'displayName' | 'avatarUrl' | 'passwordHash'> & Partial<Pick<UserRow, 'timeZone'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.usernameKey }).returning();
  return row;
}

export async function insertSession(db: Executor, values: { id: string; userId: number; expiresAt: Date }): Promise<void> {
  await db.insert(sessions).values(values);
}

const sessionUserQuery = perDatabase((db) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('find_session_user'),
);

/** Every authenticated request's lookup, and the live gateway's check before each event it sends. */
export async function findSessionUser(db: Database, sessionId: string, now: Date): Promise<UserRow | undefined> {
  const [row] = await sessionUserQuery(db).execute({ sessionId, now });
  return row?.user;
}

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteExpiredSessions(db: Executor, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

export async function touchUserActivity(db: Executor, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, userId));
}
