import { z } from 'zod';
import { nameText, plainText } from './text';
import { USER_ROLES } from '../constants/safety';
import { THEMES } from '../constants/theme';
import { reportedTimeZoneSchema } from './time-zone';
import { emailAddressSchema, linkTokenSchema } from './email';
import { AGE_GROUPS, ageInYears, MINIMUM_AGE, OLDEST_BIRTH_YEAR, UNDER_MINIMUM_AGE_MESSAGE } from '../constants/age';
import { COMMUNICATION_STYLES, EXPERTISE_AREAS, LEARNING_GOALS, LEARNING_INTERESTS, LEARNING_STYLES } from '../constants/learning-profile';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;
export const DISPLAY_NAME_REGISTER_MIN = 2;
export const DISPLAY_NAME_EDIT_MIN = 3;
export const DISPLAY_NAME_MAX = 50;
export const AVATAR_URL_MAX = 2048;

/** Letters (any script), digits, underscore, dot and hyphen: safe in URLs, mentions and @handles. */
const USERNAME_PATTERN = /^[\p{L}\p{N}_.-]+$/u;

/** NFKC before the length rules (a ligature may expand to many characters). */
export const usernameSchema = nameText()
  .trim()
  .min(USERNAME_MIN, { error: 'Username must be at least 3 characters' })
  .max(USERNAME_MAX, { error: `Username must be at most ${USERNAME_MAX} characters` })
  .regex(USERNAME_PATTERN, { error: 'Username may contain only letters, numbers, dots, dashes and underscores' });

export const passwordSchema = plainText()
  .min(PASSWORD_MIN, { error: 'Password must be at least 6 characters' })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` });

/** Our own avatar files: one path segment, no traversal, nothing after `.svg` (no query, no fragment). */
const OWN_AVATAR_PATH = /^\/api\/avatars\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,150}\.svg$/;

/**
 * Our own avatar path or an https URL, canonical (docs/security.md item 6): never `..`, backslashes,
 * whitespace, control characters or credentials, so an avatar cannot make other users' browsers request
 * another path of ours (`/api/avatars/../cryptos/update?force=true`). An https URL is stored in its
 * normalised form.
 */
export const avatarUrlSchema = plainText()
  .trim()
  .max(AVATAR_URL_MAX, { error: 'Avatar URL is too long' })
  .refine((value) => !value.includes('..') && !/[\\\s\p{Cc}]/u.test(value) && (OWN_AVATAR_PATH.test(value) || isHttpsUrl(value)), {
    error: 'Please enter a valid URL',
  })
  .overwrite(canonicalUrl);

/** An https URL's normalised form; anything else unchanged (it was already rejected above). */
function canonicalUrl(value: string): string {
  if (value.startsWith('/')) return value;
  try {
    return new URL(value).href;
  } catch {
    return value;
  }
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const loginInputSchema = z.strictObject({
  username: nameText()
    .trim()
    .min(USERNAME_MIN, { error: 'Username must be at least 3 characters' })
    .max(USERNAME_MAX * 4),
  password: plainText()
    .min(PASSWORD_MIN, { error: 'Password must be at least 6 characters' })
    .max(PASSWORD_MAX, {
      error: `Password must be at most ${PASSWORD_MAX} characters`,
    }),
  timeZone: reportedTimeZoneSchema,
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** A display name: NFKC before the length rules, no invisible or direction-changing characters. */
export function displayNameSchema(min: number) {
  return nameText()
    .trim()
    .min(min, { error: `Display name must be at least ${min} characters` })
    .max(DISPLAY_NAME_MAX, { error: `Display name must be at most ${DISPLAY_NAME_MAX} characters` });
}

/**
 * A birth year and month (never the day: docs/decisions/045-age-gate.md). Not in the future by the
 * validating side's clock; the minimum age is checked by `requireMinimumAge`.
 */
export const birthMonthFields = {
  birthYear: z
    .number({ error: 'Choose your birth year' })
    .int({ error: 'Choose your birth year' })
    .min(OLDEST_BIRTH_YEAR, { error: 'Choose your birth year' })
    .max(9999, { error: 'Choose your birth year' }),
  birthMonth: z.number({ error: 'Choose your birth month' }).int({ error: 'Choose your birth month' }).min(1, { error: 'Choose your birth month' }).max(12, { error: 'Choose your birth month' }),
};

/** Refuses a birth month under the minimum age at the validating side's date (the server's on the server). */
function requireMinimumAge(value: { birthYear: number; birthMonth: number }, context: z.core.$RefinementCtx<unknown>): void {
  const age = ageInYears({ year: value.birthYear, month: value.birthMonth }, new Date());
  if (age < 0) context.addIssue({ code: 'custom', message: 'That month has not happened yet', path: ['birthMonth'] });
  else if (age < MINIMUM_AGE) context.addIssue({ code: 'custom', message: UNDER_MINIMUM_AGE_MESSAGE, path: ['birthMonth'] });
}

const registerFields = z.strictObject({
  username: usernameSchema,
  displayName: displayNameSchema(DISPLAY_NAME_REGISTER_MIN),
  password: passwordSchema,
  /** Optional: an identicon from our server is generated when empty. */
  avatarUrl: z.union([z.literal(''), avatarUrlSchema]).optional(),
  /** Optional: a verification link is mailed to it (docs/decisions/050-accounts-and-mail.md). */
  email: z.union([z.literal(''), emailAddressSchema]).optional(),
  timeZone: reportedTimeZoneSchema,
  ...birthMonthFields,
});

export const registerInputSchema = registerFields.superRefine(requireMinimumAge);
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** Client-side form: adds the confirmation field, never sent to the server. */
export const registerFormSchema = registerFields
  .extend({ confirmPassword: z.string() })
  .superRefine(requireMinimumAge)
  .refine((value) => value.password === value.confirmPassword, {
    error: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** An account from before the age gate answers once (docs/decisions/045-age-gate.md). */
export const birthMonthInputSchema = z.strictObject(birthMonthFields).superRefine((value, context) => {
  if (ageInYears({ year: value.birthYear, month: value.birthMonth }, new Date()) < 0) {
    context.addIssue({ code: 'custom', message: 'That month has not happened yet', path: ['birthMonth'] });
  }
});
export type BirthMonthInput = z.infer<typeof birthMonthInputSchema>;

/** Setting a new password from a mailed reset link: the sign-up password rules. */
export const resetPasswordInputSchema = z.strictObject({ token: linkTokenSchema, password: passwordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  learningGoals: z.array(z.enum(LEARNING_GOALS)),
  learningInterests: z.array(z.enum(LEARNING_INTERESTS)),
  expertiseAreas: z.array(z.enum(EXPERTISE_AREAS)),
  preferredLearningStyle: z.enum(LEARNING_STYLES).nullable(),
  communicationStyle: z.enum(COMMUNICATION_STYLES).nullable(),
  /** 'moderator' opens the moderation queue. */
  role: z.enum(USER_ROLES),
  /** `adult` may match and chat; `teen` and `unknown` (not answered yet) may learn only (docs/decisions/045-age-gate.md). */
  ageGroup: z.enum(AGE_GROUPS),
  /** The colour theme chosen on the account (docs/decisions/057-dark-theme.md). */
  theme: z.enum(THEMES),
});
export type User = z.infer<typeof userSchema>;

/** Answering the birth month: saved (the user as it is now), or the account was deleted (under the minimum age). */
export const birthMonthAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('saved'), user: userSchema }),
  z.object({ status: z.literal('accountDeleted'), message: z.string() }),
]);
export type BirthMonthAnswer = z.infer<typeof birthMonthAnswerSchema>;
