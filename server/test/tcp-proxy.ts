/**
 * A TCP proxy a test owns in front of the real Redis, to simulate faults without touching the machine's
 * Redis: cut() drops every connection and refuses new ones (as if Redis went away); hang() keeps every
 * connection open and accepts new ones but forwards nothing (as if Redis or the network stalled), holding
 * what was sent so it arrives in order once forwarding resumes; restore() forwards again on the same port.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  url: string;
  /** Starts (or resumes) forwarding; after a hang, what was held is delivered first, in order. */
  restore(): Promise<void>;
  /** Drops every open connection and stops listening: connects are refused until restore(). */
  cut(): Promise<void>;
  /** Connections stay open (and new ones are accepted) but no byte passes in either direction until restore(). */
  hang(): void;
  close(): Promise<void>;
}

export async function createTcpProxy(target: URL, port: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let isHung = false;
  let held: Array<() => void> = [];

  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (isHung) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        forward(client, upstream);
        forward(upstream, client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolve();
      });
    });

  const cut = async () => {
    const current = server;
    server = undefined;
    isHung = false;
    held = [];
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  const url = new URL(target.toString());
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    port,
    url: url.toString(),
    restore: async () => {
      const release = held;
      held = [];
      isHung = false;
      for (const write of release) write();
      if (!server) await listen();
    },
    cut,
    hang: () => {
      isHung = true;
    },
    close: cut,
  };
}
