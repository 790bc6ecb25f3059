/**
 * One authenticated socket: its subscription to the user's events, their delivery in publish order with
 * each event re-checked against the session at send time (docs/security.md item 1), and the client's frames
 * (ping, typing, one catch-up) under the limits of frame-limiter.ts. The gateway owns the registry of sockets, the
 * heartbeat and presence. Nothing started here may reject unhandled: that stops the process.
 *
 * A class with prototype methods rather than closures: thousands of these sit idle, and the heap per idle
 * socket is budgeted against a bare `ws` server (bench/live-delivery.ts).
 */
import type { RawData, WebSocket } from 'ws';
import { clientEventSchema, LIVE_CATCH_UP_MAX_MS, LIVE_SESSION_ENDED_CLOSE_CODE, type ServerEvent } from '../../shared/live/events';
import type { Database } from '../db/client';
import { findUserBySessionToken } from '../modules/auth/auth.service';
import { hashSessionToken } from '../modules/auth/session-token';
import type { UserChannel, WarningLogger } from './user-channel';
import { FrameLimiter } from './frame-limiter';

/** "Try again later": the client reconnects with its backoff, and may land on a healthier instance. */
export const SUBSCRIPTION_FAILED_CLOSE_CODE = 1011;
export const POLICY_VIOLATION_CLOSE_CODE = 1008;

export interface ConnectionDeps {
  db: Database;
  userChannel: UserChannel;
  log: WarningLogger;
  onTyping: (userId: number, matchId: number) => Promise<void>;
  /** What was published to the user from `since` on that a socket could not hear (docs/decisions/038-live-catch-up.md). */
  missedEvents: (userId: number, since: Date) => Promise<ServerEvent[]>;
  /** The gateway's bookkeeping once the socket closed (one function for all sockets, no closure each). */
  onClosed: (connection: LiveConnection) => void;
}

export class LiveConnection {
  /** Cleared by each heartbeat ping; a pong or any frame sets it again. */
  isAlive = true;
  private unsubscribe: (() => Promise<void>) | undefined;
  /** Sends wait for the send before them, so they leave in publish order; the session checks still run in
   *  parallel, and the pg pool may answer them out of order. */
  private delivery: Promise<void> | null = null;
  /** Made on the first frame: most sockets only ever receive. */
  private frameLimiter: FrameLimiter | null = null;
  /** A socket catches up once: its page was deaf only before it was subscribed. */
  private hasCaughtUp = false;

  constructor(
    private readonly deps: ConnectionDeps,
    readonly socket: WebSocket,
    readonly userId: number,
    private readonly token: string,
    /** Which heartbeat slice of the gateway holds this socket. */
    readonly heartbeatSlice: number,
  ) {
    socket.on('pong', () => {
      this.isAlive = true;
    });
    socket.on('message', (data, isBinary) => this.onFrame(data, isBinary));
    socket.on('close', () => this.onClose());
    socket.on('error', (error) => {
      deps.log.warn({ err: error, userId }, 'live socket error');
      socket.terminate();
    });
    void deps.userChannel
      .subscribeUser(
        userId,
        (event) => this.deliver(event),
        (sessionIds) => this.onSessionsEnded(sessionIds),
      )
      .then(
        (unsubscribe) => this.onSubscribed(unsubscribe),
        (error: unknown) => {
          deps.log.warn({ err: error, userId }, 'live subscription failed');
          socket.close(SUBSCRIPTION_FAILED_CLOSE_CODE, 'live events unavailable');
        },
      );
  }

