/**
 * The age gate's rules (docs/decisions/045-age-gate.md), shared by the sign-up form, the contracts and the
 * server. Only the birth year and month are known, so ages are counted in whole months: someone born in
 * March 2013 turns 13 on the first day of March 2026 (in UTC), whatever the day they were born.
 */

/** Younger than this cannot have an account. */
export const MINIMUM_AGE = 13;
/** Matching and chat open at this age; younger members may learn. */
export const SOCIAL_AGE = 18;
/** Nobody older is believed: a birth year before this is a typo. */
export const OLDEST_BIRTH_YEAR = 1900;

export const UNDER_MINIMUM_AGE_MESSAGE = 'You must be at least 13 to use Coinmates';
export const TEEN_SOCIAL_MESSAGE = 'Matching and chat are for members 18 and over. You can keep learning, reviewing vocabulary and swiping coins.';
export const AGE_UNCONFIRMED_MESSAGE = 'Tell us your birth month to open matching and chat.';
export const PARTNER_AGE_UNCONFIRMED_MESSAGE = 'This chat is paused until your match confirms their birth month.';

export interface BirthMonth {
  year: number;
  /** 1 (January) to 12. */
  month: number;
}

/**
 * Who the account is to the gate: `adult` may match and chat, `teen` (13-17) may learn only, `unknown` (an
 * account from before the gate that has not answered yet) may learn only until it answers.
 */
export const AGE_GROUPS = ['adult', 'teen', 'unknown'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** Months since year 0: one comparable number for a year and a month. */
export function monthNumber(year: number, month: number): number {
  return year * 12 + (month - 1);
}

/** The current month by the UTC calendar. */
export function currentMonthNumber(now: Date): number {
  return monthNumber(now.getUTCFullYear(), now.getUTCMonth() + 1);
}

/** Age in whole years at `now`: reached in the birth month itself. */
export function ageInYears(birth: BirthMonth, now: Date): number {
  return Math.floor((currentMonthNumber(now) - monthNumber(birth.year, birth.month)) / 12);
}

/** The latest birth month (a `monthNumber`) of someone who is `age` or older at `now`. */
export function latestBirthMonthForAge(age: number, now: Date): number {
  return currentMonthNumber(now) - age * 12;
}

export function ageGroupOf(birth: BirthMonth | null, now: Date): AgeGroup {
  if (!birth) return 'unknown';
  return ageInYears(birth, now) >= SOCIAL_AGE ? 'adult' : 'teen';
}
