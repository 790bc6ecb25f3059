import { z } from 'zod';
import { nameText, plainText } from './text';
import { USER_ROLES } from '../constants/safety';
import { reportedTimeZoneSchema } from './time-zone';
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
  username: nameText().trim().min(USERNAME_MIN, { error: 'Username must be at least 3 characters' }).max(USERNAME_MAX * 4),
  password: plainText().min(PASSWORD_MIN, { error: 'Password must be at least 6 characters' }).max(PASSWORD_MAX, {
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

export const registerInputSchema = z.strictObject({
  username: usernameSchema,
  displayName: displayNameSchema(DISPLAY_NAME_REGISTER_MIN),
  password: passwordSchema,
  /** Optional: an identicon from our server is generated when empty. */
  avatarUrl: z.union([z.literal(''), avatarUrlSchema]).optional(),
  timeZone: reportedTimeZoneSchema,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** Client-side form: adds the confirmation field, never sent to the server. */
export const registerFormSchema = registerInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    error: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

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
});
export type User = z.infer<typeof userSchema>;

