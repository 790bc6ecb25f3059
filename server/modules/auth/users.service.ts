/**
 * The `users` table's one way in for other modules: the profile saves the learning profile, the
 * vocabulary trainer and sign-in save the browser's time zone, and everyone reads the zone here (the one
 * default is in server/lib/calendar.ts). See docs/decisions/023-one-owner-per-table-and-rule.md.
 */
import { isSupportedTimeZone } from '../../../shared/contracts/time-zone';
import type { Executor } from '../../db/client';
import * as repository from './users.repository';

export type { LearningProfileUpdate } from './users.repository';
/** The user as other modules receive it (the session's row) and its public shape. */
export type { UserRow } from './auth.repository';
export { toUser } from './auth.mapper';

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
