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
import { SESSION_COOKIE } from './session-token';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

/** last_active_at is written at most once a minute per user (it orders match candidates by recency). */
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
      if (request.user) await touch(request.user.id);
    }
    // docs/security.md item 5: nothing personal may be cached by a browser or proxy. Avatars are public images
    // (the rate limits resolve their caller too) and stay cacheable.
    if (request.user && !request.url.startsWith('/api/avatars/')) reply.header('Cache-Control', 'no-store');
  };
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticated();
  return request.user;
}
