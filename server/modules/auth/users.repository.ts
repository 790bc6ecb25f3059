/**
 * Writes to `users` other modules ask for (through users.service.ts): the learning profile and the time
 * zone. The auth module owns the table (docs/decisions/023-one-owner-per-table-and-rule.md).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export type LearningProfileUpdate = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'displayName'
    | 'avatarUrl'
    | 'learningGoals'
    | 'learningInterests'
    | 'expertiseAreas'
    | 'preferredLearningStyle'
    | 'communicationStyle'
    | 'teachTopics'
    | 'learnTopics'
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
