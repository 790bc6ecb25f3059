/**
 * TOTP as a second factor (RFC 6238, `otpauth`; docs/decisions/062-totp-second-factor.md):
 * - Set-up (with the password) stores a pending secret and shows it once, as an otpauth:// URI, a QR code
 *   and base32 text; a first valid code turns it on and answers ten one-time recovery codes (only their
 *   SHA-256 stored), shown once.
 * - A password sign-in of an account with TOTP on stops at a second step: the code (or a recovery code)
 *   against a 5-minute pending sign-in bound to a cookie. A passkey sign-in skips it.
 * - A code is accepted once per 30-second step (replay refused), with one step of drift either way; the
 *   fifth wrong code in a row locks the factor for 15 minutes (429). Turning it off asks for the password
 *   and a code. The secret is never returned after set-up and never logged.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import type { TotpRecoveryCodes, TotpSetup, TotpStatus } from '../../../shared/contracts/totp';
import type { Database, Executor } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import { createSessionToken, hashSessionToken, signInWithSecondFactor, verifyPassword, type SessionResult } from '../auth/auth.service';
import { findPasswordHash } from '../auth/users.service';
import * as repository from './totp.repository';

export interface TotpDeps {
  db: Database;
  rateLimiter: RateLimiter;
  sessionTtlMs: number;
  /** The issuer shown in the authenticator app. */
  issuer?: string;
  clock?: () => Date;
}

export const TOTP_PERIOD_SECONDS = 30;
export const WRONG_CODES_BEFORE_WAIT = 5;
export const WRONG_CODE_WAIT_MS = 15 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;
export const TOTP_SIGN_IN_MS = 5 * 60 * 1000;

const now = (deps: { clock?: () => Date }) => (deps.clock ? deps.clock() : new Date());
const WRONG_CODE = 'That code is not correct. Enter the current 6-digit code from your authenticator app, or a recovery code.';

function totpFor(secret: string, label = 'Coinmates', issuer = 'Coinmates'): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

const hashRecoveryCode = (code: string) => createHash('sha256').update(code.toLowerCase()).digest('hex');

function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

async function requirePassword(deps: TotpDeps, userId: number, password: string): Promise<void> {
  const limit = await deps.rateLimiter.consume(`password-check:user:${userId}`, 10, 15 * 60 * 1000);
  if (!limit.allowed) throw new AppError(ERROR_CODES.rateLimited, 'Too many password attempts. Please wait and try again.', { retryAfterSeconds: limit.retryAfterSeconds });
  const passwordHash = await findPasswordHash(deps.db, userId);
  if (!passwordHash) throw notFound('Account not found');
  if (!(await verifyPassword(passwordHash, password))) throw new AppError(ERROR_CODES.wrongPassword, 'Your password is not correct.');
}

/**
 * Checks a code against the user's factor: a TOTP code once per step, or (when `allowRecovery`) an unused
 * recovery code. Locked factors answer 429; a wrong code counts towards the lock.
 */
async function checkCode(deps: TotpDeps, factor: repository.TotpFactorRow, code: string, options: { allowRecovery: boolean; enable?: boolean }): Promise<void> {
  const at = now(deps);
  if (factor.lockedUntil && factor.lockedUntil > at) {
    throw new AppError(ERROR_CODES.rateLimited, 'Too many wrong codes. Please wait a few minutes and try again.', {
      retryAfterSeconds: Math.max(1, Math.ceil((factor.lockedUntil.getTime() - at.getTime()) / 1000)),
    });
  }
  let isAccepted = false;
  if (/^\d{6}$/.test(code)) {
    const totp = totpFor(factor.secret);
    const delta = totp.validate({ token: code, timestamp: at.getTime(), window: 1 });
    if (delta !== null) isAccepted = await repository.acceptStep(deps.db, factor.userId, totp.counter({ timestamp: at.getTime() }) + delta, at, options.enable === true);
  } else if (options.allowRecovery) {
    isAccepted = await repository.useRecoveryCode(deps.db, factor.userId, hashRecoveryCode(code), at);
  }
  if (!isAccepted) {
    await repository.recordFailure(deps.db, factor.userId, WRONG_CODES_BEFORE_WAIT, new Date(at.getTime() + WRONG_CODE_WAIT_MS));
    throw new AppError(ERROR_CODES.wrongTotpCode, WRONG_CODE);
  }
}

