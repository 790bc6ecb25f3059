import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_MAX_RECONNECT_ATTEMPTS, LIVE_PING_INTERVAL_MS, LIVE_SESSION_ENDED_CLOSE_CODE } from '@shared/live/events';
import { LiveConnection, type LiveHandlers, type LiveStatus } from './live-socket';

/** The browser's WebSocket as far as LiveConnection uses it; the test plays the server. */
class BrowserSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static opened: BrowserSocket[] = [];

  readyState = BrowserSocket.CONNECTING;
  readonly sent: unknown[] = [];
  closedWith: number | undefined;
  private readonly listeners = new Map<string, ((event: unknown) => void)[]>();

  constructor(readonly url: string) {
    BrowserSocket.opened.push(this);
  }

  addEventListener(type: string, listener: (event: unknown) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code: number): void {
    this.closedWith = code;
    this.readyState = BrowserSocket.CLOSED;
  }

  serverAccepts(): void {
    this.readyState = BrowserSocket.OPEN;
    this.emit('open', {});
  }

  serverSends(data: unknown): void {
    this.emit('message', { data: typeof data === 'string' ? data : JSON.stringify(data) });
  }

  serverCloses(code: number): void {
    this.readyState = BrowserSocket.CLOSED;
    this.emit('close', { code });
  }

  private emit(type: string, event: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

function latestSocket(): BrowserSocket {
  const socket = BrowserSocket.opened.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
}

function connection() {
  const statuses: LiveStatus[] = [];
  const handlers = {
    onEvent: vi.fn<LiveHandlers['onEvent']>(),
    onStatus: (status: LiveStatus) => statuses.push(status),
    onSubscribed: vi.fn<LiveHandlers['onSubscribed']>(),
    onSessionEnded: vi.fn<LiveHandlers['onSessionEnded']>(),
  };
  return { live: new LiveConnection(handlers), handlers, statuses };
}

beforeEach(() => {
  vi.useFakeTimers();
  BrowserSocket.opened = [];
  vi.stubGlobal('WebSocket', BrowserSocket);
  vi.stubGlobal('window', { location: { protocol: 'https:', host: 'coinmates.test' } });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LiveConnection', () => {
  it('connects to /ws over wss on an https page and pings every 30 s once open', () => {
    const { live, statuses } = connection();
    live.connect(7);
    const socket = latestSocket();
    expect(socket.url).toBe('wss://coinmates.test/ws?userId=7');
    expect(statuses).toEqual(['connecting']);

    socket.serverAccepts();
    expect(live.currentStatus).toBe('open');
    vi.advanceTimersByTime(LIVE_PING_INTERVAL_MS * 2);
    expect(socket.sent).toEqual([{ type: 'ping' }, { type: 'ping' }]);
  });

  it('reconnects after 1, 2, 4, 8 and 16 s, then gives up as lost', () => {
    const { live, statuses } = connection();
    live.connect(7);
    latestSocket().serverAccepts();
    latestSocket().serverCloses(1006);

    const waits = [1_000, 2_000, 4_000, 8_000, 16_000];
    for (const [attempt, wait] of waits.entries()) {
      expect(BrowserSocket.opened).toHaveLength(attempt + 1);
      vi.advanceTimersByTime(wait - 1);
      expect(BrowserSocket.opened, `attempt ${attempt + 1} not before ${wait} ms`).toHaveLength(attempt + 1);
      vi.advanceTimersByTime(1);
      expect(BrowserSocket.opened, `attempt ${attempt + 1} at ${wait} ms`).toHaveLength(attempt + 2);
      latestSocket().serverCloses(1006);
    }
    expect(waits).toHaveLength(LIVE_MAX_RECONNECT_ATTEMPTS);
    expect(live.currentStatus).toBe('lost');
    vi.advanceTimersByTime(60_000);
    expect(BrowserSocket.opened).toHaveLength(LIVE_MAX_RECONNECT_ATTEMPTS + 1);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'lost']);
  });

  it('starts the back-off again from 1 s after a socket opened', () => {
    const { live } = connection();
    live.connect(7);
    latestSocket().serverAccepts();
    latestSocket().serverCloses(1006);
    vi.advanceTimersByTime(1_000);
    latestSocket().serverCloses(1006);
    vi.advanceTimersByTime(2_000);
    latestSocket().serverAccepts();
    latestSocket().serverCloses(1011);
    vi.advanceTimersByTime(1_000);
    expect(BrowserSocket.opened).toHaveLength(4);
  });

  it('asks for what it missed and refetches once subscribed, on the first socket and after a reconnect', () => {
    const { live, handlers } = connection();
    live.connect(7);
    latestSocket().serverAccepts();
    latestSocket().serverSends({ type: 'ready' });
    // From the page's start: no margin, nothing before the page is this page's news.
    expect(latestSocket().sent).toEqual([{ type: 'catch_up', missedMs: expect.any(Number) }]);
    // The page's first data predates the subscription: a partner's presence or message in between is refetched.
    expect(handlers.onSubscribed).toHaveBeenCalledTimes(1);

    latestSocket().serverCloses(1006);
    vi.advanceTimersByTime(1_000);
    latestSocket().serverAccepts();
    latestSocket().serverSends({ type: 'ready' });
    const catchUp = latestSocket().sent[0] as { type: string; missedMs: number };
    expect(catchUp.type).toBe('catch_up');
    // Deaf for about a second, plus the margin for events published while the close travelled.
    expect(catchUp.missedMs).toBeGreaterThanOrEqual(1_000);
    expect(handlers.onSubscribed).toHaveBeenCalledTimes(2);
  });

  it('hands valid events on and drops what is not JSON or not an event', () => {
    const { live, handlers } = connection();
    live.connect(7);
    latestSocket().serverAccepts();
    latestSocket().serverSends('not json');
    latestSocket().serverSends({ type: 'no_such_event' });
    latestSocket().serverSends({ type: 'pong' });
    expect(handlers.onEvent.mock.calls.map(([event]) => event.type)).toEqual(['pong']);
  });

  it('does not reconnect after a normal close or after the session ended', () => {
    const { live, handlers } = connection();
    live.connect(7);
    latestSocket().serverAccepts();
    latestSocket().serverCloses(LIVE_SESSION_ENDED_CLOSE_CODE);
    expect(handlers.onSessionEnded).toHaveBeenCalledTimes(1);
    expect(live.currentStatus).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(BrowserSocket.opened).toHaveLength(1);

    live.connect(8);
    latestSocket().serverAccepts();
    latestSocket().serverCloses(1000);
    vi.advanceTimersByTime(60_000);
    expect(BrowserSocket.opened).toHaveLength(2);
  });

  it('closes its socket normally on disconnect and cancels a pending reconnect', () => {
    const { live } = connection();
    live.connect(7);
    const first = latestSocket();
    first.serverAccepts();
    void live.disconnect();
    expect(first.closedWith).toBe(1000);
    expect(live.currentStatus).toBe('idle');

    live.connect(7);
    latestSocket().serverCloses(1006);
    void live.disconnect();
    vi.advanceTimersByTime(60_000);
    expect(BrowserSocket.opened).toHaveLength(2);
  });

  it('resolves a disconnect once the close handshake is done, so a logout can wait for it', async () => {
    const { live } = connection();
    live.connect(7);
    const socket = latestSocket();
    socket.serverAccepts();
    let isClosed = false;
    const closing = live.disconnect().then(() => {
      isClosed = true;
    });
    await Promise.resolve();
    expect(isClosed).toBe(false);
    socket.serverCloses(1000);
    await closing;
    expect(isClosed).toBe(true);
  });

  it('reports a send on a closed socket and reconnects at once, never opening two sockets', () => {
    const { live } = connection();
    live.connect(7);
    latestSocket().serverAccepts();
    latestSocket().serverCloses(1006);
    expect(live.send({ type: 'ping' })).toBe(false);
    expect(BrowserSocket.opened).toHaveLength(2);
    // The scheduled attempt finds the socket opening and does nothing.
    live.reconnectNow();
    expect(BrowserSocket.opened).toHaveLength(2);
    latestSocket().serverAccepts();
    expect(live.send({ type: 'ping' })).toBe(true);
  });
});
