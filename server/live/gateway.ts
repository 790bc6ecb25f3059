/**
 * The WebSocket endpoint /ws (SECURITY.md item 1). Identity comes from the session cookie at the upgrade
 * (401 without a valid session, 403 for a foreign Origin, 429 past the per-user socket cap) — the
 * client's ?userId is never trusted. Each event is re-checked against the session at send time. Domain
 * events arrive from the bus for the users connected here; client frames are validated (ping, typing)
 * and anything else is answered with an error event, never a crash.
 */
import type { ServerResponse } from 'node:http';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { ERROR_CODES } from '../../shared/contracts/errors';
import { clientEventSchema, LIVE_MAX_PAYLOAD_BYTES, type ServerEvent } from '../../shared/live/events';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { isOriginAllowed } from '../lib/origin-check';
import { findUserBySessionToken } from '../modules/auth/auth.service';
import { SESSION_COOKIE } from '../modules/auth/session-token';
import type { EventBus } from './event-bus';
import type { Presence } from './presence';

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
  bus: EventBus;
  presence: Presence;
  allowedOrigins: readonly string[];
  /** A socket that misses a pong for this long is terminated (default HEARTBEAT_MS). */
  heartbeatMs?: number;
  onTyping: (userId: number, matchId: number) => Promise<void>;
  /** The users to tell when someone comes online or goes offline (their matches). */
  presenceAudience: (userId: number) => Promise<number[]>;
}

interface LiveIdentity {
  userId: number;
  token: string;
}

type UpgradeRequest = FastifyRequest & { liveIdentity?: LiveIdentity & { upgradeResponse: ServerResponse } };

interface Connection {
  socket: WebSocket;
  userId: number;
  token: string;
  isAlive: boolean;
  unsubscribe?: () => Promise<void>;
}

export async function registerGateway(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const slices = Array.from({ length: HEARTBEAT_SLICES }, () => new Set<Connection>());
  let nextSlice = 0;
  let heartbeatTick = 0;
  const heartbeat = setInterval(() => {
    heartbeatTick = (heartbeatTick + 1) % HEARTBEAT_SLICES;
    for (const connection of slices[heartbeatTick] ?? []) {
      if (!connection.isAlive) {
        connection.socket.terminate();
        continue;
      }
      connection.isAlive = false;
      connection.socket.ping();
    }
  }, (deps.heartbeatMs ?? HEARTBEAT_MS) / HEARTBEAT_SLICES);
  heartbeat.unref();
  await app.register(fastifyWebsocket, {
    options: { maxPayload: LIVE_MAX_PAYLOAD_BYTES },
    // SECURITY.md item 10: on shutdown, sockets are closed with 1001 ("going away"), not left open.
    preClose: (done) => {
      clearInterval(heartbeat);
      for (const slice of slices) for (const connection of slice) connection.socket.close(1001, 'server shutting down');
      done();
    },
  });
  const socketsPerUser = new Map<number, number>();


  const send = (connection: Connection, event: ServerEvent) => {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(event));
  };

  const announcePresence = async (userId: number, isOnline: boolean) => {
    const audience = await deps.presenceAudience(userId);
    await Promise.all(audience.map((otherId) => deps.bus.publishToUser(otherId, { type: 'presence', userId, isOnline })));
  };

  async function authenticate(request: FastifyRequest) {
    if (!isOriginAllowed(request, deps.allowedOrigins)) throw new AppError(ERROR_CODES.forbidden, 'Origin not allowed.');
    const token = request.cookies[SESSION_COOKIE];
    const user = token && token.length <= 200 ? await findUserBySessionToken(deps.db, token) : undefined;
    if (!token || !user) throw new AppError(ERROR_CODES.unauthenticated, 'You need to log in first.');
    if ((socketsPerUser.get(user.id) ?? 0) >= MAX_SOCKETS_PER_USER) {
      throw new AppError(ERROR_CODES.rateLimited, 'Too many open connections.', { retryAfterSeconds: 5 });
    }
    return { user, token };
  }

  /** One authenticated socket. Nothing here may capture the upgrade request (see releaseUpgrade). */
  const openConnection = (socket: WebSocket, identity: LiveIdentity) => {
    const connection: Connection = { socket, userId: identity.userId, token: identity.token, isAlive: true };
    const slice = slices[nextSlice] as Set<Connection>;
    nextSlice = (nextSlice + 1) % HEARTBEAT_SLICES;
    slice.add(connection);
    const previousCount = socketsPerUser.get(connection.userId) ?? 0;
    socketsPerUser.set(connection.userId, previousCount + 1);

    socket.on('pong', () => {
      connection.isAlive = true;
    });

    // Events may arrive before the subscription resolves: the socket is open already.
    void deps.bus
      .subscribeUser(connection.userId, (event) => {
        void findUserBySessionToken(deps.db, connection.token)
          .then((user) => {
            if (user?.id === connection.userId) send(connection, event);
            else connection.socket.close(4401, 'session ended');
          })
          .catch((error: unknown) => app.log.warn({ err: error, userId: connection.userId }, 'live event delivery failed'));
      })
      .then((unsubscribe) => {
        connection.unsubscribe = unsubscribe;
        if (connection.socket.readyState !== connection.socket.OPEN) void unsubscribe();
      });
    void deps.presence.connected(connection.userId).then(() => (previousCount === 0 ? announcePresence(connection.userId, true) : undefined));

    socket.on('message', (data, isBinary) => {
      connection.isAlive = true;
      if (isBinary) return send(connection, { type: 'error', message: 'Binary frames are not supported.' });
      let parsed: ReturnType<typeof clientEventSchema.safeParse>;
      try {
        parsed = clientEventSchema.safeParse(JSON.parse(data.toString()));
      } catch {
        return send(connection, { type: 'error', message: 'Frames must be JSON.' });
      }
      if (!parsed.success) return send(connection, { type: 'error', message: 'Unknown or malformed event.' });
      if (parsed.data.type === 'ping') return send(connection, { type: 'pong' });
      void deps.onTyping(connection.userId, parsed.data.matchId).catch(() => send(connection, { type: 'error', message: 'Conversation not found.' }));
    });

    socket.on('close', () => {
      slice.delete(connection);
      const remaining = (socketsPerUser.get(connection.userId) ?? 1) - 1;
      if (remaining <= 0) socketsPerUser.delete(connection.userId);
      else socketsPerUser.set(connection.userId, remaining);
      void connection.unsubscribe?.();
      void deps.presence
        .disconnected(connection.userId)
        .then(() => (remaining <= 0 ? announcePresence(connection.userId, false) : undefined))
        .catch(() => undefined);
    });
    socket.on('error', (error) => {
      app.log.warn({ err: error, userId: connection.userId }, 'live socket error');
      socket.terminate();
    });
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
        socket.close(1008, 'unauthenticated');
        return;
      }
      releaseUpgrade(socket, identity.upgradeResponse);
      openConnection(socket, { userId: identity.userId, token: identity.token });
    },
  );
}

/**
 * Lets the upgrade's HTTP objects go once the socket is open (request, reply, headers, the security
 * headers' strings: about 5 KB per socket, measured by bench/live-delivery.ts). @fastify/websocket keeps
 * the request and reply in the socket's 'error' listener, and the TCP socket keeps the ServerResponse it
 * was assigned. Our own 'error' listener (openConnection) replaces theirs: both terminate the socket.
 */
function releaseUpgrade(socket: WebSocket, upgradeResponse: ServerResponse): void {
  socket.removeAllListeners('error');
  if (upgradeResponse.socket) upgradeResponse.detachSocket(upgradeResponse.socket);
}
