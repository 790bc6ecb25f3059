import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountSettings } from '../../db/schema';

export type AccountSettingsRow = typeof accountSettings.$inferSelect;
export type AccountSettingsValues = Omit<AccountSettingsRow, 'userId' | 'updatedAt'>;

export async function findSettings(db: Executor, userId: number): Promise<AccountSettingsRow | undefined> {
  const [row] = await db.select().from(accountSettings).where(eq(accountSettings.userId, userId)).limit(1);
  return row;
}

export async function upsertSettings(db: Executor, userId: number, values: AccountSettingsValues): Promise<void> {
  const now = new Date();
  await db
    .insert(accountSettings)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: accountSettings.userId, set: { ...values, updatedAt: now } });
}

/** Of these users, the ones who keep their learning progress from their matches. */
export async function findUsersHidingLearning(db: Executor, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: accountSettings.userId })
    .from(accountSettings)
    .where(and(inArray(accountSettings.userId, userIds), eq(accountSettings.shareLearningProgress, false)));
  return rows.map((row) => row.userId);
}

/** Of these users, the ones who hide their online status. */
export async function findUsersHidingPresence(db: Executor, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: accountSettings.userId })
    .from(accountSettings)
    .where(and(inArray(accountSettings.userId, userIds), eq(accountSettings.showOnlineStatus, false)));
  return rows.map((row) => row.userId);
}

/** Of these users, the ones who send no read receipts. */
export async function findUsersHidingReadReceipts(db: Executor, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: accountSettings.userId })
    .from(accountSettings)
    .where(and(inArray(accountSettings.userId, userIds), eq(accountSettings.sendReadReceipts, false)));
  return rows.map((row) => row.userId);
}
