/** A WebSocket test client: connects with a cookie and collects the server's events. */
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { ServerEvent } from '../../shared/live/events';
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
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) => reject(Object.assign(new Error(`refused with ${response.statusCode}`), { status: response.statusCode })));
    socket.once('error', reject);
  });
}

export async function refusalStatus(host: string, options: Parameters<typeof connectLive>[1]): Promise<number | 'opened'> {
  try {
    const client = await connectLive(host, options);
    client.close();
    return 'opened';
  } catch (error) {
    return (error as { status?: number }).status ?? -1;
  }
}
