/**
 * The account's e-mail and the links mailed to it (docs/decisions/050-accounts-and-mail.md):
 *
 * - An address is added (at sign-up or from account settings, with the password) as pending; a job mails it
 *   a verification link (24 h, single use). Opening the link makes it the verified address, unless another
 *   account verified it first. Nothing the caller sees differs when the address belongs to someone else: that
 *   address gets a notice instead of a link.
 * - "Forgot password?" answers the same words whatever was typed; only an account with a verified address
 *   gets a reset link (1 h, single use). Setting the new password ends every session.
 * - Tokens are 32 random bytes; only their SHA-256 is stored. Each mail is a job (retried), made after the
 *   request answered, so a slow mail server never holds a request (account-mail.jobs.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AccountEmail, ForgotPasswordInput, RemoveEmailInput, SetEmailInput } from '../../../shared/contracts/email';
import { emailKey, FORGOT_PASSWORD_ANSWER, isValidEmail, normalizeEmail } from '../../../shared/contracts/email';
import type { ResetPasswordInput } from '../../../shared/contracts/auth';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import type { Database } from '../../db/client';
import type { DomainEventBus } from '../../events/domain-events';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import { findSessionInfo, hashPassword, verifyPassword } from '../auth/auth.service';
import * as users from '../auth/users.service';
import { maskAddress } from '../mail/mail.service';
import * as repository from './email.repository';
import * as messages from './email.messages';

export interface EmailDeps {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  rateLimiter: RateLimiter;
  domainEvents: DomainEventBus;
  /** Links in mails start with this (PUBLIC_URL), never with a request's Host header. */
  publicUrl: string;
  clock?: () => Date;
}

export const VERIFY_TTL_MS = messages.VERIFY_LINK_HOURS * 60 * 60 * 1000;
export const RESET_TTL_MS = messages.RESET_LINK_MINUTES * 60 * 1000;
/** Mails a user may cause from account settings (adding, changing, resending) per hour. */
export const ACCOUNT_MAILS_PER_HOUR = 5;
/** "Forgot password?" per typed username or address, and per client address, per hour (429 beyond). */
export const RESET_REQUESTS_PER_IDENTIFIER = 5;
export const RESET_REQUESTS_PER_IP = 20;
/** Reset mails one account receives per hour, whatever it was asked by (more are dropped silently). */
export const RESET_MAILS_PER_ACCOUNT = 3;
const HOUR_MS = 60 * 60 * 1000;

const LINK_INVALID = 'This link has expired or was already used. Ask for a new one.';

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const createLinkToken = () => randomBytes(32).toString('base64url');
export const now = (deps: { clock?: () => Date }) => (deps.clock ? deps.clock() : new Date());

function toAccountEmail(row: repository.UserEmailRow | undefined): AccountEmail {
  return {
    address: row?.address ?? null,
    verifiedAt: row?.verifiedAt?.toISOString() ?? null,
    pendingAddress: row?.pendingAddress ?? null,
    canResetPassword: Boolean(row?.address),
  };
}

async function limit(deps: Pick<EmailDeps, 'rateLimiter'>, key: string, max: number, windowMs: number, message: string): Promise<void> {
  const decision = await deps.rateLimiter.consume(key, max, windowMs);
  if (!decision.allowed) throw new AppError(ERROR_CODES.rateLimited, message, { retryAfterSeconds: decision.retryAfterSeconds });
}

export async function getAccountEmail(db: Database, userId: number): Promise<AccountEmail> {
  return toAccountEmail(await repository.findByUser(db, userId));
}

/**
 * Makes `address` the user's pending address and queues its verification mail (and, when a verified
 * address exists, a notice to it). The same answer whether or not the address is someone else's.
 */
async function addPending(deps: EmailDeps, userId: number, address: string): Promise<AccountEmail> {
  const row = await repository.findByUser(deps.db, userId);
  if (row?.addressKey === emailKey(address)) {
    // Already this account's verified address: nothing to prove; a pending change is dropped.
    if (row.pendingAddress) await repository.setPending(deps.db, userId, null);
    return toAccountEmail({ ...row, pendingAddress: null });
  }
  await repository.setPending(deps.db, userId, address);
  await deps.jobs.enqueue('mail.deliver', { kind: 'verify-email', userId, address });
  if (row?.address) {
    await deps.jobs.enqueue('mail.deliver', { kind: 'email-change-notice', userId, oldAddress: row.address, newAddressMasked: maskAddress(address) });
  }
  return toAccountEmail({ ...(row ?? { userId, address: null, addressKey: null, verifiedAt: null, updatedAt: new Date() }), pendingAddress: address });
}

