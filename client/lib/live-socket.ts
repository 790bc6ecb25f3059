/**
 * The live connection (docs/product.md section 4): opens when authenticated, closes normally on logout, reconnects
 * after an abnormal close after 1000 ms x 2^attempt (capped at 30 s) for up to 5 attempts, then gives
 * up with 'Connection Lost'. Pings every 30 s. The server identifies us by the session cookie; the
 * userId query parameter is sent as the spec's client does, and is not trusted. Once subscribed ('ready'), a
 * socket says how long the page could not hear its events (since the page started, or since the last socket
 * went down) and the server sends what was published meanwhile (docs/decisions/038-live-catch-up.md).
 */
import {
  LIVE_CATCH_UP_MARGIN_MS,
  LIVE_CATCH_UP_MAX_MS,
  LIVE_MAX_RECONNECT_ATTEMPTS,
  LIVE_PING_INTERVAL_MS,
  LIVE_SESSION_ENDED_CLOSE_CODE,
  reconnectDelayMs,
  serverEventSchema,
  type ClientEvent,
  type ServerEvent,
} from '@shared/live/events';

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'lost';

export interface LiveHandlers {
  onEvent: (event: ServerEvent) => void;
  onStatus: (status: LiveStatus) => void;
  /**
   * A socket is subscribed ('ready'): what the page fetched before it (its first data, server-rendered or not,
   * or anything during a gap) may lack what was published meanwhile and the catch-up does not resend.
   */
  onSubscribed: () => void;
  /** The server closed the socket because our session ended (logged out elsewhere, expired). */
  onSessionEnded: () => void;
}

const NORMAL_CLOSE = 1000;
/** How long a logout waits for the server to acknowledge the normal close before it ends the session anyway. */
const CLOSE_WAIT_MS = 1_500;

export class LiveConnection {
  private socket: WebSocket | null = null;
  private userId: number | null = null;
  private attempt = 0;
  private hasConnectedBefore = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private status: LiveStatus = 'idle';
  /**
   * From when (performance.now()) this page has not been hearing its user's events: 0 is the page's start, null
   * while a socket is subscribed ('ready').
   */
  private deafSince: number | null = 0;

  constructor(private readonly handlers: LiveHandlers) {}

  get currentStatus(): LiveStatus {
    return this.status;
  }

  connect(userId: number): void {
    if (this.userId === userId && this.socket) return;
    void this.disconnect();
    this.userId = userId;
    this.attempt = 0;
    this.hasConnectedBefore = false;
    this.open();
  }

  /** Normal close (logout, unmount): no reconnect. Resolves once the close handshake is done (at most CLOSE_WAIT_MS). */
  disconnect(): Promise<void> {
    clearTimeout(this.reconnectTimer);
    clearInterval(this.pingTimer);
    this.userId = null;
    const socket = this.socket;
    this.socket = null;
    this.deafSince ??= performance.now();
    let closed: Promise<void> = Promise.resolve();
    if (socket && socket.readyState <= WebSocket.OPEN) {
      closed = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, CLOSE_WAIT_MS);
        socket.addEventListener('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      socket.close(NORMAL_CLOSE, 'client closed');
    }
    this.setStatus('idle');
    return closed;
  }

  /** Sends when open; otherwise starts a reconnect and returns false so the caller can tell the user. */
  send(event: ClientEvent): boolean {
    if (this.socket?.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify(event));
      return true;
    }
    this.reconnectNow();
    return false;
  }

  /** A fresh reconnect cycle (e.g. after 'Connection Lost' or a failed send); a no-op while a socket is open or opening. */
  reconnectNow(): void {
    if (this.userId === null || this.socket) return;
    clearTimeout(this.reconnectTimer);
    this.attempt = 0;
    this.open();
  }

  private open(): void {
    if (this.userId === null) return;
    // Never two sockets at once: a socket left behind would stay open (browsers answer server pings).
    const previous = this.socket;
    this.socket = null;
    this.deafSince ??= performance.now();
    if (previous && previous.readyState <= WebSocket.OPEN) previous.close(NORMAL_CLOSE, 'replaced');
    this.setStatus(this.hasConnectedBefore ? 'reconnecting' : 'connecting');
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(`${protocol}//${window.location.host}/ws?userId=${this.userId}`);
    this.socket = socket;
    socket.addEventListener('open', () => {
      if (this.socket !== socket) return;
      this.hasConnectedBefore = true;
      this.attempt = 0;
      this.setStatus('open');
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.send({ type: 'ping' }), LIVE_PING_INTERVAL_MS);
    });
    socket.addEventListener('message', (message) => {
      if (this.socket !== socket || typeof message.data !== 'string') return;
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const parsed = serverEventSchema.safeParse(data);
      if (!parsed.success) return;
      // 'ready': the server is subscribed to our events, so a refetch now cannot miss one.
      if (parsed.data.type === 'ready') {
        // From now on nothing is missed; what was published before, the server sends on request.
        // From the page's start no margin: nothing done on this page can predate it, and what came before
        // the page is not this page's news.
        const deafSince = this.deafSince ?? performance.now();
        const margin = deafSince > 0 ? LIVE_CATCH_UP_MARGIN_MS : 0;
        this.deafSince = null;
        this.send({ type: 'catch_up', missedMs: Math.min(LIVE_CATCH_UP_MAX_MS, Math.round(performance.now() - deafSince) + margin) });
        this.handlers.onSubscribed();
        return;
      }
      this.handlers.onEvent(parsed.data);
    });
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return;
      clearInterval(this.pingTimer);
      this.socket = null;
      this.deafSince ??= performance.now();
      if (event.code === NORMAL_CLOSE || this.userId === null) return this.setStatus('idle');
      if (event.code === LIVE_SESSION_ENDED_CLOSE_CODE) {
        // Reconnecting would be refused: let the app find out who (if anyone) is signed in now.
        this.setStatus('idle');
        return this.handlers.onSessionEnded();
      }
      this.scheduleReconnect();
    });
  }

  private scheduleReconnect(): void {
    if (this.attempt >= LIVE_MAX_RECONNECT_ATTEMPTS) {
      this.setStatus('lost');
      return;
    }
    const delay = reconnectDelayMs(this.attempt);
    this.attempt += 1;
    this.setStatus('reconnecting');
    this.reconnectTimer = setTimeout(() => this.open(), delay);
  }

  private setStatus(status: LiveStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.handlers.onStatus(status);
  }
}
