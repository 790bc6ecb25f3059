/**
 * The account's e-mail and the links mailed to it (docs/decisions/050-accounts-and-mail.md): verifying an
 * address, changing it, and resetting a forgotten password.
 */
import { z } from 'zod';
import { plainText } from './text';

export const EMAIL_MAX = 254;
const LOCAL_PART_MAX = 64;

/**
 * A practical address rule (not every RFC 5321 form): an unquoted local part of the usual characters, no
 * leading, trailing or doubled dot, and a domain of at least two labels ending in letters (international
 * letters allowed). The domain is stored lower-case; the local part as typed.
 */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid e-mail address, like name@example.com';

export function normalizeEmail(value: string): string {
  const trimmed = value.normalize('NFC').trim();
  const at = trimmed.lastIndexOf('@');
  return at < 0 ? trimmed : `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
}

export function isValidEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0 || value.length > EMAIL_MAX) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return local.length <= LOCAL_PART_MAX && LOCAL_PART.test(local) && domain.length <= 253 && DOMAIN.test(domain);
}

/** The one comparison key: two spellings of one address are one address (case-insensitive). */
export const emailKey = (address: string) => normalizeEmail(address).toLowerCase();

export const emailAddressSchema = plainText()
  .max(EMAIL_MAX + 20, { error: INVALID_EMAIL_MESSAGE })
  .transform(normalizeEmail)
  .refine(isValidEmail, { error: INVALID_EMAIL_MESSAGE });

/** The opaque token of a mailed link: 32 random bytes, base64url. */
export const linkTokenSchema = plainText().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This link is not complete. Open it again from the e-mail, or ask for a new one.' });

export const accountEmailSchema = z.object({
  /** The verified address (password reset mails go there), or null. */
  address: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  /** An address waiting for its link to be opened. */
  pendingAddress: z.string().nullable(),
  /** Whether "Forgot password?" can help this account (it needs a verified address). */
  canResetPassword: z.boolean(),
});
export type AccountEmail = z.infer<typeof accountEmailSchema>;

/**
 * Removing the address (docs/decisions/060): the password again, or nothing when this session was signed in
 * with a passkey in the last 10 minutes (the passkey confirmed it is the owner).
 */
export const removeEmailInputSchema = z.strictObject({
  password: plainText().min(1, { error: 'Enter your password to confirm' }).max(256).optional(),
});
export type RemoveEmailInput = z.infer<typeof removeEmailInputSchema>;

/** Adding or changing the address: the password, or none when this session was signed in with a passkey in the last 10 minutes. */
export const setEmailInputSchema = z.strictObject({
  email: emailAddressSchema,
  password: plainText().min(1, { error: 'Enter your password to confirm' }).max(256).optional(),
});
export type SetEmailInput = z.infer<typeof setEmailInputSchema>;

export const verifyEmailInputSchema = z.strictObject({ token: linkTokenSchema });
export type VerifyEmailInput = z.infer<typeof verifyEmailInputSchema>;

export const forgotPasswordInputSchema = z.strictObject({
  /** A username or an e-mail address. */
  identifier: plainText().trim().min(3, { error: 'Enter your username or e-mail address' }).max(EMAIL_MAX, { error: 'Enter your username or e-mail address' }),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

/** The same words whoever asks, whether or not an account exists (no one can learn who has an account). */
export const FORGOT_PASSWORD_ANSWER =
  'If an account with a verified e-mail matches what you entered, we have sent it a link to set a new password. It works for one hour. Check your inbox and spam folder.';

export const emailMessageSchema = z.object({ ok: z.literal(true), message: z.string() });
export type EmailMessage = z.infer<typeof emailMessageSchema>;
