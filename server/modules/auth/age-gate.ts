/**
 * Who may match and chat (docs/decisions/045-age-gate.md): members 18 and over by their stored birth month,
 * counted at this server's date, so a member becomes eligible the month they turn 18 without any job. Other
 * modules ask here (through users.service.ts) and never compute an age themselves.
 */
import { AGE_UNCONFIRMED_MESSAGE, ageGroupOf, latestBirthMonthForAge, monthNumber, PARTNER_AGE_UNCONFIRMED_MESSAGE, SOCIAL_AGE, TEEN_SOCIAL_MESSAGE } from '../../../shared/constants/age';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { AppError } from '../../lib/app-error';
import { birthMonthOf } from './auth.mapper';
import type { UserRow } from './auth.repository';

type Birth = Pick<UserRow, 'birthYear' | 'birthMonth'>;

/** The latest birth month (`monthNumber`) that may match and chat at `now`: filters compare against it. */
export function latestSocialBirthMonth(now = new Date()): number {
  return latestBirthMonthForAge(SOCIAL_AGE, now);
}

/** The stored birth month as one comparable number (`monthNumber`), or null when not answered yet. */
export function birthMonthNumber(row: Birth): number | null {
  return row.birthYear !== null && row.birthMonth !== null ? monthNumber(row.birthYear, row.birthMonth) : null;
}

export function canMatchAndChat(row: Birth, now = new Date()): boolean {
  return ageGroupOf(birthMonthOf(row), now) === 'adult';
}

/** The caller's check before anything social: 403 with why (a teen, or an account that has not answered). */
export function requireMatchAndChat(row: Birth, now = new Date()): void {
  requireCallerMayChat(birthMonthNumber(row), now);
}

/** The same check from the birth month as a `monthNumber` (as a match's participants query reads it). */
export function requireCallerMayChat(birthMonth: number | null, now = new Date()): void {
  if (birthMonth === null) throw new AppError(ERROR_CODES.ageRestricted, AGE_UNCONFIRMED_MESSAGE);
  if (birthMonth > latestSocialBirthMonth(now)) throw new AppError(ERROR_CODES.ageRestricted, TEEN_SOCIAL_MESSAGE);
}

/**
 * The chat partner's side: a partner who may not chat (only an older account that has not answered can
 * still hold a match) pauses the conversation. Says nothing about the partner's age beyond that.
 */
export function requirePartnerMayChat(partnerBirthMonth: number | null, now = new Date()): void {
  if (partnerBirthMonth === null || partnerBirthMonth > latestSocialBirthMonth(now)) {
    throw new AppError(ERROR_CODES.ageRestricted, PARTNER_AGE_UNCONFIRMED_MESSAGE);
  }
}
