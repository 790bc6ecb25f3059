/**
 * The `users` and `sessions` tables' one way in for other modules: the profile saves the learning profile,
 * the vocabulary trainer and sign-in save the browser's time zone, everyone reads the zone here (the one
 * default is in server/lib/calendar.ts), and the account module changes the password and deletes the
 * account; the age gate stores an older account's birth month once. See docs/decisions/023-one-owner-per-table-and-rule.md.
 */
import type { Theme } from '../../../shared/constants/theme';
import { isSupportedTimeZone } from '../../../shared/contracts/time-zone';
import type { Executor } from '../../db/client';
import * as repository from './users.repository';
import { normalizeUsername, usernameKey } from './username';

export type { LearningProfileUpdate } from './users.repository';
/** The user as other modules receive it (the session's row) and its public shape. */
export type { UserRow } from './auth.repository';
export { birthMonthOf, toUser } from './auth.mapper';

/** Stores an account's first answer to the birth-month question; a later answer leaves the first in place
 *  (docs/decisions/045-age-gate.md). */
export async function setBirthMonthOnce(db: Executor, userId: number, birth: { year: number; month: number }) {
  return repository.setBirthMonthOnce(db, userId, birth);
}

export async function updateUserProfile(db: Executor, userId: number, values: repository.LearningProfileUpdate) {
  return repository.updateUserProfile(db, userId, values);
}

/** The user's stored zone, or undefined when the user does not exist (days are counted with
 *  `calendarDay(instant, zone)`, which applies the default). */
export async function findUserTimeZone(db: Executor, userId: number): Promise<string | undefined> {
  return repository.findUserTimeZone(db, userId);
}

/** Saves the zone the browser reported; a zone this runtime does not know is ignored. */
export async function saveUserTimeZone(db: Executor, userId: number, timeZone: string | undefined): Promise<void> {
  if (timeZone && isSupportedTimeZone(timeZone)) await repository.updateUserTimeZone(db, userId, timeZone);
}

export async function findPasswordHash(db: Executor, userId: number): Promise<string | undefined> {
  return repository.findPasswordHash(db, userId);
}

/** Stores the new hash and ends every other session of the user (one transaction: pass `tx`); returns the
 *  ended sessions' ids. */
export async function replacePasswordHash(tx: Executor, userId: number, passwordHash: string, keepSessionId: string): Promise<string[]> {
  await repository.updatePasswordHash(tx, userId, passwordHash);
  return repository.deleteOtherSessions(tx, userId, keepSessionId);
}

/** A password reset from a mailed link: stores the new hash and ends every session of the user (pass `tx`);
 *  returns the ended sessions' ids. */
export async function resetPasswordHash(tx: Executor, userId: number, passwordHash: string): Promise<string[]> {
  await repository.updatePasswordHash(tx, userId, passwordHash);
  return repository.deleteAllSessions(tx, userId);
}

/** The account a typed username names (any case), for "Forgot password?". */
export async function findUserByUsername(db: Executor, username: string): Promise<{ id: number; displayName: string } | undefined> {
  return repository.findUserIdentity(db, usernameKey(normalizeUsername(username)));
}

export async function findDisplayName(db: Executor, userId: number): Promise<string | undefined> {
  return repository.findDisplayName(db, userId);
}

/** The account's language (docs/decisions/056-translations.md), null when never chosen: what mails are written in. */
export async function findLanguage(db: Executor, userId: number): Promise<string | null> {
  return repository.findLanguage(db, userId);
}

/** How long the username of a deleted or banned account stays refused (docs/decisions/046). */
export const USERNAME_HOLD_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the user row; the foreign keys cascade to the rest (docs/decisions/017-account-controls-and-deletion.md).
 * The username stays held for USERNAME_HOLD_DAYS, so nobody can take over a name the user's matches knew
 * (docs/decisions/046-moderation-integrity-and-evidence-retention.md).
 */
export async function deleteUser(tx: Executor, userId: number, at: Date): Promise<void> {
  const key = await repository.deleteUser(tx, userId);
  if (key) await repository.holdUsername(tx, key, new Date(at.getTime() + USERNAME_HOLD_DAYS * DAY_MS));
}

/** Until when a username is held, if it is (registration refuses it meanwhile). */
export async function usernameHeldUntil(db: Executor, usernameKey: string, now: Date): Promise<Date | undefined> {
  return repository.findUsernameHold(db, usernameKey, now);
}

/** The retention job: held usernames whose time is up become free again. */
export async function releaseExpiredUsernameHolds(db: Executor, now: Date): Promise<number> {
  return repository.deleteExpiredUsernameHolds(db, now);
}

export { birthMonthNumber, canMatchAndChat, latestSocialBirthMonth, requireCallerMayChat, requireMatchAndChat, requirePartnerMayChat } from './age-gate';

/** The appearance module's theme choice, saved on the account. */
export async function saveUserTheme(db: Executor, userId: number, theme: Theme): Promise<void> {
  await repository.updateTheme(db, userId, theme);
}
