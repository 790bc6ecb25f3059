/**
 * The account's language (docs/decisions/056-translations.md), written for the i18n module: the auth module
 * owns `users` (docs/decisions/023-one-owner-per-table-and-rule.md).
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export async function updateUserLanguage(db: Executor, userId: number, language: string): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