  private isOpen(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  private send(event: ServerEvent): void {
    if (this.isOpen()) this.socket.send(JSON.stringify(event));
  }

  private enqueue(step: () => Promise<void> | void): void {
    const next = (this.delivery ?? Promise.resolve())
      .then(step)
      .catch((error: unknown) => this.deps.log.warn({ err: error, userId: this.userId }, 'live event delivery failed'))
      .then(() => {
        // Idle again: hold no settled promise per socket.
        if (this.delivery === next) this.delivery = null;
      });
    this.delivery = next;
  }

  private onSubscribed(unsubscribe: () => Promise<void>): void {
    if (!this.isOpen()) return this.unsubscribeQuietly(unsubscribe);
    this.unsubscribe = unsubscribe;
    // From here on nothing addressed to the user is missed; it queues behind events that came first.
    this.enqueue(() => this.send({ type: 'ready' }));
  }

  private deliver(event: ServerEvent): void {
    // Sessions ended elsewhere (suspension, ban): close now, in order behind what was already queued.
    if (event.type === 'session_ended') return this.enqueue(() => this.socket.close(LIVE_SESSION_ENDED_CLOSE_CODE, 'session ended'));
    const isSessionValid = findUserBySessionToken(this.deps.db, this.token).then(
      (user) => user?.id === this.userId,
      (error: unknown) => {
        this.deps.log.warn({ err: error, userId: this.userId }, 'live event dropped: session check failed');
        return undefined;
      },
    );
    this.enqueue(async () => {
      const verdict = await isSessionValid;
      if (verdict === true) this.send(event);
      else if (verdict === false) this.socket.close(LIVE_SESSION_ENDED_CLOSE_CODE, 'session ended');
    });
  }

  /** Logout or revocation on any instance: this socket closes at once if its session is among them. */
  private onSessionsEnded(sessionIds: readonly string[] | undefined): void {
    if (sessionIds && !sessionIds.includes(hashSessionToken(this.token))) return;
    this.socket.close(LIVE_SESSION_ENDED_CLOSE_CODE, 'session ended');
  }

  private onFrame(data: RawData, isBinary: boolean): void {
    this.isAlive = true;
    if (!this.isOpen()) return;
    const frameLimiter = (this.frameLimiter ??= new FrameLimiter());
    if (!frameLimiter.admitFrame()) return this.socket.close(POLICY_VIOLATION_CLOSE_CODE, 'too many frames');
    if (isBinary) return this.send({ type: 'error', message: 'Binary frames are not supported.' });
    let parsed: ReturnType<typeof clientEventSchema.safeParse>;
    try {
      parsed = clientEventSchema.safeParse(JSON.parse(data.toString()));
    } catch {
      return this.send({ type: 'error', message: 'Frames must be JSON.' });
    }
    if (!parsed.success) return this.send({ type: 'error', message: 'Unknown or malformed event.' });
    if (parsed.data.type === 'ping') return this.send({ type: 'pong' });
    if (parsed.data.type === 'catch_up') return this.catchUp(parsed.data.missedMs);
    if (!frameLimiter.admitTyping()) return;
    void this.deps.onTyping(this.userId, parsed.data.matchId).catch(() => this.send({ type: 'error', message: 'Conversation not found.' }));
  }

  /**
   * The events published to the user in the last `missedMs` (cut to LIVE_CATCH_UP_MAX_MS), each re-checked
   * against the session like any event. One may also have arrived live: the client ignores the repeat.
   */
  private catchUp(missedMs: number): void {
    if (this.hasCaughtUp) return this.send({ type: 'error', message: 'This connection has already caught up.' });
    this.hasCaughtUp = true;
    if (missedMs === 0) return;
    const since = new Date(Date.now() - Math.min(missedMs, LIVE_CATCH_UP_MAX_MS));
    this.deps.missedEvents(this.userId, since).then(
      (events) => {
        for (const event of events) this.deliver(event);
      },
      (error: unknown) => this.deps.log.warn({ err: error, userId: this.userId }, 'live catch-up failed'),
    );
  }

  private onClose(): void {
    if (this.unsubscribe) this.unsubscribeQuietly(this.unsubscribe);
    this.deps.onClosed(this);
  }

  private unsubscribeQuietly(unsubscribe: () => Promise<void>): void {
    unsubscribe().catch((error: unknown) => this.deps.log.warn({ err: error, userId: this.userId }, 'live unsubscribe failed'));
  }
}
