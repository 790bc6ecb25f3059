// @ts-check
/**
 * The embedded database's own thread: PGlite (WASM PostgreSQL) runs here, off the server's event loop, and
 * speaks the PostgreSQL wire protocol to node-postgres clients on the main thread through MessagePorts
 * (server/db/pglite-thread.ts; docs/decisions/041-pglite-in-a-worker-thread.md).
 *
 * Plain JavaScript so the thread starts the same under tsx, vitest and compiled code: Node 20 does not
 * apply a TypeScript loader to worker threads.
 *
 * A reply is posted only after PGlite has finished the message, file sync included, so a COMMIT is
 * acknowledged no earlier than it was when PGlite ran in-process.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST_CODE = 80_877_103;
const CANCEL_REQUEST_CODE = 80_877_102;
/** Terminate ('X'): the client leaves. It ends this connection only, never the one embedded backend. */
const TERMINATE = 0x58;

/** @type {{ dataDir?: string; loadDataDir?: Uint8Array }} */
const options = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** @type {Set<() => Promise<void>>} what each open connection still has to run */
const openConnections = new Set();
let isClosing = false;

const db = await (options.dataDir ? PGlite.create(options.dataDir, { relaxedDurability: false }) : PGlite.create(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}));

/**
 * Every connection shares the one embedded backend, so a new connection is given what PostgreSQL gives a
 * new session: no open transaction (its predecessor may have gone mid-transaction), no prepared statements
 * (node-postgres forgets them with the connection and would prepare them again), default settings.
 * node-postgres' pool replaces a connection after any query error, so this is not rare.
 */
async function startFreshSession() {
  if (db.isInTransaction()) await db.exec('rollback');
  await db.exec('discard all');
}

/**
 * One client connection: bytes in, whole protocol messages out to PGlite one at a time, replies back.
 * @param {import('node:worker_threads').MessagePort} connection
 */
function serve(connection) {
  if (isClosing) {
    connection.close();
    return;
  }
  let pending = Buffer.alloc(0);
  let isStarted = false;
  let chain = Promise.resolve();
  let isOpen = true;

  /** @returns {Buffer | undefined} the next complete message, removed from `pending`. */
  const nextMessage = () => {
    // The first message (startup, SSL or cancel request) has no type byte: length, then a code.
    const headerLength = isStarted ? 5 : 4;
    if (pending.length < headerLength) return undefined;
    const length = isStarted ? 1 + pending.readInt32BE(1) : pending.readInt32BE(0);
    if (pending.length < length) return undefined;
    const message = pending.subarray(0, length);
    pending = pending.subarray(length);
    return message;
  };

  /** @param {Buffer} message */
  const run = async (message) => {
    if (!isStarted) {
      const code = message.readInt32BE(4);
      if (code === SSL_REQUEST_CODE) {
        connection.postMessage(Buffer.from('N'));
        return;
      }
      if (code === CANCEL_REQUEST_CODE) return;
      isStarted = true;
      await startFreshSession();
    } else if (message[0] === TERMINATE) {
      connection.close();
      return;
    }
    /** @type {Uint8Array[]} */
    const replies = [];
    await db.runExclusive(() => db.execProtocolRawStream(new Uint8Array(message), { onRawData: (data) => void replies.push(data.slice()) }));
    if (isOpen && replies.length > 0) connection.postMessage(Buffer.concat(replies));
  };

  connection.on('message', (/** @type {Uint8Array} */ data) => {
    if (isClosing) return;
    pending = Buffer.concat([pending, data]);
    for (let message = nextMessage(); message; message = nextMessage()) {
      const current = Buffer.from(message);
      chain = chain.then(() => run(current));
    }
    chain = chain.catch((error) => {
      port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
      connection.close();
    });
  });
  const settled = () => chain;
  openConnections.add(settled);
  connection.on('close', () => {
    isOpen = false;
    void chain.then(() => openConnections.delete(settled));
  });
}

port.on('message', async (/** @type {{ type: string; port?: import('node:worker_threads').MessagePort }} */ message) => {
  if (message.type === 'connect' && message.port) serve(message.port);
  if (message.type === 'dump') {
    const dump = await db.dumpDataDir('none');
    port.postMessage({ type: 'dump', data: new Uint8Array(await dump.arrayBuffer()) });
  }
  if (message.type === 'close') {
    // What the connections already sent finishes first; nothing reaches PGlite once it is closing.
    isClosing = true;
    await Promise.all([...openConnections].map((settled) => settled()));
    await db.close();
    port.postMessage({ type: 'closed' });
  }
});
port.postMessage({ type: 'ready' });
