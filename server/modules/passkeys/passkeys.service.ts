/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: adding one to the signed-in account, signing in
 * with one, listing and removing them, and the moderators' second factor
 * (docs/decisions/051-passkeys-and-moderator-second-factor.md). Every challenge is single use, expires
 * after CHALLENGE_TTL_MS and is bound to the session (adding) or the sign-in cookie (signing in) that
 * asked for it. Nothing secret is logged: a failure says which rule refused, never a credential or token.
 */
import { createHash, randomBytes } from 'node:crypto';
import { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import {
  PASSKEYS_PER_USER_MAX,
  type AuthenticationOptions,
  type Passkey,
  type PasskeyAuthenticationInput,
  type PasskeyRegistrationInput,
  type PasskeyRegistrationOptionsInput,
  type RegistrationOptions,
} from '../../../shared/contracts/passkeys';
import type { AppConfig } from '../../config/env';
import type { Database, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { WarningLogger } from '../../live/user-channel';
import * as auth from '../auth/auth.service';
import { findPasswordHash, type UserRow } from '../auth/users.service';
import { isTotpEnabled } from '../totp/totp.service';
import * as repository from './passkeys.repository';

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** How long the browser's passkey prompt may stay open (below the challenge's life). */
const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;
/** A session signed in this recently may add a passkey without typing the password again. */
/**
 * EdDSA, ES256, RS256: what every passkey provider offers, verifiable on every Node release we support.
 * The library would also offer ML-DSA-44 where the runtime has it (Node 24), and a credential made that
 * way could not be checked by an instance on an older Node.
 */
const SUPPORTED_ALGORITHMS = [-8, -7, -257];
export const FRESH_SESSION_MS = 10 * 60 * 1000;
/** The same budget as the account's other password checks (docs/security.md item 4), shared with them. */
const PASSWORD_CHECKS_PER_ACCOUNT = 10;
const PASSWORD_CHECK_WINDOW_MS = 15 * 60 * 1000;

export interface PasskeyDeps {
  db: Database;
  rateLimiter: RateLimiter;
  webauthn: AppConfig['webauthn'];
  sessionTtlMs: number;
  log?: WarningLogger;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The opaque value of the sign-in cookie that binds a sign-in challenge to one browser. */
export const createSignInBinding = () => randomBytes(32).toString('base64url');

const rejected = (message = 'This passkey could not be added. Please try again.') => new AppError(ERROR_CODES.passkeyRejected, message);
const SIGN_IN_FAILED = 'Signing in with this passkey did not work. Try again, or use your password.';
const signInFailed = () => new AppError(ERROR_CODES.passkeySignInFailed, SIGN_IN_FAILED);

/** The user handle the authenticator stores with a discoverable credential: the account id, no name. */
const userHandleOf = (userId: number) => Buffer.from(String(userId), 'utf8');

function toDto(row: repository.PasskeyRow): Passkey {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null, isSynced: row.deviceType === 'multiDevice' };
}

async function requirePassword(deps: PasskeyDeps, userId: number, password: string): Promise<void> {
  const limit = await deps.rateLimiter.consume(`password-check:user:${userId}`, PASSWORD_CHECKS_PER_ACCOUNT, PASSWORD_CHECK_WINDOW_MS);
  if (!limit.allowed) {
    throw new AppError(ERROR_CODES.rateLimited, 'Too many password attempts. Please wait and try again.', { retryAfterSeconds: limit.retryAfterSeconds });
  }
  const passwordHash = await findPasswordHash(deps.db, userId);
  if (!passwordHash) throw notFound('Account not found');
  if (!(await auth.verifyPassword(passwordHash, password))) throw new AppError(ERROR_CODES.wrongPassword, 'Your password is not correct.');
}

/**
 * Who may add a passkey now: the password typed again, or a session signed in moments ago. A moderator
 * who already has a passkey must be in a passkey session: the password alone must not mint a second
 * factor for whoever has phished it.
 */
async function requireReauthentication(deps: PasskeyDeps, user: UserRow, sessionToken: string, input: PasskeyRegistrationOptionsInput): Promise<void> {
  const session = await auth.findSessionInfo(deps.db, sessionToken);
  if (!session || session.userId !== user.id) throw new AppError(ERROR_CODES.unauthenticated, 'You need to log in first.');
  if (user.role === 'moderator' && session.signedInWith !== 'passkey' && (await repository.countUserPasskeys(deps.db, user.id)) > 0) {
    throw new AppError(ERROR_CODES.passkeySessionRequired, 'Sign in with one of your passkeys first to add another.');
  }
  if (input.currentPassword !== undefined) return requirePassword(deps, user.id, input.currentPassword);
  if (Date.now() - session.createdAt.getTime() > FRESH_SESSION_MS) {
    throw new AppError(ERROR_CODES.wrongPassword, 'Enter your password to add a passkey.');
  }
}

export async function startRegistration(deps: PasskeyDeps, user: UserRow, sessionToken: string, input: PasskeyRegistrationOptionsInput): Promise<RegistrationOptions> {
  await requireReauthentication(deps, user, sessionToken, input);
  const existing = await repository.listUserPasskeys(deps.db, user.id);
  if (existing.length >= PASSKEYS_PER_USER_MAX) throw rejected(`You already have ${PASSKEYS_PER_USER_MAX} passkeys. Remove one to add another.`);
  const options = await generateRegistrationOptions({
    rpName: deps.webauthn.rpName,
    rpID: deps.webauthn.rpId,
    userName: user.username,
    userDisplayName: user.displayName,
    userID: userHandleOf(user.id),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    // The same authenticator cannot be added twice.
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    // Discoverable, so the login form's autofill can offer it without a username.
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
    extensions: { credProps: true },
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  });
  const now = new Date();
  await repository.insertChallenge(
    deps.db,
    { challenge: options.challenge, purpose: 'registration', userId: user.id, bindingHash: auth.hashSessionToken(sessionToken), expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) },
    now,
  );
  return options as RegistrationOptions;
}

