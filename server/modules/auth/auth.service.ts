import type { LoginInput, RegisterInput, User } from '../../../shared/contracts/auth';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { UserChannel, WarningLogger } from '../../live/user-channel';
import { avatarPathFor } from '../avatars/avatar.service';
import { toUser } from './auth.mapper';
import * as repository from './auth.repository';
import { getDummyHash, hashPassword, verifyPassword } from './password';
import { createSessionToken, hashSessionToken } from './session-token';
import { normalizeUsername, usernameKey } from './username';
import { saveUserTimeZone, usernameHeldUntil } from './users.service';
import { guardNames } from './name-guard.service';

/** docs/security.md item 4: per account and per IP, in a 15-minute window. */
/** The auth module's surface for other modules (account: password change, the current session). */
export { hashPassword, verifyPassword } from './password';
export { createSessionToken, hashSessionToken, SESSION_COOKIE } from './session-token';

/** Binds a pending TOTP sign-in to the browser whose password was right; read only by the code step. */
export const TOTP_SIGN_IN_COOKIE = 'cm_totp_signin';
export const TOTP_SIGN_IN_COOKIE_PATH = '/api/auth/totp';

export const LOGIN_LIMIT_PER_ACCOUNT = 10;
export const LOGIN_LIMIT_PER_IP = 300;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface AuthDeps {
  db: Database;
  rateLimiter: RateLimiter;
  sessionTtlMs: number;
  /** Where ended sessions are announced, so their sockets close on every instance. */
  userChannel: Pick<UserChannel, 'endSessions'>;
  log?: WarningLogger;
  /** Login attempts per address per window (default LOGIN_LIMIT_PER_IP). */
  loginLimitPerIp?: number;
  /** Whether a password sign-in of this user stops for a TOTP code (docs/decisions/062). */
  needsSecondFactor?: (userId: number) => Promise<boolean>;
}

/** The password was right and the account has TOTP on: the code comes next (no session yet). */
export interface SecondFactorNeeded {
  secondFactor: 'totp';
  userId: number;
}

export interface SessionResult {
  user: User;
  token: string;
  expiresAt: Date;
}

/** The session cookie's attributes (docs/security.md item 5), for every route that signs someone in. */
export function sessionCookieOptions(isSecure: boolean, expiresAt: Date) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: isSecure, expires: expiresAt };
}

const INVALID_CREDENTIALS = 'Invalid username or password.';

async function startSession(
  deps: Pick<AuthDeps, 'db' | 'sessionTtlMs'>,
  userId: number,
  signedInWith: repository.SessionRow['signedInWith'] = 'password',
): Promise<{ token: string; expiresAt: Date }> {
  const token = createSessionToken();
  const expiresAt = new Date(Date.now() + deps.sessionTtlMs);
  await repository.insertSession(deps.db, { id: hashSessionToken(token), userId, expiresAt, signedInWith });
  return { token, expiresAt };
}

/**
 * Signs in a user whose passkey the passkeys module has just verified: the same restriction check and
 * time-zone update as a password login, and a session marked as signed in with a passkey (the second
 * factor moderation asks for, docs/decisions/051-passkeys-and-moderator-second-factor.md). `undefined`
 * when the user is gone (deleted between the two steps).
 */
export async function signInWithVerifiedPasskey(deps: Pick<AuthDeps, 'db' | 'sessionTtlMs'>, userId: number, timeZone: string | undefined): Promise<SessionResult | undefined> {
  const row = await repository.findUserById(deps.db, userId);
  if (!row) return undefined;
  const restriction = describeRestriction(row, new Date());
  if (restriction) throw new AppError(ERROR_CODES.accountRestricted, restriction);
  await saveUserTimeZone(deps.db, row.id, timeZone);
  const session = await startSession(deps, row.id, 'passkey');
  return { user: toUser(row), ...session };
}

/**
 * Signs in a user whose password and TOTP code were both verified (the totp module's second step): the
 * restriction check again (a ban may have come in between), the time zone, and a 'totp' session.
 */
