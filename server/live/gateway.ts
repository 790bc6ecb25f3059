/**
 * The WebSocket endpoint /ws (docs/security.md item 1). Identity comes from the session cookie at the upgrade
 * (401 without a valid session, 403 for a foreign Origin, 429 past the per-user socket cap) — the
 * client's ?userId is never trusted. This file owns the registry of open sockets (the cap, the heartbeat,
 * shutdown) and presence; live-connection.ts owns what happens on one socket (its events, its frames).
 */
import type { ServerResponse } from 'node:http';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { ERROR_CODES } from '../../shared/contracts/errors';
import { LIVE_MAX_PAYLOAD_BYTES, type ServerEvent } from '../../shared/live/events';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { isOriginAllowed } from '../lib/origin-check';
import { findUserBySessionToken } from '../modules/auth/auth.service';
import { SESSION_COOKIE } from '../modules/auth/session-token';
import type { UserChannel } from './user-channel';
import { LiveConnection, POLICY_VIOLATION_CLOSE_CODE, type ConnectionDeps } from './live-connection';
import type { Presence } from './presence';
import { createPresenceAnnouncer } from './presence-announcer';

export const MAX_SOCKETS_PER_USER = 5;
/** Server-side heartbeat: a socket that misses a pong for this long is terminated. */
const HEARTBEAT_MS = 30_000;
/**
 * The sockets are pinged a slice at a time, one slice per HEARTBEAT_MS / HEARTBEAT_SLICES: pinging
 * thousands at once stalled live delivery for tens of milliseconds every 30 s (bench/live-delivery.ts).
 */
const HEARTBEAT_SLICES = 30;

export interface GatewayDeps {
  db: Database;
  userChannel: UserChannel;
  presence: Presence;
  allowedOrigins: readonly string[];
  /** A socket that misses a pong for this long is terminated (default HEARTBEAT_MS). */
  heartbeatMs?: number;
  onTyping: (userId: number, matchId: number) => Promise<void>;
  /** The users to tell when someone comes online or goes offline (their matches). */
  presenceAudience: (userId: number) => Promise<number[]>;
  /** What a socket that could not hear the user's events since `since` should still be told (docs/decisions/038). */
  missedEvents: (userId: number, since: Date) => Promise<ServerEvent[]>;
}

interface LiveIdentity {
  userId: number;
  token: string;
}

type UpgradeRequest = FastifyRequest & { liveIdentity?: LiveIdentity & { upgradeResponse: ServerResponse } };

export async function registerGateway(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const slices = Array.from({ length: HEARTBEAT_SLICES }, () => new Set<LiveConnection>());
  let nextSlice = 0;
  let heartbeatTick = 0;
  const heartbeat = setInterval(
    () => {
      heartbeatTick = (heartbeatTick + 1) % HEARTBEAT_SLICES;
      for (const connection of slices[heartbeatTick] ?? []) {
        if (!connection.isAlive) {
          connection.socket.terminate();
          continue;
        }
        connection.isAlive = false;
        connection.socket.ping();
      }
    },
    (deps.heartbeatMs ?? HEARTBEAT_MS) / HEARTBEAT_SLICES,
  );
  heartbeat.unref();
  await app.register(fastifyWebsocket, {
    options: { maxPayload: LIVE_MAX_PAYLOAD_BYTES },
    // docs/security.md item 10: on shutdown, sockets are closed with 1001 ("going away"), not left open.
    preClose: (done) => {
      clearInterval(heartbeat);
      for (const slice of slices) for (const connection of slice) connection.socket.close(1001, 'server shutting down');
      done();
    },
  });
  const socketsPerUser = new Map<number, number>();
  const presenceAnnouncer = createPresenceAnnouncer({ userChannel: deps.userChannel, presence: deps.presence, presenceAudience: deps.presenceAudience, log: app.log });
  const connectionDeps: ConnectionDeps = {
    db: deps.db,
    userChannel: deps.userChannel,
    log: app.log,
    onTyping: deps.onTyping,
    missedEvents: deps.missedEvents,
    onClosed: (connection) => {
      slices[connection.heartbeatSlice]?.delete(connection);
      const remaining = (socketsPerUser.get(connection.userId) ?? 1) - 1;
      if (remaining <= 0) socketsPerUser.delete(connection.userId);
      else socketsPerUser.set(connection.userId, remaining);
      presenceAnnouncer.disconnected(connection.userId, remaining <= 0);
    },
  };

  async function authenticate(request: FastifyRequest) {
    if (!isOriginAllowed(request, deps.allowedOrigins)) throw new AppError(ERROR_CODES.forbidden, 'Origin not allowed.');
    const token = request.cookies[SESSION_COOKIE];
    const user = token && token.length <= 200 ? await findUserBySessionToken(deps.db, token) : undefined;
    if (!token || !user) throw new AppError(ERROR_CODES.unauthenticated, 'You need to log in first.');
    // An early refusal with a status the client can read. The count only moves when a socket opens, so
    // the cap is checked again there: it must not rely on nothing async running between here and the open.
    if ((socketsPerUser.get(user.id) ?? 0) >= MAX_SOCKETS_PER_USER) {
      throw new AppError(ERROR_CODES.rateLimited, 'Too many open connections.', { retryAfterSeconds: 5 });
    }
    return { user, token };
  }

  /** Registers one authenticated socket. Nothing here may capture the upgrade request (see releaseUpgrade). */
  const register = (socket: WebSocket, identity: LiveIdentity) => {
    const connection = new LiveConnection(connectionDeps, socket, identity.userId, identity.token, nextSlice);
    slices[nextSlice]?.add(connection);
    nextSlice = (nextSlice + 1) % HEARTBEAT_SLICES;
    const previousCount = socketsPerUser.get(identity.userId) ?? 0;
    socketsPerUser.set(identity.userId, previousCount + 1);
    presenceAnnouncer.connected(identity.userId, previousCount === 0);
  };

  app.get(
    '/ws',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const { user, token } = await authenticate(request);
        (request as UpgradeRequest).liveIdentity = { userId: user.id, token, upgradeResponse: reply.raw };
      },
    },
    (socket, request) => {
      const identity = (request as UpgradeRequest).liveIdentity;
      if (!identity) {
        socket.close(POLICY_VIOLATION_CLOSE_CODE, 'unauthenticated');
        return;
      }
      // This check and the count in register() run in one synchronous step: no two upgrades both pass it.
      if ((socketsPerUser.get(identity.userId) ?? 0) >= MAX_SOCKETS_PER_USER) {
        socket.close(POLICY_VIOLATION_CLOSE_CODE, 'too many connections');
        return;
      }
      releaseUpgrade(socket, identity.upgradeResponse);
      register(socket, { userId: identity.userId, token: identity.token });
    },
  );
}

/**
 * Lets the upgrade's HTTP objects go once the socket is open (request, reply, headers, the security
 * headers' strings: about 5 KB per socket, measured by bench/live-delivery.ts). @fastify/websocket keeps
 * the request and reply in the socket's 'error' listener, and the TCP socket keeps the ServerResponse it
 * was assigned. Our own 'error' listener (live-connection.ts) replaces theirs: both terminate the socket.
 */
function releaseUpgrade(socket: WebSocket, upgradeResponse: ServerResponse): void {
  socket.removeAllListeners('error');
  if (upgradeResponse.socket) upgradeResponse.detachSocket(upgradeResponse.socket);
}