export async function finishRegistration(deps: PasskeyDeps, user: UserRow, sessionToken: string, input: PasskeyRegistrationInput): Promise<Passkey> {
  const bindingHash = auth.hashSessionToken(sessionToken);
  let challenge: 'unchecked' | 'missing' | 'taken' = 'unchecked';
  const result = await verifyRegistrationResponse({
    response: input.response,
    // Taken (deleted) as it is checked: a challenge answers once, for the session that asked for it.
    expectedChallenge: async (answered) => {
      const row = await repository.consumeChallenge(deps.db, { challenge: answered, purpose: 'registration', bindingHash }, new Date());
      challenge = row?.userId === user.id ? 'taken' : 'missing';
      return challenge === 'taken';
    },
    expectedOrigin: deps.webauthn.origins,
    expectedRPID: deps.webauthn.rpId,
    requireUserVerification: false,
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  }).catch((error: unknown) => {
    deps.log?.warn({ userId: user.id, reason: error instanceof Error ? error.message.slice(0, 200) : 'unknown', challenge }, 'passkey registration refused');
    throw rejected(challenge === 'missing' ? 'This passkey request has expired or was already used. Please start again.' : undefined);
  });
  if (!result.verified) throw rejected();
  const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
  const added = await deps.db.transaction((tx) =>
    repository.insertPasskeyCapped(
      tx,
      {
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (credential.transports ?? input.response.response.transports ?? []).slice(0, 7),
        name: input.name,
        deviceType: credentialDeviceType,
        isBackedUp: credentialBackedUp,
      },
      PASSKEYS_PER_USER_MAX,
    ),
  );
  if (added.status === 'full') throw rejected(`You already have ${PASSKEYS_PER_USER_MAX} passkeys. Remove one to add another.`);
  if (added.status !== 'added') throw rejected('This passkey is already registered.');
  return toDto(added.row);
}

