/**
 * PGlite in its own worker thread (server/db/pglite-worker.mjs), reached through node-postgres like
 * PostgreSQL: a long embedded query no longer blocks the server's event loop, its sockets and /healthz
 * (docs/decisions/041-pglite-in-a-worker-thread.md). Each node-postgres connection is a MessagePort pair
 * carrying the wire protocol; nothing listens on a network port or a socket file.
 */
import path from 'node:path';
import { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';

// A file path, not `new URL(.., import.meta.url)`: Vite (the component tests) rewrites that pattern into
// an asset URL.
const WORKER_PATH = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-worker.mjs');

/** A node-postgres socket: what it writes goes to the worker, what the worker answers is read back. */
class MessagePortSocket extends Duplex {
  constructor(private readonly port: MessagePort) {
    super();
    port.on('message', (data: Uint8Array) => this.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength)));
    port.on('close', () => this.push(null));
  }

  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    this.port.ref();
    return this;
  }

  unref(): this {
    this.port.unref();
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.port.postMessage(chunk);
    callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.port.close();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.port.close();
    callback(error);
  }
}

export interface PgliteThread {
  /** A new connection's socket, for node-postgres' `stream` option. */
  connect(): Duplex;
  /** The data directory as an uncompressed tar (the test template). */
  dump(): Promise<Uint8Array>;
  /** Closes PGlite (its files flushed) and ends the thread. */
  close(): Promise<void>;
}

type WorkerReply = { type: 'ready' } | { type: 'closed' } | { type: 'error'; message: string } | { type: 'dump'; data: Uint8Array };

export async function startPgliteThread(source: { dataDir: string } | { loadDataDir?: Uint8Array }): Promise<PgliteThread> {
  const worker = new Worker(WORKER_PATH, { workerData: source });
  const waitFor = <Type extends WorkerReply['type']>(type: Type) =>
    new Promise<Extract<WorkerReply, { type: Type }>>((resolve, reject) => {
      const onMessage = (reply: WorkerReply) => {
        if (reply.type !== type) return;
        cleanUp();
        resolve(reply as Extract<WorkerReply, { type: Type }>);
      };
      const onExit = (code: number) => {
        cleanUp();
        reject(new Error(`The PGlite thread exited (code ${code}) before answering "${type}".`));
      };
      const onError = (error: Error) => {
        cleanUp();
        reject(error);
      };
      const cleanUp = () => {
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        worker.off('error', onError);
      };
      worker.on('message', onMessage);
      worker.on('exit', onExit);
      worker.on('error', onError);
    });

  await waitFor('ready');
  let closing: Promise<void> | undefined;
  let stopped: Error | undefined;
  worker.on('message', (reply: WorkerReply) => {
    if (reply.type === 'error') process.emitWarning(`PGlite thread: ${reply.message}`);
  });
  worker.on('error', (error) => {
    stopped = error;
  });
  // A thread that died on its own fails every later query at once (readiness then answers 503) instead
  // of leaving connections waiting for an answer that cannot come.
  worker.on('exit', (code) => {
    stopped ??= new Error(`The PGlite thread stopped (exit code ${code}).`);
    if (!closing) process.emitWarning(stopped.message);
  });

  return {
    connect: () => {
      const { port1, port2 } = new MessageChannel();
      const socket = new MessagePortSocket(port1);
      if (stopped) {
        const error = stopped;
        process.nextTick(() => socket.destroy(error));
      } else {
        worker.postMessage({ type: 'connect', port: port2 }, [port2]);
      }
      return socket;
    },
    dump: async () => {
      const reply = waitFor('dump');
      worker.postMessage({ type: 'dump' });
      return (await reply).data;
    },
    close: () => {
      closing ??= (async () => {
        const closed = waitFor('closed').catch(() => undefined);
        worker.postMessage({ type: 'close' });
        await closed;
        await worker.terminate();
      })();
      return closing;
    },
  };
}