/** At sign-up (the contract validated the address): no password to ask, the account is seconds old. */
export async function addEmailAtSignUp(deps: EmailDeps, userId: number, email: string | undefined): Promise<void> {
  if (!email) return;
  await deps.rateLimiter.consume(`account-mail:user:${userId}`, ACCOUNT_MAILS_PER_HOUR, HOUR_MS);
  await addPending(deps, userId, email);
}

async function requirePassword(deps: EmailDeps, userId: number, password: string): Promise<void> {
  await limit(deps, `password-check:user:${userId}`, 10, 15 * 60 * 1000, 'Too many password attempts. Please wait and try again.');
  const passwordHash = await users.findPasswordHash(deps.db, userId);
  if (!passwordHash) throw notFound('Account not found');
  if (!(await verifyPassword(passwordHash, password))) throw new AppError(ERROR_CODES.wrongPassword, 'Your password is not correct.');
}

/** A session signed in with a passkey this recently may change or remove the address without the password. */
export const PASSKEY_CONFIRMS_FOR_MS = 10 * 60 * 1000;

/**
 * The one re-authentication rule for the address (docs/decisions/060, 062): the password again, or, without
 * one, a passkey sign-in of this very session in the last 10 minutes (the passkey confirmed it is the owner).
 */
async function confirmOwner(deps: EmailDeps, userId: number, sessionToken: string, password: string | undefined, refusal: string): Promise<void> {
  if (password !== undefined) {
    await requirePassword(deps, userId, password);
    return;
  }
  const session = await findSessionInfo(deps.db, sessionToken);
  const isFreshPasskeySession = session?.userId === userId && session.signedInWith === 'passkey' && Date.now() - session.createdAt.getTime() <= PASSKEY_CONFIRMS_FOR_MS;
  if (!isFreshPasskeySession) throw new AppError(ERROR_CODES.wrongPassword, refusal);
}

/**
 * Adding or changing the address from account settings: the password (or a passkey sign-in moments ago)
 * first, then a limit on mails. A verified address being replaced is told.
 */
export async function setEmail(deps: EmailDeps, userId: number, sessionToken: string, input: SetEmailInput): Promise<AccountEmail> {
  await confirmOwner(deps, userId, sessionToken, input.password, 'Enter your password, or sign in again with your passkey, to change your e-mail.');
  await limit(deps, `account-mail:user:${userId}`, ACCOUNT_MAILS_PER_HOUR, HOUR_MS, 'We have sent several e-mails in the last hour. Please wait a little before asking for another.');
  return addPending(deps, userId, input.email);
}

/**
 * Removing the address (verified and pending): the password again, or a passkey sign-in moments ago. Its
 * unused links stop working, and the removed verified address is told (as a change is).
 */
export async function removeEmail(deps: EmailDeps, userId: number, sessionToken: string, input: RemoveEmailInput): Promise<AccountEmail> {
  const row = await repository.findByUser(deps.db, userId);
  if (!row?.address && !row?.pendingAddress) throw badRequest('There is no e-mail address on this account.');
  await confirmOwner(deps, userId, sessionToken, input.password, 'Enter your password, or sign in again with your passkey, to remove your e-mail.');
  const at = now(deps);
  await repository.deleteByUser(deps.db, userId);
  await repository.retireTokens(deps.db, userId, 'verify', at);
  await repository.retireTokens(deps.db, userId, 'reset', at);
  if (row.address) await deps.jobs.enqueue('mail.deliver', { kind: 'email-removed-notice', userId, oldAddress: row.address });
  return toAccountEmail(undefined);
}

export async function resendVerification(deps: EmailDeps, userId: number): Promise<AccountEmail> {
  const row = await repository.findByUser(deps.db, userId);
  if (!row?.pendingAddress) throw badRequest('There is no address waiting for confirmation.');
  await limit(deps, `account-mail:user:${userId}`, ACCOUNT_MAILS_PER_HOUR, HOUR_MS, 'We have sent several e-mails in the last hour. Please wait a little before asking for another.');
  await deps.jobs.enqueue('mail.deliver', { kind: 'verify-email', userId, address: row.pendingAddress });
  return toAccountEmail(row);
}

/** Opening a verification link: works once, within 24 h, for the address still pending. Needs no session. */
export async function verifyEmail(deps: EmailDeps, token: string): Promise<{ ok: true; message: string }> {
  const at = now(deps);
  const tokenHash = hashLinkToken(token);
  const verified = await deps.db.transaction(async (tx) => {
    const used = await repository.consumeToken(tx, tokenHash, 'verify', at);
    if (!used) return false;
    const row = await repository.findByUser(tx, used.userId);
    if (!row || row.pendingAddress !== used.address) return false;
    if (!(await repository.promotePending(tx, used.userId, used.address, emailKey(used.address), at))) return false;
    await repository.retireTokens(tx, used.userId, 'verify', at);
    return true;
  });
  if (!verified) throw new AppError(ERROR_CODES.linkInvalid, LINK_INVALID);
  return { ok: true, message: 'Your e-mail is confirmed. If you ever forget your password, you can reset it from the sign-in screen.' };
}