/** Options for a sign-in (the login form's button and its autofill): no username, any discoverable passkey. */
export async function startAuthentication(deps: PasskeyDeps, signInBinding: string): Promise<AuthenticationOptions> {
  const options = await generateAuthenticationOptions({ rpID: deps.webauthn.rpId, userVerification: 'preferred', timeout: CEREMONY_TIMEOUT_MS });
  const now = new Date();
  await repository.insertChallenge(
    deps.db,
    { challenge: options.challenge, purpose: 'authentication', userId: null, bindingHash: sha256(signInBinding), expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) },
    now,
  );
  return options as AuthenticationOptions;
}

/**
 * Verifies a sign-in answer and opens a passkey session. Every failure (unknown passkey, a challenge
 * used, expired or issued to another browser, a bad signature, a counter that went backwards) answers the
 * same 401, so the answer tells an attacker nothing about which passkeys exist.
 */
export async function finishAuthentication(deps: PasskeyDeps, signInBinding: string | undefined, input: PasskeyAuthenticationInput): Promise<auth.SessionResult> {
  if (!signInBinding) throw signInFailed();
  const stored = await repository.findByCredentialId(deps.db, input.response.id);
  const bindingHash = sha256(signInBinding);
  let reason = 'unknown passkey';
  if (stored && input.response.response.userHandle !== undefined && input.response.response.userHandle !== userHandleOf(stored.userId).toString('base64url')) {
    reason = 'user handle of another account';
  } else if (stored) {
    try {
      const result = await verifyAuthenticationResponse({
        response: input.response,
        expectedChallenge: async (challenge) => (await repository.consumeChallenge(deps.db, { challenge, purpose: 'authentication', bindingHash }, new Date())) !== undefined,
        expectedOrigin: deps.webauthn.origins,
        expectedRPID: deps.webauthn.rpId,
        credential: { id: stored.credentialId, publicKey: Buffer.from(stored.publicKey, 'base64url'), counter: stored.counter, transports: stored.transports as never },
        requireUserVerification: false,
      });
      if (result.verified && (await repository.recordUse(deps.db, stored.id, stored.counter, result.authenticationInfo.newCounter, new Date()))) {
        const session = await auth.signInWithVerifiedPasskey(deps, stored.userId, input.timeZone);
        if (session) return session;
        reason = 'account gone';
      } else {
        reason = result.verified ? 'raced another use' : 'not verified';
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      reason = error instanceof Error ? error.message.slice(0, 200) : 'unknown';
    }
  }
  deps.log?.warn({ passkeyId: stored?.id, reason }, 'passkey sign-in refused');
  throw signInFailed();
}

export async function listPasskeys(db: Executor, userId: number): Promise<Passkey[]> {
  return (await repository.listUserPasskeys(db, userId)).map(toDto);
}

export async function removePasskey(db: Executor, userId: number, passkeyId: number): Promise<void> {
  if (!(await repository.deleteUserPasskey(db, userId, passkeyId))) throw notFound('Passkey not found');
}

/** For the data export: what is stored about each passkey, without the key material. */
export async function exportPasskeys(db: Executor, userId: number): Promise<Record<string, unknown>[]> {
  return (await repository.listUserPasskeys(db, userId)).map((row) => ({ ...toDto(row), transports: row.transports, isBackedUp: row.isBackedUp }));
}

/**
 * The moderators' second factor: a passkey or TOTP on the account, and this session signed in with one of
 * them (docs/decisions/051, 062). 403 with its own code for each missing step, so the moderation screen can
 * say what to do.
 */
export async function requireModeratorSecondFactor(db: Database, userId: number, sessionToken: string | undefined): Promise<void> {
  const [passkeyCount, hasTotp] = await Promise.all([repository.countUserPasskeys(db, userId), isTotpEnabled(db, userId)]);
  if (passkeyCount === 0 && !hasTotp) {
    throw new AppError(ERROR_CODES.secondFactorRequired, 'Moderators need a passkey or two-step sign-in. Add one in Profile > Account settings.');
  }
  const session = sessionToken ? await auth.findSessionInfo(db, sessionToken) : undefined;
  if (session?.signedInWith !== 'passkey' && session?.signedInWith !== 'totp') {
    throw new AppError(ERROR_CODES.passkeySessionRequired, 'Sign in again with your passkey or your authenticator code to open the moderation tools.');
  }
}
