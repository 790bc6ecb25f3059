/**
 * The account's language (docs/decisions/056-translations.md), written for the i18n module: the auth module
 * owns `users` (docs/decisions/023-one-owner-per-table-and-rule.md).
 */
import type { Executor } from '../../db/client';
import * as repository from './users.repository';

export async function updateUserLanguage(db: Executor, userId: number, language: string): Promise<void> {
  await repository.updateLanguage(db, userId, language);
}