export async function getStatus(db: Executor, userId: number): Promise<TotpStatus> {
  const factor = await repository.findFactor(db, userId);
  const enabled = Boolean(factor?.enabledAt);
  return { enabled, recoveryCodesLeft: enabled ? await repository.countUnusedRecoveryCodes(db, userId) : 0 };
}

/** Whether a password sign-in of this user needs a TOTP code (for auth and moderation). */
export async function isTotpEnabled(db: Executor, userId: number): Promise<boolean> {
  return Boolean((await repository.findFactor(db, userId))?.enabledAt);
}

/** Starts (or restarts) the set-up: a fresh secret, shown this once. */
export async function setUp(deps: TotpDeps, user: { id: number; username: string }, password: string): Promise<TotpSetup> {
  await requirePassword(deps, user.id, password);
  const secret = new Secret({ size: 20 }).base32;
  if (!(await repository.upsertPendingFactor(deps.db, user.id, secret))) throw conflict('Two-step sign-in is already on. Turn it off first to set up a new app.');
  const uri = totpFor(secret, user.username, deps.issuer).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, secret, qrSvg };
}

/** The first valid code turns the factor on; answers the recovery codes, this once. */
export async function enable(deps: TotpDeps, userId: number, code: string): Promise<TotpRecoveryCodes> {
  const factor = await repository.findFactor(deps.db, userId);
  if (!factor) throw new AppError(ERROR_CODES.validation, 'Start the set-up first.');
  if (factor.enabledAt) throw conflict('Two-step sign-in is already on.');
  await checkCode(deps, factor, code, { allowRecovery: false, enable: true });
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await repository.replaceRecoveryCodes(deps.db, userId, recoveryCodes.map(hashRecoveryCode));
  return { recoveryCodes };
}

/** Turning it off: the password and a code (or a recovery code). */
export async function disable(deps: TotpDeps, userId: number, input: { password: string; code: string }): Promise<TotpStatus> {
  await requirePassword(deps, userId, input.password);
  const factor = await repository.findFactor(deps.db, userId);
  if (!factor?.enabledAt) throw new AppError(ERROR_CODES.validation, 'Two-step sign-in is not on.');
  await checkCode(deps, factor, input.code, { allowRecovery: true });
  await repository.deleteFactor(deps.db, userId);
  return { enabled: false, recoveryCodesLeft: 0 };
}

/** After a right password of an account with TOTP on: a pending sign-in, bound to the token answered. */
export async function startSignIn(deps: TotpDeps, userId: number, timeZone: string | undefined): Promise<{ token: string; expiresAt: Date }> {
  const at = now(deps);
  const token = createSessionToken();
  const expiresAt = new Date(at.getTime() + TOTP_SIGN_IN_MS);
  await repository.insertSignIn(deps.db, { id: hashSessionToken(token), userId, timeZone: timeZone ?? null, expiresAt }, at);
  return { token, expiresAt };
}

/** The second step: the code for the pending sign-in of this cookie; a session on success. */
export async function completeSignIn(deps: TotpDeps, token: string | undefined, code: string): Promise<SessionResult & { timeZone: string | undefined }> {
  const expired = () => new AppError(ERROR_CODES.wrongTotpCode, 'This sign-in has expired. Enter your username and password again.');
  if (!token) throw expired();
  const pending = await repository.findSignIn(deps.db, hashSessionToken(token), now(deps));
  if (!pending) throw expired();
  const factor = await repository.findFactor(deps.db, pending.userId);
  if (!factor?.enabledAt) throw expired();
  await checkCode(deps, factor, code, { allowRecovery: true });
  await repository.deleteSignIn(deps.db, pending.id);
  const session = await signInWithSecondFactor(deps, pending.userId, pending.timeZone ?? undefined);
  if (!session) throw expired();
  return { ...session, timeZone: pending.timeZone ?? undefined };
}

/** For the data export: whether TOTP is on and the recovery codes left (never the secret or a code). */
export async function exportTotp(db: Executor, userId: number): Promise<{ enabled: boolean; enabledAt: string | null; recoveryCodesLeft: number }> {
  const factor = await repository.findFactor(db, userId);
  const enabledAt = factor?.enabledAt ?? null;
  return { enabled: enabledAt !== null, enabledAt: enabledAt?.toISOString() ?? null, recoveryCodesLeft: enabledAt ? await repository.countUnusedRecoveryCodes(db, userId) : 0 };
}
