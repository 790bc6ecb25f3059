/**
 * A WebSocket test client: connects with a cookie and collects the server's events (the 'ready' event
 * included). connectLive resolves once the server said 'ready', so an event published after it is never
 * missed; it rejects with the HTTP status of a refused upgrade, or the close code of a socket closed
 * before it was ready.
 */
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { ServerEvent } from '../../shared/live/events';
import type { UserChannel } from '../live/user-channel';
import type { TestApp } from './test-app';

export async function listenOnLoopback(app: TestApp): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `127.0.0.1:${port}`;
}

export interface LiveClient {
  socket: WebSocket;
  events: ServerEvent[];
  waitFor(predicate: (event: ServerEvent) => boolean, timeoutMs?: number): Promise<ServerEvent>;
  close(): void;
}

/** How long connectLive waits for 'ready' before it gives up (a test then fails with a message, not a timeout). */
const READY_TIMEOUT_MS = 5_000;

export function connectLive(host: string, options: { cookie?: string; origin?: string; query?: string } = {}): Promise<LiveClient> {
  const headers: Record<string, string> = { origin: options.origin ?? `http://${host}` };
  if (options.cookie) headers.cookie = options.cookie;
  const socket = new WebSocket(`ws://${host}/ws${options.query ?? ''}`, { headers });
  const events: ServerEvent[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    events.push(JSON.parse(data.toString()) as ServerEvent);
    for (const wake of waiters) wake();
  });
  const client: LiveClient = {
    socket,
    events,
    waitFor(predicate, timeoutMs = 2_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(predicate);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => socket.close(),
  };
  return new Promise<LiveClient>((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    const timer = setTimeout(() => {
      fail(new Error(`no 'ready' within ${READY_TIMEOUT_MS} ms; got ${JSON.stringify(events)}`));
      socket.terminate();
    }, READY_TIMEOUT_MS);
    waiters.add(function onReady() {
      if (!events.some((event) => event.type === 'ready')) return;
      waiters.delete(onReady);
      clearTimeout(timer);
      resolve(client);
    });
    socket.once('unexpected-response', (_request, response) => fail(Object.assign(new Error(`refused with ${response.statusCode}`), { status: response.statusCode })));
    socket.once('error', fail);
    socket.once('close', (code, reason) => fail(Object.assign(new Error(`closed with ${code} (${reason.toString()}) before ready`), { closeCode: code })));
  });
}

/** The HTTP status of a refused upgrade, the close code of a socket closed before ready, or 'opened'. */
export async function refusalStatus(host: string, options: Parameters<typeof connectLive>[1]): Promise<number | 'opened'> {
  try {
    const client = await connectLive(host, options);
    client.close();
    return 'opened';
  } catch (error) {
    const refusal = error as { status?: number; closeCode?: number };
    return refusal.status ?? refusal.closeCode ?? -1;
  }
}

/** A sentinel resolves as soon as it arrives; the limit only turns a lost one into a clear failure on a loaded machine. */
export const SENTINEL_TIMEOUT_MS = 10_000;
let markerLevel = 10_000;
/** A level no other marker used: each sentinel is told apart from the others. */
export const nextMarker = () => (markerLevel += 1);

/**
 * Sentinel for negative checks: publishes a marker event to the user and waits until this socket got it.
 * A socket receives its events in publish order, so whatever was published before has arrived by then.
 */
export async function settleLive(client: LiveClient, userChannel: UserChannel, userId: number): Promise<void> {
  const level = nextMarker();
  await userChannel.publishToUser(userId, { type: 'level_up', level });
  await client.waitFor((event) => event.type === 'level_up' && event.level === level, SENTINEL_TIMEOUT_MS);
}