/**
 * "Forgot password?": the same answer for every input. A username or an address (when it holds an @)
 * finds the account; only one with a verified address gets a mail (a job), at most a few an hour.
 */
export async function requestPasswordReset(deps: EmailDeps, input: ForgotPasswordInput, clientIp: string): Promise<{ ok: true; message: string }> {
  const identifier = input.identifier.includes('@') ? emailKey(input.identifier) : input.identifier.normalize('NFKC').trim().toLowerCase();
  const [byIp, byIdentifier] = await Promise.all([
    deps.rateLimiter.consume(`reset:ip:${clientIp}`, RESET_REQUESTS_PER_IP, HOUR_MS),
    deps.rateLimiter.consume(`reset:id:${hashLinkToken(identifier)}`, RESET_REQUESTS_PER_IDENTIFIER, HOUR_MS),
  ]);
  if (!byIp.allowed || !byIdentifier.allowed) {
    throw new AppError(ERROR_CODES.rateLimited, 'Too many reset requests. Please wait a while and try again.', {
      retryAfterSeconds: Math.max(byIp.allowed ? 0 : byIp.retryAfterSeconds, byIdentifier.allowed ? 0 : byIdentifier.retryAfterSeconds),
    });
  }
  const userId = await findResettableUser(deps.db, input.identifier);
  if (userId !== undefined) {
    const perAccount = await deps.rateLimiter.consume(`reset:user:${userId}`, RESET_MAILS_PER_ACCOUNT, HOUR_MS);
    if (perAccount.allowed) await deps.jobs.enqueue('mail.deliver', { kind: 'password-reset', userId });
  }
  return { ok: true, message: FORGOT_PASSWORD_ANSWER };
}

async function findResettableUser(db: Database, identifier: string): Promise<number | undefined> {
  if (identifier.includes('@')) {
    const address = normalizeEmail(identifier);
    if (!isValidEmail(address)) return undefined;
    return (await repository.findByVerifiedKey(db, emailKey(address)))?.userId;
  }
  const user = await users.findUserByUsername(db, identifier);
  if (!user) return undefined;
  return (await repository.findByUser(db, user.id))?.address ? user.id : undefined;
}

/** Setting a new password from a reset link: once, within the hour, while the address is still the account's. */
export async function resetPassword(deps: EmailDeps, input: ResetPasswordInput): Promise<{ ok: true; message: string }> {
  const at = now(deps);
  const tokenHash = hashLinkToken(input.token);
  // A cheap look first, so a dead link never costs a password hash.
  if (!(await repository.findUsableToken(deps.db, tokenHash, 'reset', at))) throw new AppError(ERROR_CODES.linkInvalid, LINK_INVALID);
  const passwordHash = await hashPassword(input.password);
  const result = await deps.db.transaction(async (tx) => {
    const used = await repository.consumeToken(tx, tokenHash, 'reset', at);
    if (!used) return undefined;
    const row = await repository.findByUser(tx, used.userId);
    if (!row?.address || row.address !== used.address) return undefined;
    const ended = await users.resetPasswordHash(tx, used.userId, passwordHash);
    await repository.retireTokens(tx, used.userId, 'reset', at);
    return { userId: used.userId, ended };
  });
  if (!result) throw new AppError(ERROR_CODES.linkInvalid, LINK_INVALID);
  await deps.domainEvents.publish('sessions.ended', { userId: result.userId });
  return { ok: true, message: 'Your new password is set, and every device was signed out. Sign in with your new password.' };
}

/** What the export lists: the addresses and the links mailed (never a token or its hash). */
export async function exportEmail(db: Database, userId: number) {
  const [row, links] = await Promise.all([repository.findByUser(db, userId), repository.listTokensForExport(db, userId)]);
  return {
    email: row ? { address: row.address, verifiedAt: row.verifiedAt?.toISOString() ?? null, pendingAddress: row.pendingAddress } : null,
    emailLinks: links.map((link) => ({
      purpose: link.purpose,
      address: link.address,
      createdAt: link.createdAt.toISOString(),
      expiresAt: link.expiresAt.toISOString(),
      usedAt: link.usedAt?.toISOString() ?? null,
    })),
  };
}

/** The `sessions.prune` job's companion: links used or expired a day ago are deleted. */
export async function pruneStaleLinks(db: Database, at = new Date()): Promise<number> {
  return repository.deleteStaleTokens(db, new Date(at.getTime() - 24 * HOUR_MS));
}
