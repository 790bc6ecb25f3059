/**
 * Who is calling: resolved once per request from the session cookie. Services receive the user id;
 * routes call requireUser() for login-only endpoints.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { unauthenticated } from '../../lib/app-error';
import type { UserRow } from './auth.repository';
import { touchUserActivity } from './auth.repository';
import { findUserBySessionToken } from './auth.service';
import type { IdentifyCaller } from '../../lib/http-rate-limits';
import { hashSessionToken, SESSION_COOKIE } from './session-token';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

/**
 * last_active_at is written at most once a minute per user (it orders match candidates by recency), and only
 * by a request that may write: a GET never writes (docs/style.md, Server). Opening the app POSTs a visit.
 */
const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

export type ResolveRequestUser = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function createResolveRequestUser(db: Database): ResolveRequestUser {
  const lastWrite = new Map<number, number>();
  // A route that must know its caller before validation (the moderation tools) resolves early; the
  // app-wide hook then finds it done.
  const resolved = new WeakSet<FastifyRequest>();
  const touch = async (userId: number) => {
    const now = Date.now();
    if (now - (lastWrite.get(userId) ?? 0) < ACTIVITY_WRITE_INTERVAL_MS) return;
    if (lastWrite.size > 50_000) lastWrite.clear();
    lastWrite.set(userId, now);
    await touchUserActivity(db, userId, new Date(now));
  };
  return async function resolveRequestUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!resolved.has(request)) {
      resolved.add(request);
      request.user = null;
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 200) return;
      request.user = (await findUserBySessionToken(db, token)) ?? null;
      if (request.user && request.method !== 'GET' && request.method !== 'HEAD') await touch(request.user.id);
    }
    // docs/security.md item 5: nothing personal may be cached by a browser or proxy. Avatars are public images
    // (the rate limits resolve their caller too) and stay cacheable.
    if (request.user && !request.url.startsWith('/api/avatars/')) reply.header('Cache-Control', 'no-store');
  };
}

/** For the HTTP rate limits: a signed-in caller is limited per account and per session (docs/decisions/049). */
export function createIdentifyCaller(resolveRequestUser: ResolveRequestUser): IdentifyCaller {
  return async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    await resolveRequestUser(request, reply);
    return request.user ? { userId: request.user.id, sessionKey: hashSessionToken(token).slice(0, 32) } : null;
  };
}

/**
 * The app-wide hook resolves the caller of every API request but the avatar images: they are public, cacheable
 * and many per page, so a session lookup (and an activity write) per image would buy nothing.
 */
export function isCallerNeeded(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/avatars/');
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticated();
  return request.user;
}
