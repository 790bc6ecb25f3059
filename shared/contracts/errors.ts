import { z } from 'zod';

/** Every non-2xx JSON body has this shape (docs/design.md section 3). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  requestId: z.string().optional(),
  /** With 429 (and 503 when busy): seconds to wait, the same as the Retry-After header. */
  retryAfterSeconds: z.number().int().positive().optional(),
  issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  unauthenticated: 'UNAUTHENTICATED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  forbidden: 'FORBIDDEN',
  /** Sign-in refused: the account is suspended or banned. */
  accountRestricted: 'ACCOUNT_RESTRICTED',
  /** Matching and chat are closed to this account or this partner by age (docs/decisions/045-age-gate.md). */
  ageRestricted: 'AGE_RESTRICTED',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  usernameTaken: 'USERNAME_TAKEN',
  /** The username of a deleted or banned account, held for a while before anyone may take it. */
  usernameHeld: 'USERNAME_HELD',
  /** A chat message held a wallet seed phrase: never stored nor delivered (docs/decisions/018-scam-shield.md). */
  seedPhraseBlocked: 'SEED_PHRASE_BLOCKED',
  /** A username or display name that reads as Coinmates staff or a moderator (docs/decisions/043-seed-shield.md). */
  nameReserved: 'NAME_RESERVED',
  /** The current password given to confirm an account change was wrong. */
  wrongPassword: 'WRONG_PASSWORD',
  /** A mailed link that is unknown, expired, already used or no longer matches the account. */
  linkInvalid: 'LINK_INVALID',
  /** A passkey being added did not verify, or its challenge was used, expired or issued to another session. */
  passkeyRejected: 'PASSKEY_REJECTED',
  /** A passkey sign-in did not verify (the same answer whatever failed: docs/decisions/051). */
  passkeySignInFailed: 'PASSKEY_SIGN_IN_FAILED',
  /** A moderator without a passkey: the moderation tools stay closed until one is added. */
  secondFactorRequired: 'SECOND_FACTOR_REQUIRED',
  /** A moderator whose session was signed in with the password: sign in with the passkey first. */
  passkeySessionRequired: 'PASSKEY_SESSION_REQUIRED',
  /** A TOTP (or recovery) code was wrong, already used, or its sign-in step expired. */
  wrongTotpCode: 'WRONG_TOTP_CODE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