export async function signInWithSecondFactor(deps: Pick<AuthDeps, 'db' | 'sessionTtlMs'>, userId: number, timeZone: string | undefined): Promise<SessionResult | undefined> {
  const row = await repository.findUserById(deps.db, userId);
  if (!row) return undefined;
  const restriction = describeRestriction(row, new Date());
  if (restriction) throw new AppError(ERROR_CODES.accountRestricted, restriction);
  await saveUserTimeZone(deps.db, row.id, timeZone);
  const session = await startSession(deps, row.id, 'totp');
  return { user: toUser(row), ...session };
}

/** When and how the session of this cookie token was signed in (for re-authentication rules), or undefined. */
export async function findSessionInfo(db: Executor, token: string): Promise<{ userId: number; createdAt: Date; signedInWith: repository.SessionRow['signedInWith'] } | undefined> {
  return repository.findSessionInfo(db, hashSessionToken(token), new Date());
}

/** `asStaff`: the operator creating a moderator, whose name may read as staff. */
export async function register(deps: AuthDeps, input: RegisterInput, options: { asStaff?: boolean } = {}): Promise<SessionResult> {
  const username = normalizeUsername(input.username);
  const key = usernameKey(username);
  await guardNames(deps.db, { username, displayName: input.displayName.normalize('NFKC'), avatarUrl: input.avatarUrl }, { isStaff: options.asStaff === true });
  if (await repository.findUserByKey(deps.db, key)) {
    throw new AppError(ERROR_CODES.usernameTaken, 'This username is already taken.');
  }
  // A closed account's name is not free at once: nobody may pose as someone their matches knew.
  if (await usernameHeldUntil(deps.db, key, new Date())) {
    throw new AppError(ERROR_CODES.usernameHeld, 'This username belonged to an account that was closed recently and is not available yet. Please choose another.');
  }
  const passwordHash = await hashPassword(input.password);
  const row = await repository.insertUser(deps.db, {
    username,
    usernameKey: key,
    displayName: input.displayName.normalize('NFKC'),
    avatarUrl: input.avatarUrl ? input.avatarUrl : avatarPathFor(key),
    passwordHash,
    // The contract refused anyone under the minimum age at the server's date: nothing was stored for them.
    birthYear: input.birthYear,
    birthMonth: input.birthMonth,
    ...(input.timeZone && { timeZone: input.timeZone }),
  });
  if (!row) throw new AppError(ERROR_CODES.usernameTaken, 'This username is already taken.');
  const session = await startSession(deps, row.id);
  return { user: toUser(row), ...session };
}

export async function login(deps: AuthDeps, input: LoginInput, clientIp: string): Promise<SessionResult | SecondFactorNeeded> {
  const key = usernameKey(input.username);
  const [byIp, byAccount] = await Promise.all([
    deps.rateLimiter.consume(`login:ip:${clientIp}`, deps.loginLimitPerIp ?? LOGIN_LIMIT_PER_IP, LOGIN_WINDOW_MS),
    deps.rateLimiter.consume(`login:user:${key}`, LOGIN_LIMIT_PER_ACCOUNT, LOGIN_WINDOW_MS),
  ]);
  if (!byIp.allowed || !byAccount.allowed) {
    throw new AppError(ERROR_CODES.rateLimited, 'Too many login attempts. Please wait and try again.', {
      retryAfterSeconds: Math.max(byIp.allowed ? 0 : byIp.retryAfterSeconds, byAccount.allowed ? 0 : byAccount.retryAfterSeconds),
    });
  }
  const row = await repository.findUserByKey(deps.db, key);
  const isValid = row ? await verifyPassword(row.passwordHash, input.password) : await verifyPassword(await getDummyHash(), input.password).then(() => false);
  if (!row || !isValid) throw new AppError(ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS);
  // Only after the password matched: a restriction is nobody else's business.
  const restriction = describeRestriction(row, new Date());
  if (restriction) throw new AppError(ERROR_CODES.accountRestricted, restriction);
  if (await deps.needsSecondFactor?.(row.id)) return { secondFactor: 'totp', userId: row.id };
  await saveUserTimeZone(deps.db, row.id, input.timeZone);
  const session = await startSession(deps, row.id);
  return { user: toUser(row), ...session };
}

