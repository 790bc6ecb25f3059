import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'cm_session';

/** 256 random bits, sent to the browser; only its SHA-256 is stored. */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
