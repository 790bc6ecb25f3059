import type { LoginInput, RegisterInput, User } from '../../../shared/contracts/auth';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import { avatarPathFor } from '../avatars/avatar.service';
import { toUser } from './auth.mapper';
import * as repository from './auth.repository';
import { getDummyHash, hashPassword, verifyPassword } from './password';
import { createSessionToken, hashSessionToken } from './session-token';
import { normalizeUsername, usernameKey } from './username';
import { saveUserTimeZone } from './users.service';

/** SECURITY.md item 4: per account and per IP, in a 15-minute window. */
export const LOGIN_LIMIT_PER_ACCOUNT = 10;
export const LOGIN_LIMIT_PER_IP = 50;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface AuthDeps {
  db: Database;
  rateLimiter: RateLimiter;
  sessionTtlMs: number;
}

export interface SessionResult {
  user: User;
  token: string;
  expiresAt: Date;
}

const INVALID_CREDENTIALS = 'Invalid username or password.';

async function startSession(deps: AuthDeps, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = createSessionToken();
  const expiresAt = new Date(Date.now() + deps.sessionTtlMs);
  await repository.insertSession(deps.db, { id: hashSessionToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export async function register(deps: AuthDeps, input: RegisterInput): Promise<SessionResult> {
  const username = normalizeUsername(input.username);
  const key = usernameKey(username);
  if (await repository.findUserByKey(deps.db, key)) {
    throw new AppError(ERROR_CODES.usernameTaken, 'This username is already taken.');
  }
  const passwordHash = await hashPassword(input.password);
  const row = await repository.insertUser(deps.db, {
    username,
    usernameKey: key,
    displayName: input.displayName.normalize('NFKC'),
    avatarUrl: input.avatarUrl ? input.avatarUrl : avatarPathFor(key),
    passwordHash,
    ...(input.timeZone && { timeZone: input.timeZone }),
  });
  if (!row) throw new AppError(ERROR_CODES.usernameTaken, 'This username is already taken.');
  const session = await startSession(deps, row.id);
  return { user: toUser(row), ...session };
}

export async function login(deps: AuthDeps, input: LoginInput, clientIp: string): Promise<SessionResult> {
  const key = usernameKey(input.username);
  const [byIp, byAccount] = await Promise.all([
    deps.rateLimiter.consume(`login:ip:${clientIp}`, LOGIN_LIMIT_PER_IP, LOGIN_WINDOW_MS),
    deps.rateLimiter.consume(`login:user:${key}`, LOGIN_LIMIT_PER_ACCOUNT, LOGIN_WINDOW_MS),
  ]);
  if (!byIp.allowed || !byAccount.allowed) {
    throw new AppError(ERROR_CODES.rateLimited, 'Too many login attempts. Please wait and try again.', {
      retryAfterSeconds: Math.max(byIp.allowed ? 0 : byIp.retryAfterSeconds, byAccount.allowed ? 0 : byAccount.retryAfterSeconds),
    });
  }
  const row = await repository.findUserByKey(deps.db, key);
  const isValid = row
    ? await verifyPassword(row.passwordHash, input.password)
    : await verifyPassword(await getDummyHash(), input.password).then(() => false);
  if (!row || !isValid) throw new AppError(ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS);
  await saveUserTimeZone(deps.db, row.id, input.timeZone);
  const session = await startSession(deps, row.id);
  return { user: toUser(row), ...session };
}

export async function logout(deps: Pick<AuthDeps, 'db'>, token: string | undefined): Promise<void> {
  if (token) await repository.deleteSession(deps.db, hashSessionToken(token));
}

export async function findUserBySessionToken(db: Database, token: string): Promise<repository.UserRow | undefined> {
  return repository.findSessionUser(db, hashSessionToken(token), new Date());
}