export async function logout(deps: Pick<AuthDeps, 'db' | 'userChannel' | 'log'>, token: string | undefined): Promise<void> {
  if (!token) return;
  const sessionId = hashSessionToken(token);
  const userId = await repository.deleteSession(deps.db, sessionId);
  if (userId !== undefined) await announceSessionsEnded(deps, { userId, sessionIds: [sessionId] });
}

/**
 * Closes the sockets of ended sessions on every instance, at once (4401: the client does not reconnect
 * with them). The `sessions.ended` domain event's handler: call it after the sessions are gone from the
 * database. Never throws; a lost notice still leaves the socket closing at its next event's session check.
 */
export async function announceSessionsEnded(deps: Pick<AuthDeps, 'userChannel' | 'log'>, ended: { userId: number; sessionIds?: readonly string[] }): Promise<void> {
  try {
    await deps.userChannel.endSessions(ended.userId, ended.sessionIds);
  } catch (error) {
    deps.log?.warn({ err: error, userId: ended.userId }, 'sessions-ended notice not published');
  }
}

/**
 * Ends sessions of a user for any reason (password change, suspension, account deletion): deletes them
 * (all when `sessionIds` is absent) and closes their sockets everywhere. For other modules.
 */
export async function endSessions(deps: Pick<AuthDeps, 'db' | 'userChannel' | 'log'>, userId: number, sessionIds?: readonly string[]): Promise<void> {
  const ended = await repository.deleteUserSessions(deps.db, userId, sessionIds);
  if (ended.length > 0 || sessionIds === undefined) await announceSessionsEnded(deps, { userId, sessionIds: sessionIds === undefined ? undefined : ended });
}

/** The `sessions.prune` job: expired sessions are deleted (they already stopped working at expiry). */
export async function pruneExpiredSessions(db: Database, now = new Date()): Promise<number> {
  return repository.deleteExpiredSessions(db, now);
}

/** Why this account may not sign in now (banned, or suspended until a time), or undefined when it may. */
export function describeRestriction(row: Pick<repository.UserRow, 'bannedAt' | 'suspendedUntil'>, now: Date): string | undefined {
  if (row.bannedAt) return 'This account has been banned for breaking the community rules.';
  if (row.suspendedUntil && row.suspendedUntil > now) {
    return `This account is suspended until ${row.suspendedUntil.toISOString().slice(0, 16).replace('T', ' ')} UTC for breaking the community rules.`;
  }
  return undefined;
}

/** Ends every session of the user (suspension, ban); the caller announces it so sockets close. */
export async function endAllSessions(db: Executor, userId: number): Promise<number> {
  return (await repository.deleteUserSessions(db, userId)).length;
}

/** Suspends (until a time) or bans a user, inside the caller's transaction; false for an unknown user. */
export async function restrictAccount(tx: Executor, userId: number, restriction: { suspendedUntil: Date } | { bannedAt: Date }): Promise<boolean> {
  return repository.updateRestriction(tx, userId, restriction);
}

/** The operator's role change (npm run admin); returns the user it changed, or undefined for an unknown username. */
export async function setRoleByUsername(tx: Executor, username: string, role: repository.UserRow['role']): Promise<repository.UserRow | undefined> {
  const row = await repository.findUserByKey(tx, usernameKey(username));
  if (!row) return undefined;
  await repository.updateRole(tx, row.id, role);
  return { ...row, role };
}

export async function findUserBySessionToken(db: Database, token: string): Promise<repository.UserRow | undefined> {
  return repository.findSessionUser(db, hashSessionToken(token), new Date());
}
